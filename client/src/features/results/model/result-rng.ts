import { drawPeriod, LETTERS, NUMBERS_PER_TICKET, type PeriodId } from '@draws/draw-periods';
import { concat, fromHex, hmac, hmacKey, isHex, utf8 } from './bytes.js';

/**
 * The result RNG, version 1, recomputed in the browser with WebCrypto (issue 11 contract;
 * the server's is server/src/draws/results/result-rng.ts and both are checked against
 * tests/fixtures/result-rng-v1.json, byte for byte):
 *
 *   base    = HMAC-SHA256(key = seed, beaconRandomness (none: 0 bytes) ‖ ticketRoot ‖ UTF-8(roundId))
 *   block_i = HMAC-SHA256(key = base, UTF-8("fairdraw-draw-v1") ‖ uint32be(i))
 *
 * Successive uint32be values u of the blocks; for a range of n, u at or above
 * 2^32 − (2^32 mod n) is rejected (no value favoured), else min + (u mod n). A number
 * already drawn is skipped (five distinct, in draw order); the weekly letter comes last.
 */
export interface RngInput {
  seed: string;
  beaconRandomness: string | null;
  ticketRoot: string;
  roundId: string;
  period: PeriodId;
}

export interface RngResult {
  numbers: number[];
  letter: string | null;
}

const LABEL = utf8('fairdraw-draw-v1');
const TWO_POW_32 = 2 ** 32;

function uint32be(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

export async function drawResultV1(input: RngInput): Promise<RngResult> {
  for (const [name, value] of [['seed', input.seed], ['ticket root', input.ticketRoot]] as const) {
    if (!isHex(value, 32)) throw new Error(`The ${name} is not 32 bytes of hex`);
  }
  if (input.beaconRandomness !== null && !isHex(input.beaconRandomness, 32)) throw new Error('The beacon randomness is not 32 bytes of hex');
  const period = drawPeriod(input.period);
  const beacon = input.beaconRandomness === null ? new Uint8Array(0) : fromHex(input.beaconRandomness);
  const base = await hmac(await hmacKey(fromHex(input.seed)), concat(beacon, fromHex(input.ticketRoot), utf8(input.roundId)));
  const baseKey = await hmacKey(base);

  let index = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  const next = async (): Promise<number> => {
    if (offset >= block.length) {
      block = await hmac(baseKey, concat(LABEL, uint32be(index++)));
      offset = 0;
    }
    const u = new DataView(block.buffer, block.byteOffset + offset, 4).getUint32(0);
    offset += 4;
    return u;
  };
  const pick = async (n: number): Promise<number> => {
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const u = await next();
      if (u < limit) return u % n;
    }
  };

  const size = period.maxNumber - period.minNumber + 1;
  const numbers: number[] = [];
  while (numbers.length < NUMBERS_PER_TICKET) {
    const value = period.minNumber + (await pick(size));
    if (!numbers.includes(value)) numbers.push(value);
  }
  const letter = period.hasLetter ? LETTERS[await pick(LETTERS.length)]! : null;
  return { numbers, letter };
}
