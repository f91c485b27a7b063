import { Query } from '@nestjs/cqrs';
import type { BalancesView } from '../get-wallet-events/get-wallet-events.query.js';

export type VersionedView = BalancesView & { version: number };

/** Contract A5, rupees. */
export interface WalletReplayView {
  userId: string;
  streamId: string;
  events: number;
  match: boolean;
  replayed: VersionedView;
  projected: VersionedView | null;
  ledger: BalancesView;
  firstMismatch: null | {
    version: number;
    eventId: string;
    type: string;
    occurredAt: string;
    source: 'ledger_postings' | 'wallet_balances';
    replayed: BalancesView;
    projected: BalancesView;
    problem: string;
  };
}

/**
 * Replays one player's wallet with `evolve` and compares it, event by event, with the
 * running sum of its ledger postings, then with its wallet_balances row. Changes nothing.
 */
export class ReplayWallet extends Query<WalletReplayView> {
  constructor(readonly userId: string) {
    super();
  }
}
