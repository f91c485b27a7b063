// Settlement at scale: a round of 1,000,000 tickets from 100,000 players settled by the
// product's SettleRound (the built server's own command on its own Nest application:
// set-based evaluation, PrizeCredited through the batch append with the inline
// projections, progress, RoundSettled), against a bare INSERT ... SELECT that computes the
// same prizes (the same evaluation, one row per winning player, the event's data and
// metadata) into a plain table on the same database. A second line feeds the same SELECT
// to the product's own fd_append_batch, to show what the append itself costs.
//
// A round settles once, so the seeded database is the template of a fresh copy for each
// settlement (the copy is not timed); the reference runs on the template itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { auditTurn, countEvents } from './log-tools.mjs';
import { seedSettlementRound } from './settlement-seed.mjs';
import { inPairs, repeatFor } from './turns.mjs';

const PLAYERS = Number(process.env.BENCH_SETTLEMENT_PLAYERS ?? 100_000);
const TICKETS_PER_PLAYER = Number(process.env.BENCH_SETTLEMENT_TICKETS ?? 10);
const RESULT = [7, 21, 33, 48, 62];
export const BARE_SETTLEMENT_WHAT = 'bare INSERT ... SELECT of the same prize rows (same evaluation) into a plain table';

/**
 * The same evaluation as settlement-query.ts (sequence and any-order cells of the default
 * 3h tables, the pots split among their winners), one prize per winning player, each with
 * the product's event data and metadata (of the same size), stream versions read set-based.
 * `$7`: what the rows go to.
 */
const PRIZES = (insert) => `
WITH m AS (
  SELECT ticket_id, user_id, price_paise,
    (num_1 = ($2::int[])[1])::int + (num_2 = ($2::int[])[2])::int + (num_3 = ($2::int[])[3])::int + (num_4 = ($2::int[])[4])::int + (num_5 = ($2::int[])[5])::int AS ks,
    (num_1 = ANY ($2::int[]))::int + (num_2 = ANY ($2::int[]))::int + (num_3 = ANY ($2::int[]))::int + (num_4 = ANY ($2::int[]))::int + (num_5 = ANY ($2::int[]))::int AS ka
  FROM tickets WHERE round_id = $1
), w AS MATERIALIZED (
  SELECT ticket_id, user_id, (price_paise * ($3::bigint[])[ks + 1]) / 100 + (price_paise * ($4::bigint[])[ka + 1]) / 100 AS fixed, ks = 5 AS jp, ka = 5 AS mp
  FROM m WHERE ($3::bigint[])[ks + 1] > 0 OR ($4::bigint[])[ka + 1] > 0 OR ks = 5 OR ka = 5
), n AS (SELECT count(*) FILTER (WHERE jp) AS jn, count(*) FILTER (WHERE mp) AS mn FROM w),
p AS (
  SELECT w.user_id, sum(w.fixed + CASE WHEN jp THEN $5::bigint / n.jn ELSE 0 END + CASE WHEN mp THEN $6::bigint / n.mn ELSE 0 END) AS amount,
         array_agg(w.ticket_id ORDER BY w.ticket_id COLLATE "C") AS tickets
  FROM w CROSS JOIN n GROUP BY w.user_id
), rows AS (
  SELECT 'wallet-' || p.user_id AS stream_id, b.version AS version, gen_random_uuid() AS id,
    jsonb_build_object('roundId', $1::text, 'period', '3h', 'amountPaise', p.amount, 'tickets', to_jsonb(p.tickets)) AS data,
    jsonb_build_object('actor', 'system:settlement', 'correlationId', 'bench-reference', 'causationId', NULL,
      'occurredAt', now(), 'idempotencyKey', 'prize:' || $1::text, 'fingerprint', md5(p.user_id) || md5(p.user_id)) AS metadata
  FROM p JOIN wallet_balances b ON b.user_id = p.user_id WHERE p.amount > 0
)
${insert}`;

const BARE_SQL = PRIZES(`INSERT INTO bench_plain_prizes SELECT stream_id, version + 1, id, 'PrizeCredited', data, metadata FROM rows`);
const APPEND_SQL = PRIZES(`SELECT count(*) AS appended FROM fd_append_batch((
  SELECT jsonb_agg(jsonb_build_object('s', stream_id, 'v', version, 'e', jsonb_build_object('id', id, 'type', 'PrizeCredited', 'data', data, 'metadata', metadata)))
  FROM rows)) r WHERE r.outcome = 'appended'`);
const PLAIN = 'CREATE TABLE IF NOT EXISTS bench_plain_prizes (stream_id text, stream_version int, event_id uuid, type text, data jsonb, metadata jsonb)';

const dbUrl = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/**
 * Seeds the round on `url` (database `dbName`), then the pairs: settlements on copies
 * against the bare SQL on the seeded database. `audit`: the audit CLI also runs once, on
 * the first copy just after its settlement (its memory with a large round).
 */
