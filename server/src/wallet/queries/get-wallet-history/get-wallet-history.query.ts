import { Query } from '@nestjs/cqrs';

/** One event of a wallet's history, as an auditor reads it (amounts in paise). */
export interface WalletHistoryEntry {
  version: number;
  globalPosition: number;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  actor: string;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  recordedAt: string;
  hash: string;
}

export interface WalletHistory {
  userId: string;
  events: WalletHistoryEntry[];
  /** Version to ask for next (`fromVersion`), or null at the end of the stream. */
  nextVersion: number | null;
}

/** A page of one wallet's event stream, oldest first, straight from the event store. */
export class GetWalletHistory extends Query<WalletHistory> {
  constructor(
    readonly userId: string,
    readonly fromVersion = 1,
    readonly limit = 100,
  ) {
    super();
  }
}
