import type { CsvColumn } from '../../shared/csv/csv.js';
import type { WalletEventView } from '../queries/get-wallet-events/get-wallet-events.query.js';

/** The most rows a CSV download carries (contract: CSV routes are capped at 100,000 rows). */
export const CSV_MAX_ROWS = 100_000;

const money = (rupees: number | null) => (rupees === null ? null : rupees.toFixed(2));

/** GET /admin/wallets/:userId/events.csv, oldest first (contract A4). */
export const WALLET_EVENT_COLUMNS: readonly CsvColumn<WalletEventView>[] = [
  { header: 'version', value: (r) => r.version },
  { header: 'occurred_at', value: (r) => r.occurredAt },
  { header: 'type', value: (r) => r.type },
  { header: 'reference_kind', value: (r) => r.reference.kind },
  { header: 'reference_id', value: (r) => r.reference.id },
  { header: 'amount', value: (r) => money(r.amount) },
  { header: 'money_change', value: (r) => money(r.change.money) },
  { header: 'referral_change', value: (r) => money(r.change.referral) },
  { header: 'held_change', value: (r) => money(r.change.held) },
  { header: 'money_balance', value: (r) => money(r.balances.money) },
  { header: 'referral_balance', value: (r) => money(r.balances.referral) },
  { header: 'held_balance', value: (r) => money(r.balances.held) },
  { header: 'actor', value: (r) => r.actor },
  { header: 'event_id', value: (r) => r.eventId },
  { header: 'hash', value: (r) => r.hash },
];
