import { LETTERS } from '../draw-periods.js';
import { outcomeWays, returnOver, type GameShape, type Multipliers } from './prize-odds.js';

/**
 * The formulas against the game itself: every result of a small range enumerated (exact),
 * and draws simulated on the real ranges (seeded, so the run is the same every time).
 * The prize of a ticket is computed here from the rules in DESIGN.md section 3, not from
 * the module's own cells.
 */
const TIERS: Record<number, keyof Multipliers> = { 1: 'oneN', 2: 'twoN', 3: 'threeN', 4: 'fourN', 5: 'fiveN' };
const LETTER_TIERS: Record<number, keyof Multipliers> = { 0: 'onlyA', 1: 'oneNA', 2: 'twoNA', 3: 'threeNA', 4: 'fourNA', 5: 'fiveN' };
const TABLE: Multipliers = { fiveN: 5000, fourN: 300, threeN: 20, twoN: 3, oneN: 0.5, fourNA: 700, threeNA: 60, twoNA: 9, oneNA: 2, onlyA: 1.5 };

/** What a ticket wins in one mode, in multiples of the price; the pot counts as `potShare` of sales. */
function prizeOf(mode: 'sequence' | 'any', shape: GameShape, ticket: number[], letter: string, result: number[], drawn: string): number {
  const k = mode === 'sequence' ? ticket.filter((n, i) => result[i] === n).length : ticket.filter((n) => result.includes(n)).length;
  const withLetter = shape.hasLetter && letter === drawn;
  const field = withLetter ? LETTER_TIERS[k] : TIERS[k];
  return field ? TABLE[field]! : 0;
}

/** Every ordered draw of 5 distinct numbers from 1..size. */
function* orderedDraws(size: number, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === 5) return yield prefix;
  for (let n = 1; n <= size; n++) if (!prefix.includes(n)) yield* orderedDraws(size, [...prefix, n]);
}

describe('prize odds: brute force over every result of 1-8', () => {
  const all = [...orderedDraws(8)];
  for (const mode of ['sequence', 'any'] as const) {
    for (const hasLetter of [false, true]) {
      it(`${mode}${hasLetter ? ' with the letter' : ''}: the exact return equals the average over all results`, () => {
        const shape: GameShape = { size: 8, hasLetter, potNeedsLetter: hasLetter ? true : false };
        const letters = hasLetter ? LETTERS : ['A'];
        // Two tickets: by symmetry the odds do not depend on which numbers a ticket holds.
        for (const ticket of [[1, 2, 3, 4, 5], [8, 3, 6, 1, 2]]) {
          let total = 0;
          let results = 0;
          for (const result of all) {
            for (const drawn of letters) {
              total += prizeOf(mode, shape, ticket, 'Q', result, drawn);
              results++;
            }
          }
          expect(results).toBe(outcomeWays(shape, mode)[0]!.of * (mode === 'any' ? 120 : 1));
          expect(returnOver(shape, mode, { multipliers: TABLE, potShare: 0.1 })).toBeCloseTo(total / results + 0.1, 12);
        }
      });
    }
  }
});

/** mulberry32: a small seeded generator, so the simulation is reproducible. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function draw(random: () => number, size: number): number[] {
  const picked: number[] = [];
  while (picked.length < 5) {
    const n = 1 + Math.floor(random() * size);
    if (!picked.includes(n)) picked.push(n);
  }
  return picked;
}

describe('prize odds: simulated draws on the real ranges', () => {
  it.each([
    ['sequence', 75, false],
    ['any', 75, false],
    ['sequence', 60, false],
    ['any', 60, true],
  ] as const)('%s on 1-%d (letter: %s): each outcome comes up as often as computed, within 5 standard deviations', (mode, size, hasLetter) => {
    const random = seeded(size * 31 + (mode === 'any' ? 1 : 0));
    const shape: GameShape = { size, hasLetter, potNeedsLetter: hasLetter };
    const runs = 100_000;
    const seen = new Map<string, number>();
    for (let i = 0; i < runs; i++) {
      const ticket = draw(random, size);
      const result = draw(random, size);
      const k = mode === 'sequence' ? ticket.filter((n, j) => result[j] === n).length : ticket.filter((n) => result.includes(n)).length;
      const letter = hasLetter && Math.floor(random() * 26) === 0;
      const key = `${k}/${letter}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const { outcome, ways, of } of outcomeWays(shape, mode)) {
      const p = ways / of;
      const expected = runs * p;
      if (expected < 30) continue; // too rare to say anything in 100,000 draws
      const observed = seen.get(`${outcome.matched}/${outcome.letter}`) ?? 0;
      expect({ outcome, off: Math.abs(observed - expected) <= 5 * Math.sqrt(runs * p * (1 - p)) }).toEqual({ outcome, off: true });
    }
  });
});
