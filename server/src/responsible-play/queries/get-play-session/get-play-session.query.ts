import { Query } from '@nestjs/cqrs';

/** Contract C6: this sign-in session's time and play, for the reality check (rupees; net = staked − won). */
export interface PlaySessionView {
  startedAt: string;
  now: string;
  minutes: number;
  staked: number;
  won: number;
  net: number;
  realityCheckMinutes: number;
}

/** The player's play since their sign-in session `sessionId` began. */
export class GetPlaySession extends Query<PlaySessionView> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
