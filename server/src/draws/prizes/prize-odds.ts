/**
 * Prize tables and their odds (DESIGN.md section 3). Pure, importing only the draw table,
 * so the client bundles it as it is: the admin's jackpot modal shows the return to player
 * of the table being typed, and the settlement (issue 11) pays from `cellOf`.
 *
 * A table is per period and mode. `fiveN`..`oneN` multiply the ticket price for 5..1
 * numbers matched; weekly (any order, with the letter A-Z) adds `fourNA`..`oneNA` for k
 * numbers and the letter, and `onlyA` for the letter alone. Five numbers win the mode's
 * pot (weekly: with the letter) plus `fiveN` on top; the pot grows by its share of sales.
 */
import { drawPeriod, LETTERS, NUMBERS_PER_TICKET, type PeriodId, type PrizeMode } from '../draw-periods.js';

/** The modes as the API names them (the admin's tabs: Any Sequence, Sequence). */
export const PRIZE_MODES: readonly PrizeMode[] = ['any', 'sequence'];
export const isPrizeMode = (value: unknown): value is PrizeMode => value === 'any' || value === 'sequence';

export const NUMBER_TIERS = ['fiveN', 'fourN', 'threeN', 'twoN', 'oneN'] as const;
export const LETTER_TIERS = ['fourNA', 'threeNA', 'twoNA', 'oneNA', 'onlyA'] as const;
export type MultiplierField = (typeof NUMBER_TIERS)[number] | (typeof LETTER_TIERS)[number];
export type Multipliers = Partial<Record<MultiplierField, number>>;

/** Limits of a table's inputs: room for any real game, none for a slipped digit. */
export const MAX_MULTIPLIER = 1_000_000;
export const MAX_JACKPOT_RUPEES = 100_000_000; // ₹10 crore
export const MAX_POT_SHARE_PERCENT = 100;

/**
 * A multiplier or a percentage as a form or a JSON body gives it: a number, or a string of
 * digits, from 0 to `max` with at most 2 decimals, in hundredths (2.5 -> 250); else null.
 * Exponent forms, signs, blanks and other types are null.
 */
export function hundredthsOf(value: unknown, max: number): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths <= max * 100 ? hundredths : null;
}

/** What the odds need of a table: its multipliers, and its pot's share of sales as a fraction. */
export interface TableOdds {
  multipliers: Multipliers;
  potShare: number;
}

/** The game a mode plays: the range's size, whether a letter is drawn, the pot's condition. */
export interface GameShape {
  size: number;
  hasLetter: boolean;
  /** null: the mode has no pot; else whether the pot needs the letter too. */
  potNeedsLetter: boolean | null;
}

/** What a ticket matched in one mode (sequence: positions; any: the sets' intersection). */
export interface Outcome {
  matched: number;
  letter: boolean;
}

/** What an outcome pays: a multiplier (null: nothing) and whether it wins the pot. */
export interface Cell {
  field: MultiplierField | null;
  pot: boolean;
}

export function offersMode(period: PeriodId, mode: PrizeMode): boolean {
  return drawPeriod(period).modes.includes(mode);
}

export function shapeOf(period: PeriodId, mode: PrizeMode): GameShape {
  const p = drawPeriod(period);
  const pot = p.pots.find((x) => x.mode === mode);
  return { size: p.maxNumber - p.minNumber + 1, hasLetter: p.hasLetter && mode === 'any', potNeedsLetter: pot ? pot.needsLetter : null };
}

/** The pot a mode's five numbers win ('jackpot' or 'minipot'), if it has one. */
export function potOf(period: PeriodId, mode: PrizeMode): 'jackpot' | 'minipot' | null {
  return drawPeriod(period).pots.find((x) => x.mode === mode)?.name ?? null;
}

export function multiplierFields(period: PeriodId, mode: PrizeMode): MultiplierField[] {
  return shapeOf(period, mode).hasLetter ? [...NUMBER_TIERS, ...LETTER_TIERS] : [...NUMBER_TIERS];
}

