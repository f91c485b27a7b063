/**
 * The statement's rows and totals as the client keeps them, read defensively from the
 * API (issue 12, B1 and B3): money in rupees, a missing or malformed number is 0.
 */
export type MovementKind =
  | 'deposit' | 'withdrawal_held' | 'withdrawal_paid' | 'withdrawal_released'
  | 'ticket' | 'prize' | 'referral_bonus' | 'adjustment';

export interface Balances {
  money: number;
  referral: number;
  held: number;
  total: number;
}

export interface Movement {
  id: string;
  at: string;
  kind: MovementKind | string;
  description: string;
  reference: { kind: string; id: string } | null;
  /** Signed: the change of the total (money + referral + held). */
  amount: number;
  change: { money: number; referral: number; held: number };
  /** After this movement. */
  balances: Balances;
}

export interface NetDeposits {
  deposits: number;
  withdrawals: number;
  net: number;
}

export interface FinancialYear {
  fy: string;
  from: string;
  to: string;
  staked: number;
  won: number;
  net: number;
  deposits: number;
  withdrawals: number;
  referralBonuses: number;
  tickets: number;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

function rupees(value: unknown): number {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

export function toBalances(value: unknown): Balances {
  const b = record(value);
  const money = rupees(b.money);
  const referral = rupees(b.referral);
  const held = rupees(b.held);
  // The total is the server's; computed only when it sends none (in paise, so no float noise).
  const total = b.total === undefined ? Math.round((money + referral + held) * 100) / 100 : rupees(b.total);
  return { money, referral, held, total };
}

export function toMovement(value: unknown): Movement | null {
  const row = record(value);
  if (typeof row.id !== 'string' || typeof row.at !== 'string') return null;
  const ref = record(row.reference);
  const change = record(row.change);
  return {
    id: row.id,
    at: row.at,
    kind: String(row.kind ?? ''),
    description: String(row.description ?? ''),
    reference: typeof ref.kind === 'string' && typeof ref.id === 'string' && ref.id ? { kind: ref.kind, id: ref.id } : null,
    amount: rupees(row.amount),
    change: { money: rupees(change.money), referral: rupees(change.referral), held: rupees(change.held) },
    balances: toBalances(row.balances),
  };
}

export function toNetDeposits(value: unknown): NetDeposits {
  const n = record(value);
  return { deposits: rupees(n.deposits), withdrawals: rupees(n.withdrawals), net: rupees(n.net) };
}

export function toFinancialYear(value: unknown): FinancialYear | null {
  const y = record(value);
  if (typeof y.fy !== 'string' || !y.fy) return null;
  return {
    fy: y.fy,
    from: String(y.from ?? ''),
    to: String(y.to ?? ''),
    staked: rupees(y.staked),
    won: rupees(y.won),
    net: rupees(y.net),
    deposits: rupees(y.deposits),
    withdrawals: rupees(y.withdrawals),
    referralBonuses: rupees(y.referralBonuses),
    tickets: rupees(y.tickets),
  };
}
