import { createHmac } from 'node:crypto';
import { drawPeriod, LETTERS, NUMBERS_PER_TICKET, type PeriodId } from '../draw-periods.js';

/**
 * The result RNG, version 1 (issue 11; the proof page re-implements it with WebCrypto and
 * both are checked against tests/fixtures/result-rng-v1.json, so it must never change:
 * a new algorithm is a new version).
 *
 *   base    = HMAC-SHA256(key = seed, beaconRandomness (0 bytes when none) ‖ ticketRoot ‖ UTF-8(roundId))
 *   block_i = HMAC-SHA256(key = base, UTF-8("fairdraw-draw-v1") ‖ uint32be(i))
 *
 * The blocks are read as successive uint32be values. A value for a range of n is taken by
 * rejection sampling (values at or above the largest multiple of n below 2^32 are
 * skipped), so every number is equally likely; a number already drawn is skipped, so the
 * five are distinct and kept in draw order; the weekly letter comes after the numbers.
 */
export const RESULT_RNG_VERSION = 1;
const STREAM_LABEL = Buffer.from('fairdraw-draw-v1', 'utf8');
const TWO_POW_32 = 2 ** 32;

export interface ResultRngInput {
  /** The round's secret seed: 32 bytes, hex. */
  seed: string;
  /** The committed drand round's randomness (32 bytes, hex), or null when the draw had none. */
  beaconRandomness: string | null;
  /** The Merkle root of the frozen ticket set (32 bytes, hex). */
  ticketRoot: string;
  roundId: string;
  period: PeriodId;
}

export interface DrawnResult {
  numbers: number[];
  letter: string | null;
}

export function drawResultNumbers(input: ResultRngInput): DrawnResult {
  const seed = hex32(input.seed, 'seed');
  const root = hex32(input.ticketRoot, 'ticket root');
  const beacon = input.beaconRandomness === null ? Buffer.alloc(0) : hex32(input.beaconRandomness, 'beacon randomness');
  if (typeof input.roundId !== 'string' || input.roundId.length === 0) throw new Error('The round id is missing');
  const base = createHmac('sha256', seed).update(Buffer.concat([beacon, root, Buffer.from(input.roundId, 'utf8')])).digest();
  return drawFromStream(uint32Stream(base), input.period);
}

/** The draw from a stream of uint32 values (exported for tests that script the stream). */
export function drawFromStream(next: () => number, periodId: PeriodId): DrawnResult {
  const period = drawPeriod(periodId);
  const size = period.maxNumber - period.minNumber + 1;
  const numbers: number[] = [];
  while (numbers.length < NUMBERS_PER_TICKET) {
    const value = period.minNumber + uniformBelow(next, size);
    if (!numbers.includes(value)) numbers.push(value);
  }
  const letter = period.hasLetter ? LETTERS[uniformBelow(next, LETTERS.length)] : null;
  return { numbers, letter };
}

/** A value in 0..n-1, every one equally likely: u at or above the largest multiple of n in 2^32 is skipped. */
export function uniformBelow(next: () => number, n: number): number {
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const u = next();
    if (u < limit) return u % n;
  }
}

/** Successive uint32be values of block_0 ‖ block_1 ‖ ... */
function uint32Stream(base: Buffer): () => number {
  let index = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= block.length) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(index++);
      block = createHmac('sha256', base).update(Buffer.concat([STREAM_LABEL, counter])).digest();
      offset = 0;
    }
    const u = block.readUInt32BE(offset);
    offset += 4;
    return u;
  };
}

function hex32(value: string, what: string): Buffer {
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/.test(value)) throw new Error(`The ${what} is not 32 bytes in lower-case hex`);
  return Buffer.from(value, 'hex');
}
