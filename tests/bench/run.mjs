// `npm run bench`: the performance targets on this machine, in one run, against the built
// server (npm run bench builds first). Each measure runs in alternating turns with a
// reference that does the same work at its best, on the same PostgreSQL server, and is
// printed beside it with the ratio's median and spread (turns.mjs, report.mjs): on an
// embedded PostgreSQL of its own, or in new databases on DATABASE_URL's server. It
// reports; it never fails the build. `node tests/bench/run.mjs db` (or client, tickets,
// settlement) runs one group only, against the build already there. The BENCH_*
// variables (README, Commands) make a quick run smaller; the defaults are the full sizes.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchClient } from './client.mjs';
import { BARE_INSERT_WHAT, appendTurn, bareInsertTurn } from './batch-append.mjs';
import { KEYSET_WHAT, REBUILD_WHAT, auditTurn, bareRebuildTurn, countEvents, keysetTurn, rebuildTurn } from './log-tools.mjs';
import { PGBENCH_WHAT, pgbenchOn } from './pgbench.mjs';
import { printReport, rateText, ratioText, report } from './report.mjs';
import { BARE_SETTLEMENT_WHAT, measureSettlement } from './settlement.mjs';
import { measureTickets } from './tickets.mjs';
import { PAIRS, TURN_SECONDS, inPairs, spread } from './turns.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dist = (p) => join(root, 'server/dist/server/src', p);
const { startEmbeddedPostgres } = await import(dist('shared/database/embedded-postgres.js'));
const { runMigrations } = await import(dist('shared/database/data-source.js'));
const { PostgresEventStore } = await import(dist('shared/event-store/postgres/postgres-event-store.js'));
const { latestStart, roundTimes } = await import(dist('draws/rounds/round-calendar.js'));

const groups = process.argv.slice(2);
const all = groups.length === 0;
// The server's clock in the ticket measures: Tuesday 10:15 IST, while the 09:00 3h round sells.
const CLOCK_START = '2026-01-06T04:45:00.000Z';
const MB = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
/** The audit's peak memory at each log size it ran on: flat means it does not grow with the log. */
const auditPeaks = [];

console.log(`Bench: ${PAIRS} pairs of turns of at least ${TURN_SECONDS} s each.`);
// A group that breaks is a line of the report, and the others still run.
const group = async (name, run) => {
  try {
    await run();
  } catch (error) {
    console.error(error);
    report({ measure: `${name} group`, product: `BROKE: ${String(error.message ?? error).slice(0, 160)}`, ok: false });
  }
};
if (all || groups.includes('client')) await group('client', () => benchClient(root));
if (all || groups.includes('db') || groups.includes('tickets')) await group('db', () => withBenchDatabase(benchDatabase));
if (all || groups.includes('settlement')) await group('settlement', () => withBenchDatabase(benchSettlement));
if (auditPeaks.length > 0) {
  const [small, large] = [...auditPeaks].sort((a, b) => a.events - b.events).filter((_, i, a) => i === 0 || i === a.length - 1);
  report({
    measure: 'audit peak memory',
    product: auditPeaks.map((p) => `${MB(p.peakBytes)} at ${p.events} events`).join(', '),
    reference: auditPeaks.map((p) => p.keysetBytes && `${MB(p.keysetBytes)}: the bare keyset read`).filter(Boolean).join(', '),
    target: 'flat: <= 1.5x the peak at 2x+ the events',
    ok: large && large.events >= 2 * small.events ? large.peakBytes <= 1.5 * small.peakBytes : null,
  });
}
printReport(`Fairdraw benchmarks (${PAIRS} pairs, turns of at least ${TURN_SECONDS} s)`);