export async function measureSettlement({ dist, url, adminUrl, dbName, at, audit = true }) {
  const { PostgresEventStore } = await import(dist('shared/event-store/postgres/postgres-event-store.js'));
  const { latestStart, roundTimes } = await import(dist('draws/rounds/round-calendar.js'));
  const seedPool = new pg.Pool({ connectionString: url, max: 8 });
  seedPool.on('error', () => undefined);
  const seedStore = new PostgresEventStore(seedPool);
  const seedStart = performance.now();
  const seeded = await seedSettlementRound({ store: seedStore, pool: seedPool, roundTimes, latestStart, at, players: PLAYERS, perPlayer: TICKETS_PER_PLAYER, result: RESULT });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const seedEvents = await countEvents(seedPool);
  // The template of the copies must have no session open.
  await seedStore.close();
  await seedPool.end();
  const { round, tickets } = seeded;

  const { createApp } = await import(dist('bootstrap.js'));
  const { loadConfig } = await import(dist('shared/config/config.js'));
  const { FixedClock } = await import(dist('shared/clock/clock.js'));
  const { createRootLogger } = await import(dist('shared/logging/logger.js'));
  const { CommandBus } = await import('@nestjs/cqrs');
  const { SettleRound } = await import(dist('draws/settlement/commands/settle-round/settle-round.command.js'));
  const { defaultPrizeTable } = await import(dist('draws/prizes/prize-tables.defaults.js'));
  const hundredths = (mode) => {
    const m = defaultPrizeTable('3h', mode).multipliers;
    return [0, m.oneN, m.twoN, m.threeN, m.fourN, m.fiveN].map((x) => Math.round((x ?? 0) * 100));
  };
  const params = (pots) => [round.roundId, RESULT, hundredths('sequence'), hundredths('any'), pots.jackpot, pots.minipot];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let pots;
  let winners;
  let consistent = true;
  const appendSeconds = [];
  let copies = 0;
  let auditRun;
  const pairs = await inPairs(
    (seconds) =>
      repeatFor(async () => {
        const copy = `${dbName}_copy${++copies}`;
        await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${dbName} STRATEGY FILE_COPY`);
        const copyUrl = dbUrl(url, copy);
        const appDir = mkdtempSync(join(tmpdir(), 'fd-bench-settle-'));
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: appDir, DATABASE_URL: copyUrl, LOG_LEVEL: 'silent', SCHEDULER_ENABLED: 'false', RESULT_MODE: 'manual' });
        const app = await createApp({ config, databaseUrl: copyUrl, clock: new FixedClock(new Date(round.drawAt)), logger: createRootLogger('silent') });
        await app.init();
        const pool = new pg.Pool({ connectionString: copyUrl, max: 2 });
        pool.on('error', () => undefined);
        try {
          // Both read the round's tickets: a pass over them first, so neither pays a cold cache alone.
          await pool.query('SELECT count(*) FROM tickets WHERE round_id = $1 AND num_1 > 0', [round.roundId]);
          const moneyBefore = await sumMoney(pool);
          const started = performance.now();
          const settled = await app.get(CommandBus).execute(new SettleRound(round.roundId, { actor: 'system:bench', correlationId: 'bench-settlement' }));
          const seconds = (performance.now() - started) / 1000;
          consistent &&= (await sumMoney(pool)) - moneyBefore === settled.prizesPaise && settled.credited === settled.winners;
          winners = settled.winners;
          const { rows: [s] } = await pool.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'RoundSettled'`, [`round-${round.roundId}`]);
          pots = Object.fromEntries(s.data.pots.map((p) => [p.name, p.potPaise]));
          if (audit && copies === 1) auditRun = await auditTurn({ dist, url: copyUrl, dataDir: appDir, pool })(0);
          const appendStart = performance.now();
          const { rows: [appended] } = await pool.query(APPEND_SQL, params(pots));
          appendSeconds.push((performance.now() - appendStart) / 1000);
          consistent &&= Number(appended.appended) === winners;
          return { work: tickets, seconds };
        } finally {
          await pool.end();
          await app.close();
          rmSync(appDir, { recursive: true, force: true });
          await admin.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
        }
      }, seconds),
    async (seconds) => {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      pool.on('error', () => undefined);
      try {
        await pool.query(PLAIN);
        await pool.query('SELECT count(*) FROM tickets WHERE round_id = $1 AND num_1 > 0', [round.roundId]);
        const turn = await repeatFor(async () => {
          await pool.query('TRUNCATE bench_plain_prizes');
          const started = performance.now();
          const { rowCount } = await pool.query(BARE_SQL, params(pots));
          const elapsed = (performance.now() - started) / 1000;
          consistent &&= rowCount === winners;
          return { work: tickets, seconds: elapsed };
        }, seconds);
        // The next copy of this database need not carry the rows.
        await pool.query('TRUNCATE bench_plain_prizes');
        return turn;
      } finally {
        await pool.end();
      }
    },
    { name: 'settlement', time: true },
  );
  await admin.end();
  return { tickets, players: PLAYERS, winners, seedSeconds, seedEvents, pairs, appendSeconds, consistent, auditRun };
}

async function sumMoney(pool) {
  const { rows } = await pool.query('SELECT coalesce(sum(money), 0)::bigint AS money FROM wallet_balances');
  return Number(rows[0].money);
}
