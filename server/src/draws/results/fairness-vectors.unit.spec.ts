import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { DRAW_PERIODS, type PeriodId } from '../draw-periods.js';
import { ChunkCollector, chunksLeadTo } from '../rounds/ticket-set/ticket-set-chunks.js';
import { EMPTY_TICKET_ROOT, merkleProof, merkleRoot, ticketLeafData, ticketLeafHash, verifyMerkleProof } from '../rounds/ticket-set/ticket-root.js';
import { beaconRoundTime, committedBeaconRound, type DrandChainInfo } from './beacon/drand-chain.js';
import { BeaconVerificationError, unchainedMessage, verifyBeacon } from './beacon/drand-verify.js';
import { drawFromStream, drawResultNumbers } from './result-rng.js';

/**
 * docs/fairness-vectors.json, reproduced with the server's own code: the vectors were
 * computed by scripts/fairness-vectors.mjs from the document's text alone, so a difference
 * here is a difference between the server and the published specification.
 */
const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../../../${path}`, import.meta.url)), 'utf8');
const vectors = JSON.parse(read('docs/fairness-vectors.json')) as FairnessVectors;
const doc = read('docs/fairness.md');

interface Word { block: number; index: number; u: number; n: number; limit: number; outcome: 'number' | 'repeat' | 'rejected' | 'letter'; value?: number | string }
interface RngVector {
  name: string; seed: string; beacon_randomness: string | null; ticket_root: string; round_id: string; period: PeriodId;
  numbers: number[]; letter: string | null; trace: { message: string; base: string; blocks: string[]; words: Word[] };
}
interface Ticket { ticket_id: string; numbers: number[]; letter: string | null; price_paise: number }
interface TicketSet {
  name: string; round_id: string; tickets: Ticket[]; sorted_ticket_ids: string[]; leaves: { ticket_id: string; leaf_data: string; leaf_hash: string }[];
  root: string; ticket_count: number; sales_paise: number;
  receipts: { ticket_id: string; leaf: string; index: number; proof: { side: 'left' | 'right'; hash: string }[]; root: string }[];
}
interface Chain { hash: string; public_key: string; scheme: 'bls-unchained-g1-rfc9380'; period: number; genesis_time: number; secret_key?: string }
interface CloseEntry {
  seq: number; draw_id: string; period: string; ticket_count: number; sales: number; sales_paise: number; ticket_root: string;
  closed_at: string; prev_hash: string; preimage: string; hash: string;
}
interface FairnessVectors {
  rng_v1: RngVector[];
  commitments: { seed: string; commitment: string; not_the_commitment: string }[];
  ticket_sets: TicketSet[];
  chains: Record<string, Chain>;
  committed_rounds: { chain: string; close_at: string; round: number; round_time: string; previous_round_time: string | null }[];
  beacons: { name: string; chain: string; round: number; message: string; signature: string; randomness: string; valid: boolean }[];
  worked_example: { seed: string; commitment: string; beacon_round: number; signature: string; randomness: string; ticket_root: string };
  close_feed: CloseEntry[];
}

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest('hex');
const info = (c: Chain): DrandChainInfo => ({ publicKey: c.public_key, period: c.period, genesisTime: c.genesis_time, hash: c.hash, schemeID: c.scheme });

describe('fairness vectors: RNG v1', () => {
  it('cover every period with and without a beacon, a rejected word, a repeated number, a weekly letter and block 1', () => {
    for (const p of DRAW_PERIODS) {
      expect([p.id, vectors.rng_v1.some((v) => v.period === p.id && v.beacon_randomness === null), vectors.rng_v1.some((v) => v.period === p.id && v.beacon_randomness !== null)]).toEqual([p.id, true, true]);
    }
    const outcomes = new Set(vectors.rng_v1.flatMap((v) => v.trace.words.map((w) => w.outcome)));
    expect([...outcomes].sort()).toEqual(['letter', 'number', 'rejected', 'repeat']);
    expect(vectors.rng_v1.some((v) => v.trace.blocks.length > 1)).toBe(true);
  });

  it.each(vectors.rng_v1.map((v) => [v.name, v] as const))('%s: drawResultNumbers gives its numbers and letter', (_name, v) => {
    const input = { seed: v.seed, beaconRandomness: v.beacon_randomness, ticketRoot: v.ticket_root, roundId: v.round_id, period: v.period };
    expect(drawResultNumbers(input)).toEqual({ numbers: v.numbers, letter: v.letter });
  });

  it.each(vectors.rng_v1.map((v) => [v.name, v] as const))('%s: every intermediate value is as documented, and the draw reads exactly its words', (_name, v) => {
    const message = Buffer.concat([Buffer.from(v.beacon_randomness ?? '', 'hex'), Buffer.from(v.ticket_root, 'hex'), Buffer.from(v.round_id, 'utf8')]);
    expect(message.toString('hex')).toBe(v.trace.message);
    const base = createHmac('sha256', Buffer.from(v.seed, 'hex')).update(message).digest();
    expect(base.toString('hex')).toBe(v.trace.base);
    v.trace.blocks.forEach((block, i) => {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(i);
      expect(createHmac('sha256', base).update(Buffer.concat([Buffer.from('fairdraw-draw-v1', 'utf8'), counter])).digest('hex')).toBe(block);
    });
    for (const w of v.trace.words) {
      expect(Buffer.from(v.trace.blocks[w.block], 'hex').readUInt32BE(w.index * 4)).toBe(w.u);
      expect(w.limit).toBe(2 ** 32 - (2 ** 32 % w.n));
      expect(w.outcome === 'rejected').toBe(w.u >= w.limit);
    }
    // The words are consecutive from block 0, word 0; the server's draw reads them all and no more.
    expect(v.trace.words.map((w) => w.block * 8 + w.index)).toEqual(v.trace.words.map((_, i) => i));
    const queue = v.trace.words.map((w) => w.u);
    const next = () => {
      const u = queue.shift();
      if (u === undefined) throw new Error('the draw read past its documented words');
      return u;
    };
    expect(drawFromStream(next, v.period)).toEqual({ numbers: v.numbers, letter: v.letter });
    expect(queue).toEqual([]);
  });
});

describe('fairness vectors: commitments', () => {
  it.each(vectors.commitments.map((c) => [c.seed, c] as const))('seed %s: the commitment is sha256 of its 32 raw bytes, not of its hex text', (_seed, c) => {
    expect(sha256(Buffer.from(c.seed, 'hex'))).toBe(c.commitment);
    expect(sha256(Buffer.from(c.seed, 'utf8'))).toBe(c.not_the_commitment);
  });
});

describe('fairness vectors: ticket leaves, roots and receipts', () => {
  it('cover 0, 1, 2, 3 and 5 tickets, with letters', () => {
    expect(vectors.ticket_sets.map((s) => s.tickets.length)).toEqual([0, 1, 2, 3, 5]);
    expect(vectors.ticket_sets.some((s) => s.tickets.some((t) => t.letter !== null))).toBe(true);
  });

  it.each(vectors.ticket_sets.map((s) => [s.name, s] as const))('%s: leaves, order, root and every receipt', (_name, s) => {
    const sorted = [...s.tickets].sort((a, b) => Buffer.compare(Buffer.from(a.ticket_id, 'utf8'), Buffer.from(b.ticket_id, 'utf8')));
    expect(sorted.map((t) => t.ticket_id)).toEqual(s.sorted_ticket_ids);
    const leaves = sorted.map((t) => {
      const leaf = { ticketId: t.ticket_id, numbers: t.numbers, letter: t.letter, pricePaise: t.price_paise };
      return { ticket_id: t.ticket_id, leaf_data: ticketLeafData(s.round_id, leaf), leaf_hash: ticketLeafHash(s.round_id, leaf).toString('hex') };
    });
    expect(leaves).toEqual(s.leaves);
    const hashes = leaves.map((l) => Buffer.from(l.leaf_hash, 'hex'));
    expect(merkleRoot(hashes)).toBe(s.root);
    if (s.tickets.length === 0) expect(s.root).toBe(EMPTY_TICKET_ROOT);
    expect([s.ticket_count, s.sales_paise]).toEqual([s.tickets.length, s.tickets.reduce((sum, t) => sum + t.price_paise, 0)]);
    // The close stores chunk roots; the receipts' tree is the same tree.
    const chunks = new ChunkCollector();
    leaves.forEach((l, i) => chunks.add(l.ticket_id, hashes[i]));
    expect(chunksLeadTo(chunks.finish(), s.root)).toBe(true);
    expect(s.receipts.map((r) => r.ticket_id)).toEqual(s.sorted_ticket_ids);
    s.receipts.forEach((r, i) => {
      expect(r).toEqual({ ticket_id: leaves[i].ticket_id, leaf: leaves[i].leaf_data, index: i, proof: merkleProof(hashes, i), root: s.root });
      expect(verifyMerkleProof(hashes[i], r.proof, s.root)).toBe(true);
    });
  });
});

describe('fairness vectors: the beacon', () => {
  it('the local chain key is the published secret key\'s', () => {
    const local = vectors.chains.local;
    expect(Buffer.from(bls12_381.shortSignatures.getPublicKey(Buffer.from(local.secret_key!, 'hex')).toBytes()).toString('hex')).toBe(local.public_key);
  });

  it.each(vectors.committed_rounds.map((r) => [r.chain, r.close_at, r] as const))('%s, close at %s: the committed round and its time', (chain, _closeAt, r) => {
    const c = info(vectors.chains[chain]);
    expect(committedBeaconRound(c, r.close_at)).toBe(r.round);
    expect(beaconRoundTime(c, r.round).toISOString()).toBe(r.round_time);
    if (r.previous_round_time) expect(beaconRoundTime(c, r.round - 1).toISOString()).toBe(r.previous_round_time);
  });

  it('cover real quicknet rounds, a local chain and forgeries', () => {
    expect(vectors.beacons.filter((b) => b.chain === 'quicknet' && b.valid).map((b) => b.round)).toEqual([1, 123]);
    expect(vectors.beacons.some((b) => b.chain === 'local' && b.valid)).toBe(true);
    expect(vectors.beacons.filter((b) => !b.valid).length).toBeGreaterThanOrEqual(3);
  });

  it.each(vectors.beacons.map((b) => [b.name, b] as const))('%s: verifyBeacon agrees', (_name, b) => {
    expect(Buffer.from(unchainedMessage(b.round)).toString('hex')).toBe(b.message);
    const chain = info(vectors.chains[b.chain]);
    const answer = { round: b.round, signature: b.signature, randomness: b.randomness };
    if (b.valid) expect(verifyBeacon(chain, b.round, answer)).toEqual({ chain: chain.hash, ...answer });
    else expect(() => verifyBeacon(chain, b.round, answer)).toThrow(BeaconVerificationError);
  });
});

describe('fairness vectors: the feed of closes', () => {
  it('recomputes from seq 1, each entry linked to the one before', () => {
    let prev = '0'.repeat(64);
    vectors.close_feed.forEach((e, i) => {
      expect([e.seq, e.prev_hash]).toEqual([i + 1, prev]);
      const preimage = JSON.stringify(['fairdraw-close-v1', e.seq, e.draw_id, e.period, e.ticket_count, e.sales_paise, e.ticket_root, e.closed_at, e.prev_hash]);
      expect(preimage).toBe(e.preimage);
      expect(sha256(Buffer.from(preimage, 'utf8'))).toBe(e.hash);
      expect(e.sales * 100).toBe(e.sales_paise);
      prev = e.hash;
    });
    expect(vectors.close_feed).toHaveLength(3);
  });
});

describe('docs/fairness.md', () => {
  it('quotes the worked examples as the vectors have them', () => {
    const w = vectors.worked_example;
    const quoted = vectors.rng_v1.filter((v) => v.seed === w.seed || /repeated|block 1|rejected/.test(v.name));
    expect(quoted).toHaveLength(4);
    const values = [w.seed, w.commitment, w.signature, w.randomness, w.ticket_root, vectors.close_feed[0].hash, vectors.ticket_sets[3].root];
    for (const v of quoted) values.push(v.seed, v.trace.base, ...v.trace.blocks, v.numbers.join(', '));
    for (const value of values) expect([value, doc.includes(value)]).toEqual([value, true]);
  });
});
