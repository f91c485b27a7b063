import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LEADER_LOCK } from '../../server/src/shared/leadership/advisory-lock-leadership.js';
import { PostgresEventStore } from '../../server/src/shared/event-store/postgres/postgres-event-store.js';
import { openLiveStream, type LiveStream } from '../api/live-stream.js';
import { MAIN, assertBuilt, freePort, startServer, stopAll, waitForHealth, type ServerProcess } from '../process/server-process.js';
import { byProfile, percentile, recordFigures, PROFILE } from './figures.js';
import { checkBalances, checkPurchases, isUnavailableAnswer, shown } from './database-stop-checks.js';
import { call, KINDS, sendPurchase, signUp, startLoad, type Answer, type Player } from './database-stop-load.js';
import { startStoppablePostgres, type StopMode, type StoppablePostgres } from './stoppable-postgres.js';

const OUTAGES: { mode: StopMode; ms: number }[] = byProfile(
  [{ mode: 'immediate', ms: 5_000 }],
  [{ mode: 'immediate', ms: 5_000 }, { mode: 'fast', ms: 8_000 }, { mode: 'immediate', ms: 4_000 }],
);
/** Load between two outages, before the first and after the last (ms). */
const STEADY_MS = byProfile(4_000, 8_000);
const PLAYERS = 6;
const WORKERS = 8;
const FUND_PAISE = 100_000_000; // ₹10,00,000 each: far more than the run buys
const PRICE_PAISE = 10_000; // a 3h ticket's default price
/** Tuesday 10:15 IST: the 09:00 3h round sells until 11:30. */
const CLOCK_START = '2026-01-06T10:15:00+05:30';

