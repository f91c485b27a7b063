import { bls12_381 } from '@noble/curves/bls12-381.js';
import type { PeriodId } from '@draws/draw-periods';
import { G1_DST, roundMessage, SUPPORTED_SCHEME } from '../model/beacon.js';
import { fromHex, sha256, toHex } from '../model/bytes.js';
import { drawResultV1 } from '../model/result-rng.js';

/**
 * Proofs as GET /draws/{id}/proof answers them, for the page's tests: an RNG draw whose
 * beacon is signed by a locally generated drand-like chain (as the server's tests do), so
 * every check can pass, and each can be made to fail by changing one published value.
 */
export interface ProofOptions {
  period?: PeriodId;
  beacon?: 'verified' | 'none' | 'late';
  source?: 'rng' | 'manual';
}

const hex32 = (byte: string) => byte.repeat(32);

export async function rngProof({ period = '3h', beacon = 'verified', source = 'rng' }: ProofOptions = {}) {
  const drawId = `${period}-2026-03-04T03:30:00.000Z`;
  const seed = hex32('5e');
  const commitment = toHex(await sha256(fromHex(seed)));
  const ticketRoot = hex32('7a');
  const round = 9_876_543;
  const bls = bls12_381.shortSignatures;
  const { secretKey, publicKey } = bls.keygen();
  const signature = toHex(bls.sign(bls.hash(await sha256(roundMessage(round)), G1_DST), secretKey).toBytes());
  const randomness = toHex(await sha256(fromHex(signature)));
  const chainHash = hex32('c4');
  const used = beacon === 'verified';
  const drawn = await drawResultV1({ seed, beaconRandomness: used ? randomness : null, ticketRoot, roundId: drawId, period });
  const result = source === 'manual' ? { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 } : Object.fromEntries([...drawn.numbers.map((n, i) => [`num_${i + 1}`, n]), ...(drawn.letter ? [['num_6', drawn.letter]] : [])]);
  return {
    draw_id: drawId,
    period,
    stage: 'settled',
    start_at: '2026-03-04T03:30:00.000Z',
    close_at: '2026-03-04T06:00:00.000Z',
    draw_at: '2026-03-04T06:20:00.000Z',
    result_at: '2026-03-04T06:20:00.000Z',
    round_amount: 100,
    commitment,
    beacon: {
      round: beacon === 'none' ? null : round,
      chain_hash: beacon === 'none' ? null : chainHash,
      chain: beacon === 'none' ? null : { hash: chainHash, public_key: toHex(publicKey.toBytes()), scheme: SUPPORTED_SCHEME, period: 3, genesis_time: 1692803367, url: 'https://drand.example' },
      randomness: used ? randomness : null,
      signature: used ? signature : null,
      status: source === 'manual' ? null : beacon,
    },
    ticket_count: 3,
    sales: 300,
    ticket_root: ticketRoot,
    seed,
    result,
    result_source: source,
    admin_id: source === 'manual' ? 'admin-7' : null,
    rng_version: source === 'rng' ? 1 : null,
    settlement: {
      settled_at: '2026-03-04T06:20:05.000Z', ticket_count: 3, sales: 300, fixed_prizes: 50, pot_prizes: 0, prizes: 50, winners: 1, winning_tickets: 1, house_share: 200,
      pots: [{ name: 'jackpot', mode: 'sequence', start: 1000, seed: 1000, share: 30, pot: 1030, winning_tickets: 0, per_ticket: 0, paid: 0, carried: 1030 }],
      tables: {},
    },
  };
}
