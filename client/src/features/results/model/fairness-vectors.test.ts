import { describe, expect, it } from '@jest/globals';
import type { PeriodId } from '@draws/draw-periods';
import { readFileSync } from 'node:fs';
import type { DrawProof } from '../api/results-api.js';
import { checkBeacon, roundMessage, verifySignature } from './beacon.js';
import { fromHex, sha256, toHex, utf8 } from './bytes.js';
import { leafHash, rootOf, verifyInclusion } from './merkle.js';
import { drawResultV1 } from './result-rng.js';
import { leafIsTicket } from './ticket-receipt.js';
import { verifyProof } from './verify-proof.js';

/**
 * docs/fairness-vectors.json reproduced with the browser's code (WebCrypto and the proof
 * page's checks): the same vectors the server's tests reproduce with its own code.
 */
interface RngVector { name: string; seed: string; beacon_randomness: string | null; ticket_root: string; round_id: string; period: PeriodId; numbers: number[]; letter: string | null }
interface Ticket { ticket_id: string; numbers: number[]; letter: string | null; price_paise: number }
interface TicketSet {
  name: string; round_id: string; tickets: Ticket[]; leaves: { ticket_id: string; leaf_data: string; leaf_hash: string }[]; root: string;
  receipts: { ticket_id: string; leaf: string; index: number; proof: { side: 'left' | 'right'; hash: string }[]; root: string }[];
}
interface Chain { hash: string; public_key: string; scheme: string; period: number; genesis_time: number }
interface Vectors {
  rng_v1: RngVector[];
  commitments: { seed: string; commitment: string }[];
  ticket_sets: TicketSet[];
  chains: Record<string, Chain>;
  beacons: { name: string; chain: string; round: number; message: string; signature: string; randomness: string; valid: boolean }[];
  worked_example: { round_id: string; start_at: string; close_at: string; draw_at: string; seed: string; commitment: string; beacon_round: number; signature: string; randomness: string; ticket_root: string; numbers: number[]; letter: string | null };
  close_feed: { seq: number; draw_id: string; period: string; ticket_count: number; sales_paise: number; ticket_root: string; closed_at: string; prev_hash: string; hash: string }[];
}

const vectors = JSON.parse(readFileSync(new URL('../../../../../docs/fairness-vectors.json', import.meta.url), 'utf8')) as Vectors;

describe('fairness vectors in the browser: RNG v1 and commitments', () => {
  it.each(vectors.rng_v1.map((v) => [v.name, v] as const))('%s', async (_name, v) => {
    const drawn = await drawResultV1({ seed: v.seed, beaconRandomness: v.beacon_randomness, ticketRoot: v.ticket_root, roundId: v.round_id, period: v.period });
    expect(drawn).toEqual({ numbers: v.numbers, letter: v.letter });
  });

  it('commitment = sha256 of the seed bytes', async () => {
    for (const c of vectors.commitments) expect(toHex(await sha256(fromHex(c.seed)))).toBe(c.commitment);
  });
});

describe('fairness vectors in the browser: ticket receipts', () => {
  it.each(vectors.ticket_sets.map((s) => [s.name, s] as const))('%s: each leaf, each receipt to the root, each leaf is its ticket', async (_name, s) => {
    if (s.tickets.length === 0) expect(toHex(await sha256())).toBe(s.root);
    for (const l of s.leaves) expect(toHex(await leafHash(l.leaf_data))).toBe(l.leaf_hash);
    for (const r of s.receipts) {
      expect(await rootOf(r.leaf, r.proof)).toBe(s.root);
      expect(await verifyInclusion(r.leaf, r.proof, r.root)).toBe(true);
      const t = s.tickets.find((x) => x.ticket_id === r.ticket_id)!;
      const ticket = { _id: t.ticket_id, draw_id: s.round_id, numbers: t.numbers, letter: t.letter, round_amount: t.price_paise / 100 };
      expect(leafIsTicket(r.leaf, ticket)).toBe(true);
      expect(leafIsTicket(r.leaf, { ...ticket, numbers: [...t.numbers].reverse() })).toBe(false);
    }
  });
});

describe('fairness vectors in the browser: beacons', () => {
  it.each(vectors.beacons.map((b) => [b.name, b] as const))('%s', async (b, v) => {
    expect([b, toHex(await sha256(roundMessage(v.round)))]).toEqual([b, v.message]);
    const chain = vectors.chains[v.chain]!;
    const checks = await checkBeacon({ round: v.round, signature: v.signature, randomness: v.randomness }, chain);
    expect(checks.randomness === true && checks.signature === true).toBe(v.valid);
    if (v.valid) expect(await verifySignature(v, chain)).toBe(true);
  });
});

describe('fairness vectors in the browser: the feed of closes', () => {
  it('recomputes each hash from the one before', async () => {
    let prev = '0'.repeat(64);
    for (const e of vectors.close_feed) {
      expect(e.prev_hash).toBe(prev);
      const text = JSON.stringify(['fairdraw-close-v1', e.seq, e.draw_id, e.period, e.ticket_count, e.sales_paise, e.ticket_root, e.closed_at, e.prev_hash]);
      expect(toHex(await sha256(utf8(text)))).toBe(e.hash);
      prev = e.hash;
    }
  });
});

describe("fairness vectors in the browser: the proof page's checks", () => {
  it('pass on the worked example, and fail on its seed, beacon and result changed', async () => {
    const w = vectors.worked_example;
    const chain = vectors.chains.local!;
    const proof = {
      draw_id: w.round_id, period: 'weekly', stage: 'resulted', start_at: w.start_at, close_at: w.close_at, draw_at: w.draw_at, result_at: w.draw_at,
      round_amount: 500, commitment: w.commitment,
      beacon: { round: w.beacon_round, chain_hash: chain.hash, chain: { ...chain, url: null }, randomness: w.randomness, signature: w.signature, status: 'verified' },
      ticket_count: 5, sales: 2500, ticket_root: w.ticket_root, seed: w.seed, result: { numbers: w.numbers, letter: w.letter },
      result_source: 'rng', admin_id: null, rng_version: 1, settlement: null,
    } as DrawProof;
    const outcomes = async (p: DrawProof) => Object.fromEntries((await verifyProof(p)).map((c) => [c.id, c.outcome]));
    expect(await outcomes(proof)).toEqual({ commitment: 'pass', beaconRandomness: 'pass', beaconSignature: 'pass', result: 'pass' });
    const other = vectors.commitments[0]!.seed;
    expect((await outcomes({ ...proof, seed: other })).commitment).toBe('fail');
    expect((await outcomes({ ...proof, beacon: { ...proof.beacon, round: w.beacon_round + 1 } })).beaconSignature).toBe('fail');
    expect((await outcomes({ ...proof, result: { numbers: [...w.numbers].reverse(), letter: w.letter } })).result).toBe('fail');
  });
});