interface Outage {
  mode: StopMode;
  stopBegan: number;
  down: number;
  startBegan: number;
  up: number;
  /** Every kind of request answered 2xx again (sent after `up`). */
  recovered: number;
  leaderBackMs: number;
  listenBackMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `ready` holds; the deadline only turns a hang into a failure. */
async function within(ms: number, what: string | (() => string), ready: () => Promise<boolean> | boolean): Promise<void> {
  for (const deadline = performance.now() + ms; !(await ready()); await sleep(100)) {
    if (performance.now() > deadline) throw new Error(`not within ${ms} ms: ${typeof what === 'string' ? what : what()}`);
  }
}

/**
 * Issue 13, faults: the database stopped and started under load. The built server runs on
 * a PostgreSQL of the test's own under reads, a player's reads, purchases and health
 * checks; PostgreSQL is stopped (immediate: a crash; fast: an operator) for seconds and
 * started again on the same port. Meanwhile every answer is a prompt 503 in the product's
 * JSON shape (health says unavailable); afterwards the server recovers by itself: every
 * kind of request succeeds again, the leader election and every LISTEN connection come
 * back, the open live stream speaks again, no purchase answered 2xx is lost or doubled, a
 * refused one retried with its key is bought once, and the audit passes.
 */
describe('faults: the database stopped and started under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-rel-dbstop-'));
  let db: StoppablePostgres;
  let server: ServerProcess;
  let base: string;
  let stream: LiveStream | undefined;

  /** One short connection per question: a pool of the test's own would only break in each outage. */
  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: db.url });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  beforeAll(async () => {
    assertBuilt();
    chmodSync(dataDir, 0o755);
    db = await startStoppablePostgres('fairdraw');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer(port, {
      DATA_DIR: dataDir, DATABASE_URL: db.url, SCHEDULER_ENABLED: 'true', RESULT_MODE: 'manual',
      CLOCK_START, CLOCK_RATE: '1', REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    });
    await waitForHealth(port, server.child, 120_000);
  }, 180_000);

  afterAll(async () => {
    stream?.close();
    if (server) await stopAll([server.child]);
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is down, recovers by itself, and loses or doubles no purchase', async () => {
    const began = performance.now();
    // Players through the API, funded by an adjustment in their wallets (as the bench does).
    const signed = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => signUp(base, join(dataDir, 'outbox'), `fault_player_${i}`)));
    const ids = new Map((await query<{ id: string; email: string }>('SELECT id, email FROM players')).map((r) => [r.email, r.id]));
    const players: Player[] = signed.map((p) => ({ ...p, id: ids.get(p.email)! }));
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const store = new PostgresEventStore(pool);
    for (const p of players) {
      const [{ version }] = (await pool.query('SELECT coalesce(max(stream_version), 0)::int AS version FROM events WHERE stream_id = $1', [`wallet-${p.id}`])).rows;
      const metadata = { actor: 'system:test', correlationId: 'fault-funding', causationId: null, occurredAt: new Date(CLOCK_START).toISOString() };
      await store.append(`wallet-${p.id}`, [{ id: randomUUID(), type: 'AdjustmentCredited', data: { adjustmentId: randomUUID(), amountPaise: FUND_PAISE }, metadata }], version);
    }
    await store.close();
    await pool.end();

    // The leader opens the round on sale at its first tick.
    let drawId = '';
    await within(30_000, 'an open 3h draw', async () => {
      const res = await call(base, 'GET', '/user/draws?period=3h&status=open&limit=1', { token: players[0].token });
      drawId = res.body?.data?.[0]?._id ?? '';
      return drawId !== '';
    });
    // A live stream stays open throughout: the feed holds a LISTEN connection while anyone listens.
    stream = await openLiveStream(base);
    expect(stream.status).toBe(200);

    const load = startLoad(base, players, drawId, WORKERS);
    const outages: Outage[] = [];
    const leaderHeld = async () => {
      const rows = await query<{ name: string }>(
        `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2`,
        [LEADER_LOCK.classId, LEADER_LOCK.objectId],
      ).catch(() => []);
      return rows.some((r) => r.name.includes(`(pid ${server.child.pid})`));
    };
    // The LISTEN connections as they are before any outage: the live feed's (fd_events), the
    // open-rounds cache's (fd_rounds), the session cache's (revocations).
    const listens = async () =>
      new Map((await query<{ query: string; n: number }>(`SELECT query, count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN %' GROUP BY 1`).catch(() => [])).map((r) => [r.query, r.n]));
    let baseline = new Map<string, number>();
    await within(30_000, 'the server leads and listens on both channels before the first outage', async () => {
      baseline = await listens();
      return (await leaderHeld()) && baseline.has('LISTEN fd_events') && baseline.has('LISTEN fd_rounds');
    });
    const listening = async () => {
      const now = await listens();
      return [...baseline].every(([channel, n]) => (now.get(channel) ?? 0) >= n);
    };

    try {
      for (const { mode, ms } of OUTAGES) {
        await sleep(STEADY_MS);
        const stopBegan = performance.now();
        await db.stop(mode);
        const down = performance.now();
        await sleep(ms);
        const startBegan = performance.now();
        await db.start();
        const up = performance.now();
        let recovered = 0;
        await within(60_000, () => `every kind of request succeeds after the ${mode} restart\n${server.output().slice(-4000)}`, () => {
          const firsts = KINDS.map((kind) => load.answers.find((a) => a.kind === kind && a.sent >= up && typeof a.status === 'number' && a.status < 300));
          if (firsts.some((a) => !a)) return false;
          recovered = Math.max(...firsts.map((a) => a!.answered));
          return true;
        });
        await within(30_000, 'the leader election holds the lock again', leaderHeld);
        const leaderBackMs = performance.now() - up;
        await within(30_000, `every LISTEN is back (${[...baseline.keys()].join(', ')})`, listening);
        const listenBackMs = performance.now() - up;
        outages.push({ mode, stopBegan, down, startBegan, up, recovered, leaderBackMs, listenBackMs });
      }
      await sleep(STEADY_MS);
    } finally {
      await load.stop();
    }
    const answers = load.answers;
    // While the database was away (sent after it was gone, answered before it was started): a 503 in the product's shape.
    const outageOf = (a: Answer) => outages.find((o) => a.sent >= o.down && a.answered <= o.startBegan);
    // From the stop until every kind succeeded again: 503s belong here; outside, every answer is a success.
    const faultOf = (a: Answer) => outages.find((o) => a.sent <= o.recovered && a.answered >= o.stopBegan);
    const unseen = outages.flatMap((o, i) => KINDS.filter((kind) => !answers.some((a) => a.kind === kind && outageOf(a) === o)).map((k) => `${k} in outage ${i + 1}`));
    // Except the race of the open-draw read, served from memory (open-draw-fast-path.ts) only while the
    // instance listens: a request handled in the same turn as the cut LISTEN socket still gets it. Seen
    // (rarely) within ms of a stop; the bound only tells that race from a cache that kept serving.
    const fromMemory = (a: Answer) => a.kind === 'open-draw' && a.status === 200 && a.body?.data?.[0]?._id === drawId && a.sent - outageOf(a)!.down < 1_000;
    const servedFromMemory = answers.filter((a) => outageOf(a) && fromMemory(a)).length;
    const wrongWhileDown = answers
      .filter((a) => outageOf(a) && !isUnavailableAnswer(a) && !fromMemory(a))
      .map((a) => `${shown(a)} (sent ${Math.round(a.sent - outageOf(a)!.down)} ms into the ${outageOf(a)!.mode} outage)`);
    const wrongOutside = answers.filter((a) => !faultOf(a) && !(typeof a.status === 'number' && a.status < 300)).map(shown);
    const hung = answers.filter((a) => a.status === 'hung').length;
    const connectionErrors = answers.filter((a) => a.status === 'error').length;
    const fiveXx = answers.filter((a) => typeof a.status === 'number' && a.status >= 500 && !(a.status === 503 && faultOf(a))).length;

    const purchases = await checkPurchases(base, query, answers, (a) => outageOf(a) !== undefined, WORKERS);
    const balances = await checkBalances(query, players, FUND_PAISE, PRICE_PAISE);
    // The live feed speaks again: a purchase now moves the 3h pots on the stream opened before the first outage.
    const from = stream.frames.length;
    const lastPurchase = await sendPurchase(base, { key: randomUUID(), player: players[0], body: { draw_id: drawId, period: '3h', num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 } });
    const liveAgain = await stream.next((f) => f.event === 'pots' && f.data?.period === '3h', { from, withinMs: 20_000 }).then(() => true, () => false);
    const audit = spawnSync(process.execPath, [MAIN.replace(/main\.js$/, 'cli/audit.js')], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    const auditPassed = audit.status === 0 && audit.stdout.includes('Wallet audit: PASSED');

    const latencies = answers.filter((a) => outageOf(a)).map((a) => a.answered - a.sent);
    recordFigures({
      part: 'faults: database stop',
      requests: answers.length + purchases.retries + 1,
      fiveXx,
      rejectedChanged: purchases.refusedWhileDownLogged,
      lost: purchases.lost,
      doubled: purchases.doubled,
      audit: auditPassed ? 'passed' : 'failed',
      details: {
        profile: PROFILE,
        outages: outages.map((o) => `${o.mode} ${Math.round((o.startBegan - o.down) / 1000)} s`).join(', '),
        '503s during outages': answers.filter((a) => a.status === 503 && faultOf(a)).length,
        'open-draw reads answered from memory as the database went': servedFromMemory,
        'answers while down: p50 / p99 / max ms': `${Math.round(percentile(latencies, 50))} / ${Math.round(percentile(latencies, 99))} / ${Math.round(Math.max(0, ...latencies))}`,
        'recovery after each restart (ms)': outages.map((o) => Math.round(o.recovered - o.up)).join(', '),
        'leader back after each restart (ms)': outages.map((o) => Math.round(o.leaderBackMs)).join(', '),
        'LISTEN connections back after each restart (ms)': outages.map((o) => Math.round(o.listenBackMs)).join(', '),
        'connection errors': connectionErrors,
        hung,
        'purchases answered 201': purchases.acknowledged,
        'purchases refused, retried with their key': purchases.refused,
        'of those, committed before the refusal': purchases.committedThoughRefused,
        'run time (s)': Math.round((performance.now() - began) / 1000),
      },
    });

    expect(server.child.exitCode).toBeNull();
    expect(unseen).toEqual([]);
    expect(wrongWhileDown.slice(0, 10)).toEqual([]);
    expect(wrongOutside.slice(0, 10)).toEqual([]);
    expect(purchases.retriesRefused.slice(0, 5)).toEqual([]);
    expect(balances.mismatched).toEqual([]);
    expect({ hung, connectionErrors, fiveXx, lost: purchases.lost, doubled: purchases.doubled, missingFromReadModel: purchases.missingFromReadModel })
      .toEqual({ hung: 0, connectionErrors: 0, fiveXx: 0, lost: 0, doubled: 0, missingFromReadModel: 0 });
    expect({ refusedWhileDownLogged: purchases.refusedWhileDownLogged, negativeBalances: balances.negative }).toEqual({ refusedWhileDownLogged: 0, negativeBalances: 0 });
    expect(lastPurchase.status).toBe(201);
    expect(liveAgain).toBe(true);
    expect(audit.stdout).toContain('Wallet audit: PASSED');
    expect(audit.status).toBe(0);
  }, 400_000);
});