export function cellOf(shape: GameShape, { matched, letter }: Outcome): Cell {
  const hit = shape.hasLetter && letter;
  const pot = matched === NUMBERS_PER_TICKET && shape.potNeedsLetter !== null && (hit || !shape.potNeedsLetter);
  if (matched === NUMBERS_PER_TICKET) return { field: 'fiveN', pot };
  if (matched === 0) return { field: hit ? 'onlyA' : null, pot: false };
  const tier = NUMBER_TIERS[NUMBERS_PER_TICKET - matched]!;
  return { field: hit ? (`${tier}A` as MultiplierField) : tier, pot: false };
}

/** How many of `of` equally likely results give each outcome: exact integers. */
export interface OutcomeWays {
  outcome: Outcome;
  ways: number;
  of: number;
}

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i; // stays whole at every step
  return r;
};
const falling = (n: number, k: number): number => (k <= 0 ? 1 : n * falling(n - 1, k - 1));

/** Any order: the result's set of 5 meets the ticket's in k numbers (hypergeometric). */
export function anyOrderWays(size: number, k: number): { ways: number; of: number } {
  const n = NUMBERS_PER_TICKET;
  return { ways: choose(n, k) * choose(size - n, n - k), of: choose(size, n) };
}

/**
 * Sequence: of the falling(size, 5) ordered results of distinct numbers, how many agree
 * with the ticket in exactly k positions. By inclusion-exclusion over the positions that
 * agree: j given positions agree in falling(size - j, 5 - j) results.
 */
export function sequenceWays(size: number, k: number): { ways: number; of: number } {
  const n = NUMBERS_PER_TICKET;
  let ways = 0;
  for (let j = k; j <= n; j++) ways += (-1) ** (j - k) * choose(j, k) * choose(n, j) * falling(size - j, n - j);
  return { ways, of: falling(size, n) };
}

/** Every outcome of a mode with its exact count; the letter is 1 of 26, independent of the numbers. */
export function outcomeWays(shape: GameShape, mode: PrizeMode): OutcomeWays[] {
  const odds = mode === 'sequence' ? sequenceWays : anyOrderWays;
  const letters = LETTERS.length;
  return Array.from({ length: NUMBERS_PER_TICKET + 1 }, (_, matched) => odds(shape.size, matched)).flatMap(({ ways, of }, matched) =>
    shape.hasLetter
      ? [
          { outcome: { matched, letter: true }, ways, of: of * letters },
          { outcome: { matched, letter: false }, ways: ways * (letters - 1), of: of * letters },
        ]
      : [{ outcome: { matched, letter: false }, ways, of }],
  );
}

/**
 * The theoretical return to player of one mode's table, as a fraction of the ticket price:
 * the exact expectation of its fixed tiers plus its pot's share of sales (a pot is paid
 * out in full, now or after rolling over; its base is the house's money, not the player's).
 */
export function returnOver(shape: GameShape, mode: PrizeMode, table: TableOdds): number {
  let fixed = 0;
  for (const { outcome, ways, of } of outcomeWays(shape, mode)) {
    const { field } = cellOf(shape, outcome);
    if (field) fixed += (ways / of) * (table.multipliers[field] ?? 0);
  }
  return fixed + (shape.potNeedsLetter === null ? 0 : table.potShare);
}

export function tableReturn(period: PeriodId, mode: PrizeMode, table: TableOdds): number {
  return returnOver(shapeOf(period, mode), mode, table);
}

/** A ticket plays every mode of its period: its return is the sum of the modes' returns. */
export function periodReturn(period: PeriodId, tables: Partial<Record<PrizeMode, TableOdds>>): number {
  return drawPeriod(period).modes.reduce((sum, mode) => sum + (tables[mode] ? tableReturn(period, mode, tables[mode]) : 0), 0);
}

/**
 * A fixed prize in paise: the multiplier (2 decimals at most) times the price, in whole
 * numbers; a fraction of a paisa is not paid.
 */
export function prizePaise(pricePaise: number, multiplier: number): number {
  return Math.floor((pricePaise * Math.round(multiplier * 100)) / 100);
}
