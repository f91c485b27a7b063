import { bls12_381 } from '@noble/curves/bls12-381.js';
import type { PeriodId } from '@draws/draw-periods';
import { createHash } from 'node:crypto';
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
  /** A manual result with its two admins (the default), or one posted before approvals, naming one admin id. */
  witnessed?: boolean;
}

/** The feed entry's hash, computed here independently of the page's code. */
export function closeHash(e: { seq: number; draw_id: string; period: string; ticket_count: number; sales_paise: number; ticket_root: string; closed_at: string; prev_hash: string }): string {
  const text = JSON.stringify(['fairdraw-close-v1', e.seq, e.draw_id, e.period, e.ticket_count, e.sales_paise, e.ticket_root, e.closed_at, e.prev_hash]);
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const SEQ = 42;
const CLOSED_AT = '2026-03-04T06:00:00.350Z';

/** GET /draws/closes around the proof's round: the entry before it (41) and its own (42), as the server would chain them. */
export function closesFeed(proof: { draw_id: string; period: string; ticket_count: number; sales: number; ticket_root: string; closed_at: string }) {
  const prevBody = { seq: SEQ - 1, draw_id: '6h-2026-03-04T04:30:00.000Z', period: '6h', ticket_count: 2, sales: 400, sales_paise: 40000, ticket_root: 'b1'.repeat(32), closed_at: '2026-03-04T05:59:00.100Z', prev_hash: '9c'.repeat(32) };
  const prev = { ...prevBody, hash: closeHash(prevBody) };
  const body = { seq: SEQ, draw_id: proof.draw_id, period: proof.period, ticket_count: proof.ticket_count, sales: proof.sales, sales_paise: Math.round(proof.sales * 100), ticket_root: proof.ticket_root, closed_at: proof.closed_at, prev_hash: prev.hash };
  return [prev, { ...body, hash: closeHash(body) }];
}

const hex32 = (byte: string) => byte.repeat(32);

export async function rngProof({ period = '3h', beacon = 'verified', source = 'rng', witnessed = true }: ProofOptions = {}) {
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
  // The chain's clock puts the committed round a minute after the close (06:01:00Z), as the server picks it.
  const genesis = Date.parse('2026-03-04T06:01:00.000Z') / 1000 - (round - 1) * 3;
  const drawn = await drawResultV1({ seed, beaconRandomness: used ? randomness : null, ticketRoot, roundId: drawId, period });
  const result = source === 'manual' ? { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 } : Object.fromEntries([...drawn.numbers.map((n, i) => [`num_${i + 1}`, n]), ...(drawn.letter ? [['num_6', drawn.letter]] : [])]);
  const proof = {
    draw_id: drawId,
    period,
    stage: 'settled',
    start_at: '2026-03-04T03:30:00.000Z',
    close_at: '2026-03-04T06:00:00.000Z',
    draw_at: '2026-03-04T06:20:00.000Z',
    result_at: '2026-03-04T06:20:00.000Z',
    round_amount: 100,
    source,
    opened_at: '2026-03-04T03:30:00.120Z',
    closed_at: CLOSED_AT,
    first_ticket_at: '2026-03-04T03:41:07.000Z',
    commitment,
    beacon: {
      round: beacon === 'none' ? null : round,
      chain_hash: beacon === 'none' ? null : chainHash,
      chain: beacon === 'none' ? null : { hash: chainHash, public_key: toHex(publicKey.toBytes()), scheme: SUPPORTED_SCHEME, period: 3, genesis_time: genesis, url: 'https://drand.example' },
      round_time: beacon === 'none' ? null : '2026-03-04T06:01:00.000Z',
      randomness: used ? randomness : null,
      signature: used ? signature : null,
      status: source === 'manual' ? null : beacon,
    },
    operator_trusted: source === 'rng' && beacon === 'none',
    delay: null as { since: string; reason: string } | null,
    ticket_count: 3,
    sales: 300,
    ticket_root: ticketRoot,
    close_feed: { seq: SEQ, hash: '' },
    seed,
    result,
    result_source: source,
    admin_id: source === 'manual' ? 'admin-7' : null,
    manual: source === 'manual' && witnessed
      ? { entered_by: 'asha', entered_at: '2026-03-04T06:02:00.000Z', approved_by: 'ravi', approved_at: '2026-03-04T06:10:00.000Z' }
      : null,
    rng_version: source === 'rng' ? 1 : null,
    rules: {
      round_amount: 100,
      tables: {
        sequence: { multipliers: { fiveN: 100000, fourN: 10000, threeN: 300, twoN: 20, oneN: 1 }, jackpot_base: 100000, pot_share_bps: 1000 },
        any: { multipliers: { fiveN: 20000, fourN: 2000, threeN: 80, twoN: 4, oneN: 0 }, jackpot_base: 10000, pot_share_bps: 500 },
      },
    },
    fairness_doc: '/docs/fairness.md',
    settlement: {
      settled_at: '2026-03-04T06:20:05.000Z', ticket_count: 3, sales: 300, fixed_prizes: 50, pot_prizes: 0, prizes: 50, winners: 1, winning_tickets: 1, house_share: 200,
      pots: [{ name: 'jackpot', mode: 'sequence', start: 1000, seed: 1000, share: 30, pot: 1030, winning_tickets: 0, per_ticket: 0, paid: 0, carried: 1030 }],
      tables: {},
    },
  };
  proof.close_feed.hash = closesFeed(proof)[1]!.hash;
  return proof;
}
