import { describe, expect, it } from '@jest/globals';
import { isPeriodId, PERIOD_IDS, type PeriodId } from '@draws/draw-periods';
import { readFileSync } from 'node:fs';
import { drawResultV1 } from './result-rng.js';

interface Vector {
  seed: string;
  beaconRandomness: string | null;
  ticketRoot: string;
  roundId: string;
  period: PeriodId;
  numbers: number[];
  letter: string | null;
}

// The published vectors the server's RNG is checked against too (issue 11 contract).
const vectors = JSON.parse(readFileSync(new URL('../../../../../tests/fixtures/result-rng-v1.json', import.meta.url), 'utf8')) as Vector[];

describe('the result RNG v1 in WebCrypto', () => {
  it('the vectors cover every period, with and without a beacon', () => {
    expect(new Set(vectors.map((v) => v.period))).toEqual(new Set(PERIOD_IDS));
    expect(vectors.some((v) => v.beaconRandomness === null)).toBe(true);
    expect(vectors.some((v) => v.beaconRandomness !== null)).toBe(true);
  });

  it.each(vectors.map((v, i) => [i, v.period, v.beaconRandomness ? 'beacon' : 'no beacon', v] as const))(
    'vector %i (%s, %s) gives the published numbers and letter',
    async (_i, _period, _beacon, v) => {
      expect(isPeriodId(v.period)).toBe(true);
      const { numbers, letter } = await drawResultV1(v);
      expect({ numbers, letter }).toEqual({ numbers: v.numbers, letter: v.letter });
    },
  );

  it('any change of seed, beacon, root or round id changes the draw', async () => {
    const v = vectors.find((x) => x.beaconRandomness !== null)!;
    const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
    const base = await drawResultV1(v);
    for (const changed of [{ ...v, seed: flip(v.seed) }, { ...v, beaconRandomness: flip(v.beaconRandomness!) }, { ...v, beaconRandomness: null }, { ...v, ticketRoot: flip(v.ticketRoot) }, { ...v, roundId: `${v.roundId}x` }]) {
      expect(await drawResultV1(changed)).not.toEqual(base);
    }
  });

  it('refuses inputs that are not 32 bytes of hex, rather than drawing from them', async () => {
    const v = vectors[0]!;
    await expect(drawResultV1({ ...v, seed: 'abc' })).rejects.toThrow('The seed is not 32 bytes of hex');
    await expect(drawResultV1({ ...v, ticketRoot: 'zz'.repeat(32) })).rejects.toThrow('The ticket root is not 32 bytes of hex');
    await expect(drawResultV1({ ...v, beaconRandomness: '00' })).rejects.toThrow('The beacon randomness is not 32 bytes of hex');
  });
});
