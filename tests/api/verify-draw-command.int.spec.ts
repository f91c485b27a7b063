import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { beaconRoundTime, committedBeaconRound } from '../../server/src/draws/results/beacon/drand-chain.js';
import { LocalDrandChain } from '../../server/src/draws/results/beacon/testing/local-drand.js';
import { drawResultNumbers } from '../../server/src/draws/results/result-rng.js';
import { merkleRoot, ticketLeafHash } from '../../server/src/draws/rounds/ticket-set/ticket-root.js';
import type { PeriodId } from '../../server/src/draws/draw-periods.js';

/**
 * `npm run verify:draw` (scripts/verify-draw.mjs) run as a child process against a fake
 * public API on a local socket. The proofs and the feed of closes are built with the
 * server's own RNG, ticket tree and a locally signed drand chain, so a pass means the
 * standalone script agrees with the server; each kind of tampering must make it fail.
 */
const SCRIPT = fileURLToPath(new URL('../../scripts/verify-draw.mjs', import.meta.url));
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const shaBytes = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const chain = new LocalDrandChain();
const chainView = { hash: chain.info.hash, public_key: chain.info.publicKey, scheme: chain.info.schemeID, period: chain.info.period, genesis_time: chain.info.genesisTime, url: null };

/** A proof as JSON: tests change any field of it, as a tampering server would. */
type Proof = Record<string, any>;
interface CloseEntry {
  seq: number; draw_id: string; period: string; ticket_count: number; sales: number; sales_paise: number; ticket_root: string; closed_at: string; prev_hash: string; hash: string;
}

const START: Record<string, string> = { '3h': '2026-01-05T03:30:00.000Z', '12h': '2026-01-05T05:30:00.000Z', weekly: '2026-01-05T10:30:00.000Z' };
const CLOSE_AFTER_MIN: Record<string, number> = { '3h': 150, '12h': 690, weekly: 6 * 24 * 60 - 30 };
const PRICE_PAISE: Record<string, number> = { '3h': 10_000, '12h': 30_000, weekly: 50_000 };

/** A resulted round as the contract's proof shows it, computed for real. */
function round(period: PeriodId, source: 'rng' | 'manual' | null, { beacon = true, dayOffset = 0 } = {}): Proof {
  const startAt = at(START[period], dayOffset * 86_400_000);
  const closeAt = at(startAt, CLOSE_AFTER_MIN[period] * 60_000);
  const drawAt = at(closeAt, 20 * 60_000);
  const drawId = `${period}-${startAt}`;
  const tickets = [0, 1, 2].map((i) => ({ ticketId: sha(`${drawId} ticket ${i}`).slice(0, 32), numbers: [i + 1, i + 2, i + 3, i + 4, i + 5], letter: period === 'weekly' ? 'K' : null, pricePaise: PRICE_PAISE[period] }));
  tickets.sort((a, b) => Buffer.compare(Buffer.from(a.ticketId), Buffer.from(b.ticketId)));
  const ticketRoot = merkleRoot(tickets.map((t) => ticketLeafHash(drawId, t)));
  const seed = sha(`${drawId} seed`);
  const beaconRound = beacon ? committedBeaconRound(chain.info, closeAt) : null;
  const value = beaconRound === null ? null : chain.beacon(beaconRound);
  const manual = source === 'manual';
  const drawn = manual ? { numbers: [9, 3, 27, 14, 1], letter: period === 'weekly' ? 'B' : null } : drawResultNumbers({ seed, beaconRandomness: value?.randomness ?? null, ticketRoot, roundId: drawId, period });
  const resultAt = manual ? at(drawAt, 90_000) : at(drawAt, 150);
  return {
    draw_id: drawId, period, stage: 'resulted', start_at: startAt, close_at: closeAt, draw_at: drawAt, result_at: resultAt,
    round_amount: PRICE_PAISE[period] / 100, source, opened_at: at(startAt, 210), closed_at: at(closeAt, 380), first_ticket_at: at(startAt, 300_000),
    commitment: shaBytes(seed),
    beacon: {
      round: beaconRound, chain_hash: beacon ? chain.info.hash : null, chain: beacon ? chainView : null,
      round_time: beaconRound === null ? null : beaconRoundTime(chain.info, beaconRound).toISOString(),
      randomness: manual ? null : (value?.randomness ?? null), signature: manual ? null : (value?.signature ?? null),
      status: manual ? null : beacon ? 'verified' : 'none',
    },
    operator_trusted: !manual && !beacon, delay: null,
    ticket_count: tickets.length, sales: (tickets.length * PRICE_PAISE[period]) / 100, ticket_root: ticketRoot, close_feed: null,
    seed,
    result: { num_1: drawn.numbers[0], num_2: drawn.numbers[1], num_3: drawn.numbers[2], num_4: drawn.numbers[3], num_5: drawn.numbers[4], ...(drawn.letter ? { num_6: drawn.letter } : {}) },
    result_source: manual ? 'manual' : 'rng', admin_id: manual ? 'admin-1' : null,
    manual: manual ? { entered_by: 'asha', entered_at: at(closeAt, 60_000), approved_by: 'bram', approved_at: at(drawAt, 90_000) } : null,
    rng_version: manual ? null : 1, rules: null, fairness_doc: '/docs/fairness.md', settlement: null,
  };
}

