/**
 * The one table of draw periods (DESIGN.md section 2 and 3). Server, client and the
 * How to Play page all read it; ranges and prices are data here, never literals elsewhere.
 * Pure data: no imports, so the client bundles it as it is.
 */
export type PeriodId = '3h' | '6h' | '12h' | '24h' | 'weekly';
export type PrizeMode = 'sequence' | 'any';
/**
 * Where a round's result comes from, declared when it opens: 'rng', the server's draw from a
 * committed seed and a public beacon, which anyone can recompute; 'manual', a witnessed
 * draw (a machine in public) whose numbers one admin enters and another approves.
 */
export type ResultSource = 'rng' | 'manual';
export const RESULT_SOURCES: readonly ResultSource[] = ['rng', 'manual'];

export interface DrawPeriod {
  id: PeriodId;
  /** The draw's name: 'Vibrant' shows as 'Vibrant Draw'. */
  name: string;
  /** The period tab label. */
  label: string;
  /** Default ticket price in rupees (the ticket-amount setting starts here). */
  defaultPrice: number;
  /** Ticket and result numbers are drawn from minNumber..maxNumber. */
  minNumber: number;
  maxNumber: number;
  /** Weekly tickets and results carry a letter A-Z. */
  hasLetter: boolean;
  /** Round starts in Asia/Kolkata, 'HH:MM'; weekly rounds start on `weekday`. */
  startTimes: string[];
  /** ISO weekday (1 = Monday) for weekly rounds. */
  weekday?: number;
  /** Minutes from a round's start to the close of sales. */
  closeAfterMinutes: number;
  /** Modes a ticket is evaluated in, and the pots they carry. */
  modes: PrizeMode[];
  pots: { name: 'jackpot' | 'minipot'; mode: PrizeMode; needsLetter: boolean }[];
  /** Ways to win, as the specification counts them. */
  ways: number;
}

/** Results appear this long after a round closes. */
export const RESULT_DELAY_MINUTES = 20;
export const NUMBERS_PER_TICKET = 5;
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const DRAW_PERIODS: readonly DrawPeriod[] = [
  {
    id: '3h', name: 'Vibrant', label: '3 hours', defaultPrice: 100, minNumber: 1, maxNumber: 75, hasLetter: false,
    startTimes: ['09:00', '12:00', '15:00', '18:00', '21:00'], closeAfterMinutes: 150,
    modes: ['sequence', 'any'],
    pots: [{ name: 'jackpot', mode: 'sequence', needsLetter: false }, { name: 'minipot', mode: 'any', needsLetter: false }],
    ways: 10,
  },
  {
    id: '6h', name: 'Magnificent', label: '6 hours', defaultPrice: 200, minNumber: 1, maxNumber: 75, hasLetter: false,
    startTimes: ['10:00', '17:00'], closeAfterMinutes: 330,
    modes: ['sequence', 'any'],
    pots: [{ name: 'jackpot', mode: 'sequence', needsLetter: false }, { name: 'minipot', mode: 'any', needsLetter: false }],
    ways: 10,
  },
  {
    id: '12h', name: 'Bonanza', label: '12 hours', defaultPrice: 300, minNumber: 1, maxNumber: 60, hasLetter: false,
    startTimes: ['11:00', '23:00'], closeAfterMinutes: 690,
    modes: ['sequence', 'any'],
    pots: [{ name: 'jackpot', mode: 'sequence', needsLetter: false }, { name: 'minipot', mode: 'any', needsLetter: false }],
    ways: 10,
  },
  {
    id: '24h', name: 'Mighty', label: '24 hours', defaultPrice: 400, minNumber: 1, maxNumber: 60, hasLetter: false,
    startTimes: ['14:00'], closeAfterMinutes: 1410,
    modes: ['any'],
    pots: [{ name: 'jackpot', mode: 'any', needsLetter: false }],
    ways: 5,
  },
  {
    id: 'weekly', name: 'Giant', label: 'Weekly', defaultPrice: 500, minNumber: 1, maxNumber: 60, hasLetter: true,
    // Monday 16:00 to Sunday 15:30: six days less 30 minutes (DESIGN.md section 2).
    startTimes: ['16:00'], weekday: 1, closeAfterMinutes: 6 * 24 * 60 - 30,
    modes: ['any'],
    pots: [{ name: 'jackpot', mode: 'any', needsLetter: true }],
    ways: 11,
  },
];

export const PERIOD_IDS: readonly PeriodId[] = DRAW_PERIODS.map((p) => p.id);

export function drawPeriod(id: PeriodId): DrawPeriod {
  const found = DRAW_PERIODS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown draw period ${id}`);
  return found;
}

export function isPeriodId(value: unknown): value is PeriodId {
  return typeof value === 'string' && (PERIOD_IDS as readonly string[]).includes(value);
}
