import { Query } from '@nestjs/cqrs';
import type { ReferenceKind } from '../../wallet-checks/wallet-movements.js';

export type EventOrder = 'asc' | 'desc';

/** Rupees, as the API speaks them. */
export interface BalancesView {
  money: number;
  referral: number;
  held: number;
}

/** One event of a wallet as the auditor's console shows it (contract A4). */
export interface WalletEventView {
  version: number;
  eventId: string;
  type: string;
  occurredAt: string;
  recordedAt: string;
  /** As stored: 'user:<id>', 'admin:<id>', 'system:<name>'. */
  actor: string;
  /** The username of that player or admin, else null. */
  actorName: string | null;
  correlationId: string;
  hash: string;
  reference: { kind: ReferenceKind | null; id: string | null };
  amount: number | null;
  change: BalancesView;
  balances: BalancesView;
}

export interface WalletEventsPage {
  rows: WalletEventView[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/**
 * Every event of one player's wallet with what it moved and the balances after it, a
 * page at a time (newest first by default). 404 for an id that is no player's.
 */
export class GetWalletEvents extends Query<WalletEventsPage> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly limit: number,
    readonly order: EventOrder = 'desc',
  ) {
    super();
  }
}
