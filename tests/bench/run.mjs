// `npm run bench`: the performance targets of DESIGN.md section 7 that exist so far, on
// this machine, in one run. Runs against the built server (npm run bench builds first),
// on a fresh database: an embedded PostgreSQL of its own, or a new database on
// DATABASE_URL's server. Prints each measure beside its target; it reports, it never
// fails the build. `node tests/bench/run.mjs db` (or `client`) runs one group only,
// against the build already there.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { measurePrizeCredits } from './prize-credits.mjs';
import { measureSettlement } from './settlement.mjs';
import { measureTickets } from './tickets.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dist = (p) => join(root, 'server/dist/server/src', p);
const { startEmbeddedPostgres } = await import(dist('shared/database/embedded-postgres.js'));
const { runMigrations } = await import(dist('shared/database/data-source.js'));
const { PostgresEventStore } = await import(dist('shared/event-store/postgres/postgres-event-store.js'));
const { latestStart, roundTimes } = await import(dist('draws/rounds/round-calendar.js'));

const groups = process.argv.slice(2);
// `tickets` alone: the HTTP ticket measures and their pgbench reference on a small seed.
const ticketsOnly = groups.includes('tickets') && !groups.includes('db');
const WALLETS = Number(process.env.BENCH_WALLETS ?? (ticketsOnly ? 2_000 : 20_000));
const PURCHASES = 8;
// The server's clock in the ticket measures: Tuesday 10:15 IST, while the 09:00 3h round sells.
const CLOCK_START = '2026-01-06T04:45:00.000Z';
const results = [];
const report = (measure, value, target, ok) => results.push({ measure, value, target, ok });

if (groups.length === 0 || groups.includes('client')) await benchClient();
if (groups.length === 0 || groups.includes('db') || ticketsOnly) await withBenchDatabase(benchDatabase);
if (groups.length === 0 || groups.includes('settlement')) await withBenchDatabase(benchSettlement);

