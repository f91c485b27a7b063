import { financialYearsBetween, type FinancialYear } from './financial-year.js';
import { DAY_MS } from '../shared/clock/india-time.js';
import type { Balances, FoldedStatement, StatementEntry } from './statement-rows.js';

/**
 * The statement's summary (pure; paise): net deposits for responsible play, and per Indian
 * financial year what a player needs for their taxes. Every figure is a sum of statement
 * rows, so it can be checked against the rows: deposits are deposits credited, withdrawals
 * are withdrawals paid (a hold is not a withdrawal yet), staked is what tickets cost from
 * either balance, won is prizes credited.
 */
export interface NetDeposits {
  deposits: number;
  withdrawals: number;
  net: number;
}

export interface YearSummary {
  year: FinancialYear;
  staked: number;
  won: number;
  /** won − staked */
  net: number;
  deposits: number;
  withdrawals: number;
  referralBonuses: number;
  tickets: number;
}

export interface StatementSummary {
  balances: Balances;
  last30Days: NetDeposits;
  sinceOpened: NetDeposits;
  openedAtMs: number | null;
  /** Newest first, every year from the opening to now. */
  years: YearSummary[];
}

export function summarise({ entries, balances, openedAtMs }: FoldedStatement, nowMs: number): StatementSummary {
  const monthAgo = nowMs - 30 * DAY_MS;
  const first = Math.min(openedAtMs ?? nowMs, entries[0]?.atMs ?? nowMs);
  const last = Math.max(nowMs, entries.at(-1)?.atMs ?? nowMs);
  const years = financialYearsBetween(first, last).map(emptyYear);
  const last30Days = emptyNet();
  const sinceOpened = emptyNet();
  for (const e of entries) {
    const year = years.find((y) => e.atMs >= y.year.startMs && e.atMs < y.year.endMs);
    addToNet(sinceOpened, e);
    if (e.atMs > monthAgo && e.atMs <= nowMs) addToNet(last30Days, e);
    if (year) addToYear(year, e);
  }
  for (const y of years) y.net = y.won - y.staked;
  return { balances, last30Days, sinceOpened, openedAtMs, years };
}

function addToNet(n: NetDeposits, e: StatementEntry): void {
  if (e.kind === 'deposit') n.deposits += e.change.money;
  if (e.kind === 'withdrawal_paid') n.withdrawals -= e.change.held;
  n.net = n.deposits - n.withdrawals;
}

function addToYear(y: YearSummary, e: StatementEntry): void {
  switch (e.kind) {
    case 'ticket':
      y.staked -= e.change.money + e.change.referral;
      y.tickets += 1;
      break;
    case 'prize':
      y.won += e.change.money;
      break;
    case 'deposit':
      y.deposits += e.change.money;
      break;
    case 'withdrawal_paid':
      y.withdrawals -= e.change.held;
      break;
    case 'referral_bonus':
      y.referralBonuses += e.change.referral;
      break;
    default:
      break;
  }
}

const emptyNet = (): NetDeposits => ({ deposits: 0, withdrawals: 0, net: 0 });
const emptyYear = (year: FinancialYear): YearSummary => ({ year, staked: 0, won: 0, net: 0, deposits: 0, withdrawals: 0, referralBonuses: 0, tickets: 0 });
