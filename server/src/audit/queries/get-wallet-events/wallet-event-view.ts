import type { WalletHistoryEntry } from '../../../wallet/queries/get-wallet-history/get-wallet-history.query.js';
import { balancesInRupees, rupeesOrNull } from '../../wallet-checks/rupees-view.js';
import type { WalletMovement } from '../../wallet-checks/wallet-movements.js';
import type { WalletEventView } from './get-wallet-events.query.js';

/** The player or admin id an actor names ('user:<id>', 'admin:<id>'), else null. */
export function actorId(actor: string): { kind: 'user' | 'admin'; id: string } | null {
  const match = /^(user|admin):(.+)$/.exec(actor);
  return match ? { kind: match[1] as 'user' | 'admin', id: match[2] } : null;
}

export function walletEventView(m: WalletMovement<WalletHistoryEntry>, names: ReadonlyMap<string, string>): WalletEventView {
  const e = m.event;
  return {
    version: e.version,
    eventId: e.eventId,
    type: e.type,
    occurredAt: e.occurredAt,
    recordedAt: e.recordedAt,
    actor: e.actor,
    actorName: names.get(e.actor) ?? null,
    correlationId: e.correlationId,
    hash: e.hash,
    reference: m.reference,
    amount: rupeesOrNull(m.amount),
    change: balancesInRupees(m.change),
    balances: balancesInRupees(m.balances),
  };
}