console.log('\nFairdraw benchmarks (DESIGN.md section 7)\n');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'MISS'}  ${r.measure.padEnd(44)} ${String(r.value).padEnd(50)} target ${r.target}`);

async function benchClient() {
  // The player's first page load, gzipped JavaScript.
  const publicDir = join(root, 'server/public');
  const index = readFileSync(join(publicDir, 'index.html'), 'utf8');
  const scripts = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gz = scripts.reduce((n, s) => n + gzipSync(readFileSync(join(publicDir, s))).length, 0);
  report('first page load JS (gzip)', `${(gz / 1024).toFixed(1)} KB in ${scripts.length} files`, '< 150 KB', gz < 150 * 1024);

  // The player's dashboard and Lighthouse, on one local server with one player.
  const { startBenchServer } = await import('./bench-server.mjs');
  const { measureDashboard } = await import('./dashboard.mjs');
  const { measureLighthouse } = await import('./lighthouse.mjs');
  // A Tuesday at 10:15 IST: the 3h, 6h, 12h and 24h rounds are on sale, the dashboard at its fullest.
  const server = await startBenchServer(root, { clockStart: '2026-01-06T10:15:00+05:30' });
  try {
    const dashboard = await measureDashboard(server);
    report('dashboard interactive (local server)', `median ${dashboard.medianMs} ms, slowest ${dashboard.firstMs} ms`, '< 1000 ms', dashboard.medianMs < 1000);
    const lighthouse = await measureLighthouse(root, server);
    for (const [path, m] of [['/', lighthouse.login], ['/dashboard', lighthouse.dashboard]]) {
      report(`Lighthouse mobile ${path}: performance`, `${m.score} (runs ${m.scores.join(', ')})`, '>= 95', m.score >= 95);
      report(`Lighthouse mobile ${path}: LCP`, `${(m.lcp / 1000).toFixed(2)} s (runs ${m.lcps.map((v) => (v / 1000).toFixed(2)).join(', ')})`, '<= 2.0 s', m.lcp <= 2000);
      report(`Lighthouse mobile ${path}: FCP, TBT`, `${(m.fcp / 1000).toFixed(2)} s, ${Math.round(m.tbt)} ms`, '(medians)', true);
    }
    const first = lighthouse.login;
    report('first page JS on the wire (brotli)', `${(first.brotli / 1024).toFixed(1)} KB in ${first.files} files (sent ${(first.wire / 1024).toFixed(1)} KB)`, '<= 120 KB', first.brotli <= 120 * 1024);
  } finally {
    await server.stop();
  }
}

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
    await work({ url, dbName, dataDir });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchDatabase({ url, dbName, dataDir }) {
  // Seed: WALLETS wallets, each opened, funded and buying PURCHASES tickets.
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // The database is dropped at the end, also after a failure: its idle connections end then.
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool);
  const meta = () => ({ actor: 'system:bench', correlationId: 'bench', causationId: null, occurredAt: new Date().toISOString() });
  const users = Array.from({ length: WALLETS }, () => randomUUID());
  // The seed's tickets belong to a real round: the tickets projection's fence sells only in open rounds.
  const round = roundTimes('3h', latestStart('3h', new Date(CLOCK_START)));
  const commitment = randomUUID().replaceAll('-', '').repeat(2);
  await store.append(`round-${round.roundId}`, [{ id: randomUUID(), type: 'RoundOpened', data: { ...round, pricePaise: 10_000, commitment }, metadata: meta() }], 0);
  const eventFor = (user, version) => {
    if (version === 0) return { type: 'WalletOpened', data: { userId: user } };
    // An adjustment, not a deposit: the audit ties every deposit credit to a done deposit request.
    if (version === 1) return { type: 'AdjustmentCredited', data: { adjustmentId: `bench-${user}`, amountPaise: 100_000 } };
    const ticket = { ticketId: randomUUID(), roundId: round.roundId, period: '3h', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise: 10_000 };
    return { type: 'TicketPurchased', data: { ...ticket, fromReferralPaise: 0, fromMoneyPaise: 10_000 } };
  };
  const seedStart = performance.now();
  for (let version = 0; version < PURCHASES + 2; version++) {
    for (let i = 0; i < users.length; i += 2000) {
      const batch = users.slice(i, i + 2000).map((user) => ({
        streamId: `wallet-${user}`,
        expectedVersion: version,
        event: { id: randomUUID(), ...eventFor(user, version), metadata: meta() },
      }));
      await store.appendToMany(batch);
    }
  }
  const seeded = WALLETS * (PURCHASES + 2);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  report('batch append with inline projections', `${Math.round(seeded / seedSeconds)} events/s (${seeded} events)`, 'info', true);

  if (!ticketsOnly) await benchLogAndSettlement(store, pool, users, meta, { url, dataDir });

  // Reference for the purchases: pgbench TPC-B on the same server, run in turns with them.
  await benchTickets({ url, store, pool, roundId: round.roundId, pgbench: pgbenchOn(url, dbName) });
  await store.close();
  await pool.end();
}

async function benchLogAndSettlement(store, pool, users, meta, { url, dataDir }) {
  // Settlement's write path: a prize to every wallet in one appendToMany.
  const credits = await measurePrizeCredits(store, pool, users.map((user) => ({ user, version: PURCHASES + 2 })), meta);
  report(
    'prize credits (appendToMany, projections on)',
    `${credits.perSecond} events/s (${credits.events} wallets${credits.consistent ? '' : ', BALANCES WRONG'})`,
    '>= 100,000 events/s',
    credits.perSecond >= 100_000 && credits.consistent,
  );

  // The two command-line tools, as operators run them.
  const cli = (name) =>
    spawnSync(process.execPath, [dist(`cli/${name}.js`)], {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
  const audit = cli('audit');
  const auditRate = Number(/\((\d+) events\/s\)/.exec(audit.stdout)?.[1] ?? 0);
  report('audit replay', `${auditRate} events/s (exit ${audit.status})`, '>= 130,000 events/s', auditRate >= 130_000 && audit.status === 0);
  const rebuild = cli('rebuild-projections');
  const rebuildRate = Number(/in all, in \d+ ms \((\d+) events\/s\)/.exec(rebuild.stdout)?.[1] ?? 0);
  report('projection rebuild (all inline)', `${rebuildRate} events/s (exit ${rebuild.status})`, '>= 50,000 events/s', rebuildRate >= 50_000);
}

/** Settling a round of 1,000,000 tickets from 100,000 players, against the bare SQL (settlement.mjs). */
async function benchSettlement({ url }) {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool);
  try {
    const m = await measureSettlement({ dist, url, pool, store, at: new Date(CLOCK_START) });
    report('settlement seed (batch appends)', `${m.tickets} tickets of ${m.players} players in ${m.seedSeconds.toFixed(1)} s`, 'info', true);
    report('bare set-based SQL settlement (reference)', `${m.referenceSeconds.toFixed(2)} s (${m.winners} PrizeCredited)`, 'reference for settlement', true);
    report(
      'settlement (SettleRound, 1 round)',
      `${m.productSeconds.toFixed(2)} s, ${m.ratio.toFixed(2)}x the bare SQL (${m.winners} winners${m.consistent ? '' : ', PRIZES OR BALANCES WRONG'})`,
      '<= 3x',
      m.ratio <= 3 && m.consistent,
    );
  } finally {
    await store.close();
    await pool.end();
  }
}

/**
 * pgbench TPC-B (scale 1, 16 clients) on the bench database: a function of the seconds to
 * run that answers its tps, or null without pgbench.
 */
function pgbenchOn(url, dbName) {
  if (spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status !== 0) return null;
  const u = new URL(url);
  const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username), dbName];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  execFileSync('pgbench', ['-i', '-q', '-s', '1', ...args], { env, stdio: 'ignore' });
  return async (seconds) => {
    const run = execFileSync('pgbench', ['-c', '16', '-j', '2', '-T', String(Math.max(1, Math.round(seconds))), ...args], { env, encoding: 'utf8' });
    return Number(/tps = ([\d.]+)/.exec(run)?.[1]);
  };
}

/**
 * Purchases and the open-draw read through the built server's HTTP API (tickets.mjs), each
 * in turns with its reference: mean rates, and the median of the turns' ratios.
 */
async function benchTickets({ url, store, pool, roundId, pgbench }) {
  const m = await measureTickets({ root, url, store, pool, round: roundId, clockStart: CLOCK_START, pgbench: pgbench ?? (async () => 0) });
  const others = (r) => (Object.keys(r.others).length ? `, other answers ${JSON.stringify(r.others)}` : '');
  const tps = m.purchases.rps;
  if (pgbench) {
    const ratio = m.purchasesRatio;
    report('pgbench TPC-B reference (16 clients)', `${m.pgbenchTps} tps`, 'reference for ticket purchases', true);
    report(
      'ticket purchases (HTTP, authenticated)',
      `${tps} tps, ${ratio.toFixed(2)}x pgbench (${m.players} players, ${m.ticketsWritten} tickets${others(m.purchases)})`,
      '>= 0.5x (goal 1.0x)',
      ratio >= 0.5 && m.ticketsWritten >= m.purchases.ok,
    );
  } else {
    report('pgbench TPC-B reference', 'pgbench not installed', 'reference', true);
    report('ticket purchases (HTTP, authenticated)', `${tps} tps (${m.players} players)`, 'no pgbench to compare', true);
  }
  report('bare Fastify hello-world reference', `${m.helloRps} req/s`, 'reference for the open-draw read', true);
  const drawsRatio = m.drawsRatio;
  report(
    'open-draw read (GET /user/draws, authenticated)',
    `${m.draws.rps} req/s, ${drawsRatio.toFixed(2)}x hello-world${others(m.draws)}`,
    '>= 0.5x',
    drawsRatio >= 0.5,
  );
}