/** A fresh, migrated database (embedded PostgreSQL, or a new one on DATABASE_URL's server). */
async function withBenchDatabase(work) {
  let adminUrl;
  let embedded;
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-bench-'));
  chmodSync(dataDir, 0o755);
  if (process.env.DATABASE_URL) adminUrl = process.env.DATABASE_URL;
  else {
    embedded = await startEmbeddedPostgres({ dataDir, database: 'postgres', log: () => undefined });
    adminUrl = embedded.adminUrl;
  }
  const dbName = `fd_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  try {
    await runMigrations(url);
    await work({ url, adminUrl, dbName, dataDir });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchDatabase({ url, adminUrl, dataDir }) {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // The database is dropped at the end, also after a failure: its idle connections end then.
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool);
  const meta = () => ({ actor: 'system:bench', correlationId: 'bench', causationId: null, occurredAt: new Date().toISOString() });
  // The tickets belong to a real round: the tickets projection's fence sells only in open rounds.
  const round = roundTimes('3h', latestStart('3h', new Date(CLOCK_START)));
  const commitment = randomUUID().replaceAll('-', '').repeat(2);
  await store.append(`round-${round.roundId}`, [{ id: randomUUID(), type: 'RoundOpened', data: { ...round, pricePaise: 10_000, commitment }, metadata: meta() }], 0);
  try {
    if (all || groups.includes('db')) await benchLog({ url, dataDir, pool, store, meta, roundId: round.roundId });
    await benchTickets({ url, adminUrl, store, pool, roundId: round.roundId });
  } finally {
    await store.close();
    await pool.end();
  }
}

/** The batch append, which also writes the log; then the audit and the rebuild over that log. */
async function benchLog({ url, dataDir, pool, store, meta, roundId }) {
  const append = await inPairs(appendTurn(store, roundId, meta), bareInsertTurn(pool, roundId, meta), { name: 'batch append' });
  const us = (r) => `${(1e6 / r).toFixed(1)} µs/event`;
  report({
    measure: 'batch append (appendToMany, projections on)',
    product: `${rateText(append.product, ' events/s')}, ${us(append.product.median)}`,
    reference: `${rateText(append.reference, '/s')}, ${us(append.reference.median)}: ${BARE_INSERT_WHAT}`,
    ratio: ratioText(append.ratio, PAIRS),
    target: '>= 100k events/s and >= 0.5x',
    ok: append.product.median >= 100_000 && append.ratio.median >= 0.5,
  });

  const events = await countEvents(pool);
  const audit = await inPairs(auditTurn({ dist, url, dataDir, pool }), keysetTurn({ root, url }), { name: 'audit' });
  const failed = audit.turns.some(({ p }) => p.failed);
  const peak = Math.max(...audit.turns.map(({ p }) => p.peakBytes));
  auditPeaks.push({ events, peakBytes: peak, keysetBytes: Math.max(...audit.turns.map(({ r }) => r.peakBytes)) });
  report({
    measure: `whole audit CLI (${events} events)`,
    product: `${rateText(audit.product, ' events/s')}, peak ${MB(peak)}${failed ? `, FAILED: ${audit.turns.find(({ p }) => p.failed).p.lastOutput}` : ''}`,
    reference: `${rateText(audit.reference, '/s')}: ${KEYSET_WHAT}`,
    ratio: ratioText(audit.ratio, PAIRS),
    target: '>= 0.7x, flat memory',
    ok: audit.ratio.median >= 0.7 && !failed,
  });

  const logged = await countEvents(pool);
  const rebuild = await inPairs(rebuildTurn({ dist, url, dataDir, events: logged }), bareRebuildTurn(pool, logged), { name: 'rebuild' });
  report({
    measure: `projection rebuild (${logged} events of the log)`,
    product: `${rateText(rebuild.product, ' events/s')} (its printed time, without the Nest start)`,
    reference: `${rateText(rebuild.reference, '/s')}: ${REBUILD_WHAT} (${rebuild.turns[0].r.rows} rows, ${rebuild.turns[0].r.tables.length} tables)`,
    ratio: ratioText(rebuild.ratio, PAIRS),
    target: '>= 0.5x',
    ok: rebuild.ratio.median >= 0.5,
  });
}

/** Purchases and the open-draw read through the built server's HTTP API (tickets.mjs). */
async function benchTickets({ url, adminUrl, store, pool, roundId }) {
  const pgbench = await pgbenchOn(adminUrl);
  const m = await measureTickets({ root, url, store, pool, round: roundId, clockStart: CLOCK_START, pgbench: pgbench?.turn ?? (async (s) => ({ work: 0, seconds: s })) });
  await pgbench?.drop();
  const others = (tally) => (Object.keys(tally).length ? `, other answers ${JSON.stringify(tally)}` : '');
  report({
    measure: 'ticket purchases (HTTP, Idempotency-Key)',
    product: `${rateText(m.buying.product)} (${m.players} players, ${m.ticketsWritten} tickets${others(m.buyOthers)})`,
    reference: pgbench ? `${rateText(m.buying.reference, ' tps')}: ${PGBENCH_WHAT}` : 'pgbench not installed',
    ratio: pgbench ? ratioText(m.buying.ratio, PAIRS) : '',
    target: '>= 0.5x (milestone; goal 1.0x)',
    ok: pgbench ? m.buying.ratio.median >= 0.5 && m.ticketsWritten >= m.ok : null,
  });
  report({
    measure: 'open-draw read (GET /user/draws)',
    product: `${rateText(m.reads.product)}${others(m.readOthers)}`,
    reference: `${rateText(m.reads.reference)}: bare Fastify hello-world`,
    ratio: ratioText(m.reads.ratio, PAIRS),
    target: '>= 0.5x',
    ok: m.reads.ratio.median >= 0.5,
  });
}

/** Settling a round of 1,000,000 tickets from 100,000 players (settlement.mjs). */
async function benchSettlement({ url, adminUrl, dbName }) {
  const m = await measureSettlement({ dist, url, adminUrl, dbName, at: new Date(CLOCK_START) });
  const seconds = (s) => {
    const t = { min: m.tickets / s.max, median: m.tickets / s.median, max: m.tickets / s.min };
    return `${t.median.toFixed(2)} s (${t.min.toFixed(2)}-${t.max.toFixed(2)})`;
  };
  report({
    measure: `settlement seed (batch append, ${m.seedEvents} events)`,
    product: `${Math.round(m.seedEvents / m.seedSeconds)} events/s, ${m.tickets} tickets of ${m.players} players in ${m.seedSeconds.toFixed(1)} s`,
  });
  const bare = m.tickets / m.pairs.reference.median;
  report({
    measure: `settlement (SettleRound, ${m.tickets} tickets)`,
    product: `${seconds(m.pairs.product)}, ${m.winners} winners${m.consistent ? '' : ', PRIZES OR BALANCES WRONG'}`,
    reference: `${seconds(m.pairs.reference)}: ${BARE_SETTLEMENT_WHAT}`,
    ratio: ratioText(m.pairs.ratio, PAIRS, 'x the time'),
    target: '<= 2x the time',
    ok: m.pairs.ratio.median <= 2 && m.consistent,
  });
  const own = spread(m.appendSeconds);
  report({
    measure: 'the same prize rows through fd_append_batch',
    product: `${own.median.toFixed(2)} s (${own.min.toFixed(2)}-${own.max.toFixed(2)}, ${m.appendSeconds.length} runs)`,
    reference: `${bare.toFixed(2)} s: the bare INSERT ... SELECT above`,
    ratio: `${(own.median / bare).toFixed(2)}x the time`,
    target: 'info: the product\'s append alone',
  });
  if (m.auditRun) {
    auditPeaks.push({ events: m.auditRun.work, peakBytes: m.auditRun.peakBytes });
    report({
      measure: `audit CLI after settling (${m.auditRun.work} events)`,
      product: `${Math.round(m.auditRun.work / m.auditRun.seconds)} events/s, peak ${MB(m.auditRun.peakBytes)}, exit ${m.auditRun.failed ? 'non-zero' : 0}`,
      target: 'passes, flat memory',
      ok: !m.auditRun.failed,
    });
  }
}
