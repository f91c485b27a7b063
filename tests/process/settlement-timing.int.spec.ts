import { PostgresEventStore } from '../../server/src/shared/event-store/postgres/postgres-event-store.js';
import { seedResultedRound } from './settlement-seed.js';
import { freePort, startServer, waitForHealth, useProcessBench } from './server-process.js';

/**
 * Prizes reach the balance within seconds of the result time (issue 11): the built server,
 * its clock a little before a resulted round's draw_at at real speed, pays every winner
 * a few seconds after draw_at, and not before.
 */
describe('settlement on time', () => {
  const bench = useProcessBench('fd-settle-time-', 2);
  const { dataDir, servers } = bench;

  it('credits the prizes within seconds after draw_at', async () => {
    const store = new PostgresEventStore(bench.pool);
    const { round } = await seedResultedRound(store, bench.pool, new Date('2026-01-05T11:40:00+05:30'), 200, 2, [9, 18, 27, 36, 45]);
    await store.close();
    const LEAD_SECONDS = 15;
    const clockStart = new Date(Date.parse(round.drawAt) - LEAD_SECONDS * 1000).toISOString();
    const server = startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: bench.db.url, SCHEDULER_ENABLED: 'true', RESULT_MODE: 'manual', CLOCK_START: clockStart, CLOCK_RATE: '1' });
    servers.push(server);
    await waitForHealth(server.port, server.child);
    const paid = async () => (await bench.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'PrizeCredited'`)).rows[0].n as number;
    for (const deadline = performance.now() + (LEAD_SECONDS + 60) * 1000; performance.now() < deadline && (await paid()) < 200; ) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // Judged on the server's own clock (each event's occurredAt), so a slow start of the
    // process on a busy machine does not count: paid from draw_at on, within seconds.
    const { rows: times } = await bench.pool.query<{ first: Date; last: Date; n: number }>(
      `SELECT min((metadata->>'occurredAt')::timestamptz) AS first, max((metadata->>'occurredAt')::timestamptz) AS last, count(*)::int AS n
       FROM events WHERE type = 'PrizeCredited'`,
    );
    expect(times[0].n).toBe(200);
    expect(times[0].first.getTime()).toBeGreaterThanOrEqual(Date.parse(round.drawAt));
    // The worker looks every second; crediting 200 prizes takes a fraction of one.
    expect((times[0].last.getTime() - Date.parse(round.drawAt)) / 1000).toBeLessThan(5);
    // The round is marked settled just after its last credit (a separate write): wait for it.
    const status = async () => (await bench.pool.query(`SELECT status FROM rounds WHERE round_id = $1`, [round.roundId])).rows[0].status as string;
    for (const deadline = performance.now() + 15_000; performance.now() < deadline && (await status()) !== 'settled'; ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await status()).toBe('settled');
  }, 120_000);
});
