import { spawnSync } from 'node:child_process';
import { evaluateRound, type RoundTicket } from '../../server/src/draws/settlement/round-evaluation.js';
import { defaultPrizeTable } from '../../server/src/draws/prizes/prize-tables.defaults.js';
import { PostgresEventStore } from '../../server/src/shared/event-store/postgres/postgres-event-store.js';
import { seedResultedRound } from './settlement-seed.js';
import { MAIN, exited, freePort, startServer, stopAll, waitForHealth, useProcessBench } from './server-process.js';

const PLAYERS = 50_000;
const PER_PLAYER = 2;
const RESULT = [9, 18, 27, 36, 45];

/**
 * Settlement survives kill -9 (DESIGN.md section 7): the built server settles a round of
 * 100,000 tickets (every one a winner, 50,000 prizes credited in chunks); it is killed in
 * the middle of crediting, started again, and finishes: every prize credited exactly once,
 * and `npm run audit` passes.
 */
describe('settlement across a kill -9', () => {
  const bench = useProcessBench('fd-settle-crash-');
  const { dataDir, servers } = bench;

  it('credits every prize exactly once and the audit passes', async () => {
    // Monday 5 January 2026: the 3h round of 09:00 IST, resulted; the servers' clock starts at its draw time.
    const at = new Date('2026-01-05T11:40:00+05:30');
    const store = new PostgresEventStore(bench.pool);
    const { round, tickets } = await seedResultedRound(store, bench.pool, at, PLAYERS, PER_PLAYER, RESULT);
    await store.close();
    expect(tickets).toBe(PLAYERS * PER_PLAYER);

    const env = { DATA_DIR: dataDir, DATABASE_URL: bench.db.url, SCHEDULER_ENABLED: 'true', RESULT_MODE: 'manual', CLOCK_START: round.drawAt, CLOCK_RATE: '1' };
    const first = startServer(await freePort(), env);
    servers.push(first);
    await waitForHealth(first.port, first.child, 120_000);

    // Killed as soon as the first chunk's progress is saved, with prizes still to credit.
    let progress = { credited: 0, prizes: 0 };
    for (const deadline = performance.now() + 120_000; performance.now() < deadline; ) {
      const { rows } = await bench.pool.query('SELECT credited, prizes FROM round_settlement_progress WHERE round_id = $1', [round.roundId]);
      if (rows[0]?.credited > 0) {
        first.child.kill('SIGKILL');
        progress = rows[0];
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    await exited(first.child);
    expect(progress.prizes).toBe(PLAYERS);
    expect(progress.credited).toBeLessThan(PLAYERS);
    const credits = async () =>
      (await bench.pool.query<{ n: number; players: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT stream_id)::int AS players FROM events WHERE type = 'PrizeCredited' AND data->>'roundId' = $1`, [round.roundId])).rows[0]!;
    const atKill = await credits();
    expect(atKill.n).toBeLessThan(PLAYERS);
    const settledAtKill = await bench.pool.query(`SELECT 1 FROM events WHERE stream_id = $1 AND type = 'RoundSettled'`, [`round-${round.roundId}`]);
    expect(settledAtKill.rowCount).toBe(0);

    // Started again: the leader's worker continues the settlement.
    const second = startServer(await freePort(), env);
    servers.push(second);
    await waitForHealth(second.port, second.child, 120_000);
    for (const deadline = performance.now() + 180_000; ; ) {
      const { rows } = await bench.pool.query(`SELECT status FROM rounds WHERE round_id = $1`, [round.roundId]);
      if (rows[0]?.status === 'settled') break;
      if (performance.now() > deadline) throw new Error(`not settled after the restart:\n${second.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await stopAll([second.child]);

    expect(await credits()).toEqual({ n: PLAYERS, players: PLAYERS });
    // Each player's credit is the evaluation of their tickets (the audit checks all of them too).
    const { rows } = await bench.pool.query(`SELECT ticket_id, user_id, num_1, num_2, num_3, num_4, num_5, price_paise FROM tickets WHERE round_id = $1`, [round.roundId]);
    const all: RoundTicket[] = rows.map((r) => ({ ticketId: r.ticket_id, userId: r.user_id, numbers: [r.num_1, r.num_2, r.num_3, r.num_4, r.num_5], letter: null, pricePaise: Number(r.price_paise) }));
    const expected = evaluateRound('3h', all, { numbers: RESULT, letter: null }, { sequence: defaultPrizeTable('3h', 'sequence'), any: defaultPrizeTable('3h', 'any') }, {}, tickets * 10_000);
    const { rows: [money] } = await bench.pool.query(`SELECT sum(money)::bigint AS money FROM wallet_balances`);
    expect(Number(money.money)).toBe(PLAYERS * (1_000_000 - PER_PLAYER * 10_000) + expected.fixedPrizesPaise + expected.potPrizesPaise);

    const audit = spawnSync(process.execPath, [MAIN.replace(/main\.js$/, 'cli/audit.js')], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: bench.db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(audit.stdout).toContain('Wallet audit: PASSED');
    expect(audit.stdout).toMatch(/settlements: 1 settled draws, 100000 tickets evaluated, 50000 prizes checked, 0 problems/);
    expect(audit.status).toBe(0);
  }, 600_000);
});
