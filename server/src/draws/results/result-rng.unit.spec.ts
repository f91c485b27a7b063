import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import { DRAW_PERIODS, type PeriodId } from '../draw-periods.js';
import { drawFromStream, drawResultNumbers, uniformBelow, type ResultRngInput } from './result-rng.js';

interface Vector extends ResultRngInput {
  numbers: number[];
  letter: string | null;
}
const vectors: Vector[] = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../tests/fixtures/result-rng-v1.json', import.meta.url)), 'utf8'),
);

/**
 * A second implementation written from the contract's text with another library
 * (@noble/hashes, as a browser would run it), so the server code is checked against the
 * specification, not against itself.
 */
function reference({ seed, beaconRandomness, ticketRoot, roundId, period }: ResultRngInput): { numbers: number[]; letter: string | null } {
  const bytes = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));
  const utf8 = (s: string) => new TextEncoder().encode(s);
  const base = hmac(sha256, bytes(seed), Buffer.concat([beaconRandomness ? bytes(beaconRandomness) : new Uint8Array(), bytes(ticketRoot), utf8(roundId)]));
  const values: number[] = [];
  let block = 0;
  const next = () => {
    if (values.length === 0) {
      const counter = new Uint8Array(4);
      new DataView(counter.buffer).setUint32(0, block++);
      const b = hmac(sha256, base, Buffer.concat([utf8('fairdraw-draw-v1'), counter]));
      const view = new DataView(b.buffer, b.byteOffset, 32);
      for (let k = 0; k < 32; k += 4) values.push(view.getUint32(k));
    }
    return values.shift()!;
  };
  const below = (n: number) => {
    for (;;) {
      const u = next();
      if (u < 2 ** 32 - (2 ** 32 % n)) return u % n;
    }
  };
  const p = DRAW_PERIODS.find((d) => d.id === period)!;
  const numbers: number[] = [];
  while (numbers.length < 5) {
    const v = p.minNumber + below(p.maxNumber - p.minNumber + 1);
    if (!numbers.includes(v)) numbers.push(v);
  }
  return { numbers, letter: p.hasLetter ? String.fromCharCode(65 + below(26)) : null };
}

const hex = (s: string) => createHash('sha256').update(s).digest('hex');

describe('result RNG v1: the published vectors', () => {
  it('covers every period with and without a beacon', () => {
    for (const p of DRAW_PERIODS) {
      expect([p.id, vectors.some((v) => v.period === p.id && v.beaconRandomness === null)]).toEqual([p.id, true]);
      expect([p.id, vectors.some((v) => v.period === p.id && v.beaconRandomness !== null)]).toEqual([p.id, true]);
    }
  });

  it.each(vectors.map((v, i) => [i, v] as const))('vector %i gives its numbers and letter', (_i, v) => {
    const { numbers, letter, ...input } = v;
    expect(drawResultNumbers(input)).toEqual({ numbers, letter });
    expect(reference(input)).toEqual({ numbers, letter });
  });

  it('agrees with the reference implementation on any input', () => {
    const period = fc.constantFrom(...DRAW_PERIODS.map((p) => p.id));
    const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
    fc.assert(
      fc.property(hex32, fc.option(hex32, { nil: null }), hex32, fc.string({ minLength: 1, unit: 'grapheme' }), period, (seed, beaconRandomness, ticketRoot, roundId, p) => {
        const input = { seed, beaconRandomness, ticketRoot, roundId, period: p };
        expect(drawResultNumbers(input)).toEqual(reference(input));
      }),
      { numRuns: 500 },
    );
  });

  it('changes with each input: seed, beacon (none is not zeros), root and round id', () => {
    const input: ResultRngInput = { seed: hex('s'), beaconRandomness: null, ticketRoot: hex('r'), roundId: 'weekly-2026-01-05T10:30:00.000Z', period: 'weekly' };
    const base = JSON.stringify(drawResultNumbers(input));
    for (const changed of [
      { ...input, seed: hex('s2') },
      { ...input, beaconRandomness: '00'.repeat(32) },
      { ...input, ticketRoot: hex('r2') },
      { ...input, roundId: 'weekly-2026-01-12T10:30:00.000Z' },
    ]) {
      expect(JSON.stringify(drawResultNumbers(changed))).not.toBe(base);
    }
  });

  it('refuses inputs that are not 32 bytes of lower-case hex, an empty round id, an unknown period', () => {
    const ok: ResultRngInput = { seed: hex('s'), beaconRandomness: hex('b'), ticketRoot: hex('r'), roundId: 'x', period: '3h' };
    expect(() => drawResultNumbers({ ...ok, seed: hex('s').slice(2) })).toThrow('seed');
    expect(() => drawResultNumbers({ ...ok, seed: hex('s').toUpperCase() })).toThrow('seed');
    expect(() => drawResultNumbers({ ...ok, beaconRandomness: 'zz'.repeat(32) })).toThrow('beacon');
    expect(() => drawResultNumbers({ ...ok, ticketRoot: '' })).toThrow('ticket root');
    expect(() => drawResultNumbers({ ...ok, roundId: '' })).toThrow('round id');
    expect(() => drawResultNumbers({ ...ok, period: '2h' as PeriodId })).toThrow();
  });
});