function feedOf(proofs: Proof[]): CloseEntry[] {
  const entries: CloseEntry[] = [];
  for (const p of proofs) {
    const prev = entries.at(-1)?.hash ?? '0'.repeat(64);
    const e = { seq: entries.length + 1, draw_id: p.draw_id, period: p.period, ticket_count: p.ticket_count, sales: p.sales, sales_paise: Math.round(p.sales * 100), ticket_root: p.ticket_root, closed_at: p.closed_at, prev_hash: prev };
    entries.push({ ...e, hash: hashOf(e) });
    p.close_feed = { seq: e.seq, hash: entries.at(-1)!.hash };
  }
  return entries;
}
const hashOf = (e: Omit<CloseEntry, 'hash'>) =>
  sha(JSON.stringify(['fairdraw-close-v1', e.seq, e.draw_id, e.period, e.ticket_count, e.sales_paise, e.ticket_root, e.closed_at, e.prev_hash]));

/** The fake public API: what it serves is set by each test. */
class FakeApi {
  proofs = new Map<string, Proof>();
  closes: CloseEntry[] = [];
  private server: Server | null = null;
  url = '';

  serve(proofs: Proof[], closes = feedOf(proofs)): void {
    this.proofs = new Map(proofs.map((p) => [p.draw_id, p]));
    this.closes = closes;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const proof = /^\/draws\/([^/]+)\/proof$/.exec(url.pathname);
      if (proof) {
        const p = this.proofs.get(decodeURIComponent(proof[1]));
        return p ? send(200, { success: true, message: 'Draw proof fetched successfully', data: p }) : send(404, { success: false, message: 'Draw not found' });
      }
      if (url.pathname === '/draws/closes') {
        const since = Number(url.searchParams.get('since') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 100);
        return send(200, { success: true, message: 'Closes fetched successfully', data: this.closes.filter((e) => e.seq > since).slice(0, limit) });
      }
      if (url.pathname === '/draws/results') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const rows = [...this.proofs.values()].filter((p) => p.period === url.searchParams.get('period') && p.result).sort((a, b) => b.draw_at.localeCompare(a.draw_at));
        const data = rows.slice((page - 1) * limit, page * limit).map((p) => ({
          draw_id: p.draw_id, period: p.period, start_at: p.start_at, close_at: p.close_at, draw_at: p.draw_at, result_at: p.result_at,
          result: p.result, result_source: p.result_source, ticket_count: p.ticket_count, sales: p.sales,
        }));
        return send(200, { success: true, message: 'Results fetched successfully', data, page, limit, total: rows.length });
      }
      send(404, { success: false, message: 'Not found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/** The command as `npm run verify:draw -- ...` runs it; never throws on a non-zero exit. */
function verify(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
  });
}

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

/** Three good rounds: RNG with the local beacon, RNG without a beacon, manual with two admins. */
function world() {
  const rng = round('weekly', 'rng');
  const noBeacon = round('3h', 'rng', { beacon: false });
  const manual = round('12h', 'manual');
  return { rng, noBeacon, manual, all: [rng, noBeacon, manual] };
}

describe('npm run verify:draw: sound draws pass', () => {
  it('an RNG draw with a verified beacon: every check passes, exit 0', async () => {
    const w = world();
    api.serve(w.all);
    const { code, out } = await verify(api.url, w.rng.draw_id);
    expect([code, out]).toEqual([0, expect.stringContaining('all ')]);
    for (const line of ['PASS  commitment = sha256(seed)', `PASS  beacon round ${w.rng.beacon.round} is the first at least 60 s after close_at`, 'PASS  BLS signature of round', 'PASS  beacon randomness = sha256(signature)',
      'follow from seed, beacon, ticket root and draw id (RNG v1)', 'PASS  opened (commitment published)', 'PASS  closed (ticket root published)', 'PASS  result_at', 'PASS  feed of closes, seq 1', 'PASS  the hash chain recomputes from seq 1 to 3']) {
      expect([line, out.includes(line)]).toEqual([line, true]);
    }
    expect(out).not.toContain('FAIL');
  });

  it('an RNG draw without a beacon passes, and says the operator could have influenced it', async () => {
    const w = world();
    api.serve(w.all);
    const { code, out } = await verify(api.url, w.noBeacon.draw_id);
    expect(code).toBe(0);
    expect(out).toContain('WARN  No public randomness beacon: the operator could have influenced this result.');
    expect(out).toContain('follow from seed, ticket root and draw id (no beacon) (RNG v1)');
  });

  it('a manual draw passes with two admins, and says it cannot be checked by computation', async () => {
    const w = world();
    api.serve(w.all);
    const { code, out } = await verify(api.url, w.manual.draw_id);
    expect(code).toBe(0);
    expect(out).toContain('a manual result cannot be checked by computation');
    expect(out).toContain('approved by another admin, bram');
  });

  it('a legacy round (source null, none of the newer fields) passes and is named legacy', async () => {
    const legacy = round('3h', null, { dayOffset: 1 });
    for (const field of ['opened_at', 'closed_at', 'first_ticket_at', 'operator_trusted', 'delay', 'close_feed', 'manual', 'rules', 'fairness_doc']) delete legacy[field];
    delete legacy.beacon.round_time;
    api.serve([legacy]);
    const { code, out } = await verify(api.url, legacy.draw_id);
    expect([code, out]).toEqual([0, expect.stringContaining('opened before result sources were declared')]);
  });

  it('a whole period, newest first, and --limit', async () => {
    const rounds = [0, 1, 2].map((d) => round('3h', 'rng', { dayOffset: d }));
    api.serve(rounds);
    const all = await verify(api.url, '--period', '3h');
    expect([all.code, all.out]).toEqual([0, expect.stringContaining('3 draws checked: 3 passed, 0 failed')]);
    expect(all.out.indexOf(rounds[2].draw_id)).toBeLessThan(all.out.indexOf(rounds[0].draw_id));
    const newest = await verify(api.url, '--period', '3h', '--limit', '1');
    expect([newest.code, newest.out]).toEqual([0, expect.stringContaining('1 draw checked: 1 passed')]);
    expect(newest.out).toContain(rounds[2].draw_id);
    expect(newest.out).not.toContain(`Draw ${rounds[0].draw_id}`);
  });

  it('a period of more than one page: the newest N, each once', async () => {
    const rounds = Array.from({ length: 105 }, (_, d) => round('3h', 'rng', { beacon: false, dayOffset: d }));
    api.serve(rounds);
    const { code, out } = await verify(api.url, '--period', '3h', '--limit', '102');
    expect([code, out]).toEqual([0, expect.stringContaining('102 draws checked: 102 passed, 0 failed')]);
    const checked = [...out.matchAll(/^Draw (\S+)$/gm)].map((m) => m[1]);
    expect(checked).toEqual(rounds.slice(3).reverse().map((r) => r.draw_id));
  });
});

describe('npm run verify:draw: each kind of tampering fails', () => {
  /** Serves the three good rounds with `change` applied to the RNG one (and the feed built before it). */
  async function tampered(change: (w: ReturnType<typeof world>, feed: CloseEntry[]) => void, target: 'rng' | 'manual' = 'rng') {
    const w = world();
    const feed = feedOf(w.all);
    change(w, feed);
    api.serve(w.all, feed);
    return verify(api.url, w[target].draw_id);
  }
  const failsWith = (result: { code: number; out: string }, ...texts: string[]) => {
    expect(result.code).toBe(1);
    for (const text of texts) expect([text, result.out.includes(text)]).toEqual([text, true]);
  };

  it('seed: another seed than the one committed', async () => {
    failsWith(await tampered((w) => (w.rng.seed = sha('another seed'))), 'FAIL  commitment = sha256(seed): sha256(seed) is', 'FAIL  numbers');
  });

  it('beacon: a signature of another round, randomness not from the signature, a later round than committed', async () => {
    failsWith(await tampered((w) => {
      const other = chain.beacon(w.rng.beacon.round + 1);
      Object.assign(w.rng.beacon, { signature: other.signature, randomness: other.randomness });
    }), 'FAIL  BLS signature of round');
    failsWith(await tampered((w) => (w.rng.beacon.randomness = sha('chosen randomness'))), 'FAIL  beacon randomness = sha256(signature)');
    failsWith(await tampered((w) => {
      // A genuine later round, with the numbers it gives: only the commitment to the round betrays it.
      const later = chain.beacon(w.rng.beacon.round + 1);
      Object.assign(w.rng.beacon, { round: later.round, randomness: later.randomness, signature: later.signature, round_time: beaconRoundTime(chain.info, later.round).toISOString() });
      const drawn = drawResultNumbers({ seed: w.rng.seed, beaconRandomness: later.randomness, ticketRoot: w.rng.ticket_root, roundId: w.rng.draw_id, period: 'weekly' });
      w.rng.result = { num_1: drawn.numbers[0], num_2: drawn.numbers[1], num_3: drawn.numbers[2], num_4: drawn.numbers[3], num_5: drawn.numbers[4], num_6: drawn.letter };
    }), `is the first at least 60 s after close_at`, 'FAIL  beacon round');
  });

  it('root: a ticket root other than the one published at close, even with numbers that follow from it', async () => {
    failsWith(await tampered((w) => {
      w.rng.ticket_root = sha('another ticket set');
      const drawn = drawResultNumbers({ seed: w.rng.seed, beaconRandomness: w.rng.beacon.randomness, ticketRoot: w.rng.ticket_root, roundId: w.rng.draw_id, period: 'weekly' });
      w.rng.result = { num_1: drawn.numbers[0], num_2: drawn.numbers[1], num_3: drawn.numbers[2], num_4: drawn.numbers[3], num_5: drawn.numbers[4], num_6: drawn.letter };
    }), 'FAIL  feed of closes, seq 1', 'ticket_root');
  });

  it('result: numbers that do not follow from the inputs', async () => {
    failsWith(await tampered((w) => {
      [w.rng.result.num_1, w.rng.result.num_2] = [w.rng.result.num_2, w.rng.result.num_1];
    }), 'FAIL  numbers', 'RNG v1 gives');
  });

  it('source: an RNG round with a manual result; a manual result with one admin, or none approving', async () => {
    failsWith(await tampered((w) => {
      w.rng.result_source = 'manual';
      w.rng.manual = { entered_by: 'asha', entered_at: w.rng.close_at, approved_by: 'bram', approved_at: w.rng.draw_at };
    }), "declared rng at open, but the result came from manual");
    failsWith(await tampered((w) => (w.manual.manual.approved_by = 'asha'), 'manual'), 'FAIL  two admins: entered and approved by the same admin (asha)');
    failsWith(await tampered((w) => (w.manual.manual.approved_by = null), 'manual'), 'FAIL  two admins: entered by asha, approved by nobody');
    failsWith(await tampered((w) => (w.manual.source = 'rng'), 'manual'), 'declared rng at open, but the result came from manual');
  });

  it('timing: published before draw_at, closed after the beacon existed, a ticket before the open, approved after publication', async () => {
    failsWith(await tampered((w) => (w.rng.result_at = at(w.rng.draw_at, -1000))), 'FAIL  result_at');
    failsWith(await tampered((w, feed) => {
      w.rng.closed_at = at(w.rng.beacon.round_time, 1);
      const e = feed.find((x) => x.draw_id === w.rng.draw_id)!;
      e.closed_at = w.rng.closed_at;
      // The feed is re-chained so that only the times are wrong.
      let prev = '0'.repeat(64);
      for (const x of feed) {
        x.prev_hash = prev;
        x.hash = hashOf(x);
        prev = x.hash;
      }
      w.rng.close_feed = { seq: e.seq, hash: e.hash };
    }), 'FAIL  closed (ticket root published)', 'not before the beacon existed');
    failsWith(await tampered((w) => (w.rng.first_ticket_at = at(w.rng.opened_at, -1))), 'FAIL  opened (commitment published)', 'came before the round opened');
    failsWith(await tampered((w) => (w.manual.manual.approved_at = at(w.manual.result_at, 1)), 'manual'), 'FAIL  approved_at <= result_at');
  });

  it('feed of closes: an entry changed, an entry removed, an entry that disagrees with the proof', async () => {
    failsWith(await tampered((_w, feed) => (feed[1].ticket_count += 1)), 'FAIL  the hash chain does not recompute: seq 2: its fields hash to');
    failsWith(await tampered((_w, feed) => {
      feed.splice(1, 1);
    }), 'FAIL  the hash chain does not recompute: entry 2 has seq 3');
    failsWith(await tampered((w, feed) => {
      const e = feed[0];
      e.sales_paise += 100;
      e.sales += 1;
      let prev = '0'.repeat(64);
      for (const x of feed) {
        x.prev_hash = prev;
        x.hash = hashOf(x);
        prev = x.hash;
      }
      for (const p of w.all) p.close_feed = { seq: feed.find((x) => x.draw_id === p.draw_id)!.seq, hash: feed.find((x) => x.draw_id === p.draw_id)!.hash };
    }), 'FAIL  feed of closes, seq 1', 'sales_paise');
  });
});

describe('npm run verify:draw: what it cannot check', () => {
  it('an unknown draw: exit 2 and says so', async () => {
    api.serve(world().all);
    const { code, out } = await verify(api.url, 'weekly-2030-01-07T10:30:00.000Z');
    expect([code, out]).toEqual([2, expect.stringContaining('No draw weekly-2030-01-07T10:30:00.000Z at')]);
  });

  it('an unreachable server: exit 2 and says so', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { code, out } = await verify(`http://127.0.0.1:${port}`, 'x');
    expect([code, out]).toEqual([2, expect.stringContaining(`Cannot reach http://127.0.0.1:${port} (ECONNREFUSED)`)]);
  });

  it('bad arguments: exit 2 with the usage', async () => {
    for (const args of [[], ['not a url', 'x'], ['http://127.0.0.1:1', '--period', '2h']]) {
      const { code, out } = await verify(...args);
      expect([args, code, out.includes('Usage:')]).toEqual([args, 2, true]);
    }
  });
});
