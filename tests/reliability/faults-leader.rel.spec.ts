import { join } from 'node:path';
import { defaultPrizeTable } from '../../server/src/draws/prizes/prize-tables.defaults.js';
import { evaluateRound, type RoundTicket } from '../../server/src/draws/settlement/round-evaluation.js';
import { PostgresEventStore } from '../../server/src/shared/event-store/postgres/postgres-event-store.js';
import { seedResultedRound } from '../process/settlement-seed.js';
import { exited, freePort, startServer, stopAll, waitForHealth, type ServerProcess, useProcessBench } from '../process/server-process.js';
import { call, isAnswer, leaderPid, runAudit, seeded } from './fault-harness.js';
import { byProfile, percentile, PROFILE, recordFigures } from './figures.js';

/** Every seeded ticket wins (its first number is the result's first): one prize per player. */
const PLAYERS = byProfile(20_000, 50_000);
const PER_PLAYER = byProfile(1, 2);
/** Leaders killed one after another while crediting (each replaced by a new follower but the last). */
const KILLS = byProfile(1, 2);
const RESULT = [9, 18, 27, 36, 45];
const SEED = Number(process.env.FAULTS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two server processes on one database, one leading the background work (an advisory
 * lock); a resulted round with a prize for every player; the leader is killed with kill -9
 * while it credits the prizes, and the other takes the lead and finishes (issue 13,
 * faults). Each prize is credited exactly once, every winner has theirs, the round is
 * settled once, and `npm run audit` passes. Reads keep going to the live servers meanwhile.
 */
describe('faults: the leader killed during a settlement', () => {
  const bench = useProcessBench('fd-faults-leader-');
  const { dataDir, servers } = bench;

  it('credits each prize once across the failover, and the audit passes', async () => {
    const random = seeded(SEED);
    // Monday 5 January 2026: the 3h round of 09:00 IST, resulted; the servers' clock starts at its draw time.
    const at = new Date('2026-01-05T11:40:00+05:30');
    const store = new PostgresEventStore(bench.pool);
    const seedStart = performance.now();
    const { round, tickets } = await seedResultedRound(store, bench.pool, at, PLAYERS, PER_PLAYER, RESULT);
    await store.close();
    const seedMs = Math.round(performance.now() - seedStart);
    expect(tickets).toBe(PLAYERS * PER_PLAYER);

    const first = performance.now();
    const start = async () => {
      const clockStart = new Date(Date.parse(round.drawAt) + (performance.now() - first)).toISOString();
      const server = startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: bench.db.url, SCHEDULER_ENABLED: 'true', RESULT_MODE: 'manual', CLOCK_START: clockStart });
      servers.push(server);
      return server;
    };
    const live = new Set<ServerProcess>([await start(), await start()]);
    await Promise.all([...live].map((s) => waitForHealth(s.port, s.child, 120_000)));

    // Reads on the live servers throughout: a 5xx from a live one is a defect; a broken connection to the killed one is not.
    let probing = true;
    let requests = 0;
    let fiveXx = 0;
    const connectionErrors: Record<string, number> = {};
    const latencies: Record<string, number[]> = {};
    const paths = ['/health', '/draws/results?period=3h', `/draws/${round.roundId}/proof`];
    const probe = async () => {
      for (let i = 0; probing; i++) {
        const targets = [...live];
        const server = targets[i % targets.length]!;
        requests++;
        const path = paths[i % paths.length]!;
        const sent = performance.now();
        const a = await call(`http://127.0.0.1:${server.port}`, 'GET', path);
        (latencies[path.split('?')[0]!.replace(round.roundId, ':id')] ??= []).push(performance.now() - sent);
        if (!isAnswer(a)) connectionErrors[a.error] = (connectionErrors[a.error] ?? 0) + 1;
        else if (a.status >= 500) fiveXx++;
        await sleep(20);
      }
    };
    const probes = Promise.all([probe(), probe()]);

    const credits = async () =>
      (await bench.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'PrizeCredited' AND data->>'roundId' = $1`, [round.roundId])).rows[0]!.n;
    const leaderAmong = async (withinMs: number) => {
      for (const deadline = performance.now() + withinMs; ; await sleep(50)) {
        const pid = await leaderPid(bench.pool);
        const leader = [...live].find((s) => s.child.pid === pid);
        if (leader) return leader;
        if (performance.now() > deadline) throw new Error(`no live leader within ${withinMs} ms (lock held by pid ${pid})`);
      }
    };

    const kills: Array<{ creditsAtKill: number; progressAtKill: number; failoverMs: number }> = [];
    let before = 0;
    for (let k = 0; k < KILLS; k++) {
      const leader = await leaderAmong(30_000);
      // Killed while it credits: once it has stored prizes beyond what the last leader had, a moment later.
      for (const deadline = performance.now() + 180_000; (await credits()) <= before; await sleep(10)) {
        if (performance.now() > deadline) throw new Error(`no new credits from the leader:\n${leader.output()}`);
      }
      await sleep(Math.floor(random() * 150));
      live.delete(leader);
      leader.child.kill('SIGKILL');
      const killedAt = performance.now();
      await exited(leader.child);
      const creditsAtKill = await credits();
      const progress = (await bench.pool.query('SELECT credited FROM round_settlement_progress WHERE round_id = $1', [round.roundId])).rows[0];
      const settled = await bench.pool.query(`SELECT 1 FROM events WHERE stream_id = $1 AND type = 'RoundSettled'`, [`round-${round.roundId}`]);
      expect({ settled: settled.rowCount, creditsLeft: creditsAtKill < PLAYERS }).toEqual({ settled: 0, creditsLeft: true });
      // The follower takes the lead; before the last kill a new instance joins as the next follower.
      await leaderAmong(30_000);
      kills.push({ creditsAtKill, progressAtKill: progress?.credited ?? 0, failoverMs: Math.round(performance.now() - killedAt) });
      before = creditsAtKill;
      if (k < KILLS - 1) {
        const next = await start();
        await waitForHealth(next.port, next.child, 120_000);
        live.add(next);
      }
    }

    const finisher = await leaderAmong(30_000);
    for (const deadline = performance.now() + 240_000; ; await sleep(250)) {
      const { rows } = await bench.pool.query(`SELECT status FROM rounds WHERE round_id = $1`, [round.roundId]);
      if (rows[0]?.status === 'settled') break;
      if (performance.now() > deadline) throw new Error(`not settled after the failover:\n${finisher.output()}`);
    }
    const settleMs = Math.round(performance.now() - first);
    probing = false;
    await probes;
    await stopAll([...live].map((s) => s.child));

    // Each winner's credit is their evaluated prize, once.
    const { rows: ticketRows } = await bench.pool.query(`SELECT ticket_id, user_id, num_1, num_2, num_3, num_4, num_5, price_paise FROM tickets WHERE round_id = $1`, [round.roundId]);
    const all: RoundTicket[] = ticketRows.map((r) => ({ ticketId: r.ticket_id, userId: r.user_id, numbers: [r.num_1, r.num_2, r.num_3, r.num_4, r.num_5], letter: null, pricePaise: Number(r.price_paise) }));
    const expected = evaluateRound('3h', all, { numbers: RESULT, letter: null }, { sequence: defaultPrizeTable('3h', 'sequence'), any: defaultPrizeTable('3h', 'any') }, {}, tickets * 10_000);
    const { rows: credited } = await bench.pool.query(
      `SELECT substr(stream_id, 8) AS user_id, count(*)::int AS n, sum((data->>'amountPaise')::bigint)::bigint AS paise FROM events
        WHERE type = 'PrizeCredited' AND data->>'roundId' = $1 GROUP BY stream_id`,
      [round.roundId],
    );
    const byPlayer = new Map(credited.map((r) => [r.user_id, r]));
    const doubled = credited.filter((r) => r.n > 1).length;
    const lost = expected.prizes.filter((p) => !byPlayer.has(p.userId)).length;
    const wrongAmounts = expected.prizes.filter((p) => byPlayer.has(p.userId) && Number(byPlayer.get(p.userId)!.paise) !== p.amountPaise * byPlayer.get(p.userId)!.n).length;
    const winners = new Set(expected.prizes.map((p) => p.userId));
    const strangers = credited.filter((r) => !winners.has(r.user_id)).length;
    const { rows: settledEvents } = await bench.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'RoundSettled'`, [`round-${round.roundId}`]);
    const { rows: negative } = await bench.pool.query('SELECT user_id FROM wallet_balances WHERE money < 0 OR referral < 0 OR held < 0');
    const { rows: [money] } = await bench.pool.query(`SELECT sum(money)::bigint AS money FROM wallet_balances`);
    const audit = runAudit(bench.db.url, dataDir);

    recordFigures({
      part: 'faults: leader kill',
      requests,
      fiveXx,
      rejectedChanged: 0,
      lost,
      doubled,
      audit: audit.passed ? 'passed' : 'failed',
      details: {
        profile: PROFILE,
        seed: SEED,
        'tickets in the round': tickets,
        'prizes (winners)': expected.prizes.length,
        'prizes credited': credited.length,
        'leaders killed': kills.length,
        'credits stored at each kill': kills.map((k) => k.creditsAtKill).join(', '),
        'progress saved at each kill': kills.map((k) => k.progressAtKill).join(', '),
        'failover to a live leader (ms)': kills.map((k) => k.failoverMs).join(', '),
        'first start to settled (ms)': settleMs,
        'seeding (ms)': seedMs,
        'read requests to live servers': requests,
        'read latency p50/p99 (ms)': Object.entries(latencies).map(([path, ms]) => `${path} ${Math.round(percentile(ms, 50))}/${Math.round(percentile(ms, 99))}`).join(', '),
        'connection errors (the killed leader)': JSON.stringify(connectionErrors),
      },
    });

    expect({ fiveXx, lost, doubled, wrongAmounts, strangers, settled: settledEvents[0].n, negative: negative.length }).toEqual({
      fiveXx: 0, lost: 0, doubled: 0, wrongAmounts: 0, strangers: 0, settled: 1, negative: 0,
    });
    expect(kills).toHaveLength(KILLS);
    expect(Number(money.money)).toBe(PLAYERS * (1_000_000 - PER_PLAYER * 10_000) + expected.fixedPrizesPaise + expected.potPrizesPaise);
    expect(audit.output).toMatch(new RegExp(`settlements: 1 settled draws, ${tickets} tickets evaluated, ${expected.prizes.length} prizes checked, 0 problems`));
    if (!audit.passed) throw new Error(`audit failed:\n${audit.output}`);
    expect(audit.passed).toBe(true);
  }, byProfile(300_000, 600_000));
});
