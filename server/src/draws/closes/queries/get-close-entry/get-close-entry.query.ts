import { Query } from '@nestjs/cqrs';

/** A round's place in the feed of closes: its seq and its hash there. */
export interface CloseEntryRef {
  seq: number;
  hash: string;
}

/** The feed entry of one round (a proof shows it), null while the round is not in the feed. */
export class GetCloseEntry extends Query<CloseEntryRef | null> {
  constructor(readonly roundId: string) {
    super();
  }
}
