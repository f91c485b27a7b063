import { drawPeriod, type PeriodId, type PrizeMode } from '@draws/draw-periods';
import { drawsTextNow, type DrawsText } from '../draws.strings.js';

/** The prize stats of one period and mode as the server sends them (spec section 3). */
export type PrizeStats = Partial<Record<string, unknown>>;

export interface PrizeRow {
  key: string;
  match: string;
  /** The pot this row wins ('jackpot' / 'minipot'), if it is a pot tier. */
  pot: 'jackpot' | 'minipot' | null;
  /** A fixed multiplier of the ticket price (on top of the pot for a pot tier); 0 or null when none. */
  multiplier: number | null;
  /** The fixed prize in rupees at the current ticket price. */
  amount: number | null;
}

const COUNTS = [5, 4, 3, 2, 1] as const;
const FIELD = { 5: 'fiveN', 4: 'fourN', 3: 'threeN', 2: 'twoN', 1: 'oneN' } as const;
const LETTER_FIELD = { 4: 'fourNA', 3: 'threeNA', 2: 'twoNA', 1: 'oneNA' } as const;

function numberOf(stats: PrizeStats, key: string): number | null {
  const value = stats[key];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function row(stats: PrizeStats, key: string, match: string, price: number | null, pot: PrizeRow['pot'] = null): PrizeRow {
  const multiplier = numberOf(stats, key);
  const amount = numberOf(stats, `${key}Amount`) ?? (multiplier !== null && price !== null ? multiplier * price : null);
  return { key, match, pot, multiplier, amount };
}

/**
 * The winning structure of a period in one mode, from the real prize table (DESIGN.md
 * section 3): the pot tier first (5 in draw order for the jackpot, 5 in any order for the
 * mini-pot, 5 + letter for weekly), then the fixed tiers; weekly interleaves the letter rows
 * (5, 4+A, 4, ... 1, A only). The rows' match words are in the language of `t`.
 */
export function prizeRows(period: PeriodId, mode: PrizeMode, stats: PrizeStats, price: number | null, t: DrawsText = drawsTextNow): PrizeRow[] {
  const numbers = (count: number) => t('structure.numbers', { count });
  const withLetter = (count: number) => t('structure.withLetter', { count });
  const p = drawPeriod(period);
  const pot = p.pots.find((candidate) => candidate.mode === mode)?.name ?? null;
  if (p.hasLetter) {
    // Five numbers win fiveN with or without the letter; with it, the pot as well.
    const rows: PrizeRow[] = [{ ...row(stats, 'fiveN', withLetter(5), price, pot), key: 'fiveN-pot' }];
    for (const n of COUNTS) {
      if (n < 5) rows.push(row(stats, LETTER_FIELD[n as 4 | 3 | 2 | 1], withLetter(n), price));
      rows.push(row(stats, FIELD[n], numbers(n), price));
    }
    rows.push(row(stats, 'onlyA', withLetter(0), price));
    return rows;
  }
  return COUNTS.map((n) => row(stats, FIELD[n], numbers(n), price, n === 5 ? pot : null));
}

/**
 * What a ticket of the period returns over all its modes (the server's exact
 * `periodReturnToPlayer`, in percent), rounded to one decimal; null if not sent.
 */
export function returnToPlayerPercent(stats: PrizeStats): string | null {
  const value = numberOf(stats, 'periodReturnToPlayer');
  if (value === null) return null;
  return `${Math.round(value * 10) / 10}%`;
}