describe('result RNG v1: rejection sampling', () => {
  const scripted = (values: number[]) => {
    const queue = [...values];
    return () => {
      if (queue.length === 0) throw new Error('stream exhausted');
      return queue.shift()!;
    };
  };

  it('skips values at or above the largest multiple of n, and takes the one just below', () => {
    // 2^32 mod 75 = 46, so the limit is 2^32 - 46.
    const limit = 2 ** 32 - 46;
    expect(uniformBelow(scripted([limit, 2 ** 32 - 1, limit - 1]), 75)).toBe((limit - 1) % 75);
    expect((limit - 1) % 75).toBe(74);
    expect(uniformBelow(scripted([0]), 75)).toBe(0);
    // 2^32 mod 26 = 22.
    expect(uniformBelow(scripted([2 ** 32 - 22, 27]), 26)).toBe(1);
  });

  it('draws distinct numbers in draw order, skipping repeats, then the weekly letter', () => {
    // 60 numbers from 1: u mod 60 + 1.
    expect(drawFromStream(scripted([4, 64, 4, 0, 59, 2 ** 32 - 1, 7, 8, 25]), 'weekly')).toEqual({ numbers: [5, 1, 60, 8, 9], letter: 'Z' });
    expect(drawFromStream(scripted([74, 74, 0, 1, 2, 3]), '3h')).toEqual({ numbers: [75, 1, 2, 3, 4], letter: null });
  });

  it('always gives 5 distinct numbers in range, a letter only for weekly', () => {
    for (const p of DRAW_PERIODS) {
      for (let i = 0; i < 300; i++) {
        const { numbers, letter } = drawResultNumbers({ seed: randomBytes(32).toString('hex'), beaconRandomness: null, ticketRoot: hex(`${i}`), roundId: p.id, period: p.id });
        expect(numbers).toHaveLength(5);
        expect(new Set(numbers).size).toBe(5);
        for (const n of numbers) expect(Number.isInteger(n) && n >= p.minNumber && n <= p.maxNumber).toBe(true);
        if (p.hasLetter) expect(letter).toMatch(/^[A-Z]$/);
        else expect(letter).toBeNull();
      }
    }
  });
});

/**
 * Uniformity: the numbers drawn over many seeds, counted per position and overall, pass a
 * chi-square test at p = 0.001 (critical value by the Wilson-Hilferty approximation), and
 * no number's overall frequency is off its expectation by more than 5 standard deviations.
 * The seeds are fixed (sha256 of a counter), so the test is deterministic.
 */
describe('result RNG v1: uniformity', () => {
  const Z_0_001 = 3.0902;
  const critical = (df: number) => df * (1 - 2 / (9 * df) + Z_0_001 * Math.sqrt(2 / (9 * df))) ** 3;
  const chiSquare = (counts: number[], expected: number) => counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  const DRAWS = 20_000;

  it.each(['3h', '12h', 'weekly'] as PeriodId[])('%s: every number equally likely at each position and overall; every letter equally likely', (period) => {
    const p = DRAW_PERIODS.find((d) => d.id === period)!;
    const size = p.maxNumber - p.minNumber + 1;
    const perPosition = Array.from({ length: 5 }, () => new Array<number>(size).fill(0));
    const overall = new Array<number>(size).fill(0);
    const letters = new Array<number>(26).fill(0);
    for (let i = 0; i < DRAWS; i++) {
      const { numbers, letter } = drawResultNumbers({ seed: hex(`seed ${i}`), beaconRandomness: i % 2 ? hex(`beacon ${i}`) : null, ticketRoot: hex('root'), roundId: `${period}-${i}`, period });
      numbers.forEach((n, pos) => {
        perPosition[pos][n - p.minNumber]++;
        overall[n - p.minNumber]++;
      });
      if (letter) letters[letter.charCodeAt(0) - 65]++;
    }
    for (const counts of perPosition) expect(chiSquare(counts, DRAWS / size)).toBeLessThan(critical(size - 1));
    expect(chiSquare(overall, (5 * DRAWS) / size)).toBeLessThan(critical(size - 1));
    const mean = (5 * DRAWS) / size;
    const sd = Math.sqrt(5 * DRAWS * (1 / size) * (1 - 1 / size));
    for (const c of overall) expect(Math.abs(c - mean)).toBeLessThan(5 * sd);
    if (p.hasLetter) expect(chiSquare(letters, DRAWS / 26)).toBeLessThan(critical(25));
  });
});
