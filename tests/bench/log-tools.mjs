// The two command-line tools that read the whole log, as operators run them, each against
// a bare reference on the same database. Both count events of the log (each event once,
// however many projections or checks it feeds).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repeatFor } from './turns.mjs';

export const KEYSET_WHAT = 'bare keyset read of every event, every column (its own process, pages of 50k)';
export const REBUILD_WHAT = 'bare INSERT ... SELECT of the same read-model rows into plain tables';

/** Peak resident memory of a live process so far (VmHWM), in bytes. */
function peakOf(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Runs a node script to its end: { status, stdout, seconds, peakBytes } (the whole process). */
export function runNode(script, args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakBytes = 0;
    const watch = setInterval(() => (peakBytes = Math.max(peakBytes, peakOf(child.pid))), 50);
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(watch);
      resolve({ status, stdout, stderr, seconds: (performance.now() - started) / 1000, peakBytes });
    });
  });
}

export const countEvents = async (pool) => Number((await pool.query('SELECT count(*) FROM events')).rows[0].count);

/**
 * The whole `npm run audit` run: work is the log's events as it starts (each run records
 * itself in the log); exit status and peak memory kept.
 */
export const auditTurn = ({ dist, url, dataDir, pool }) => (seconds) =>
  repeatFor(async () => {
    const events = await countEvents(pool);
    const r = await runNode(dist('cli/audit.js'), [], { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    return { work: events, seconds: r.seconds, peakBytes: r.peakBytes, failed: r.status === 0 ? 0 : 1, lastOutput: r.stdout.trim().split('\n').slice(-3).join(' / ') };
  }, seconds);

export const keysetTurn = ({ root, url }) => (seconds) =>
  repeatFor(async () => {
    const r = await runNode(join(root, 'tests/bench/keyset-read.mjs'), [url], {});
    if (r.status !== 0) throw new Error(`the keyset read exited ${r.status}: ${r.stderr.slice(-500)}`);
    return { work: Number.parseInt(r.stdout, 10), seconds: r.seconds, peakBytes: r.peakBytes };
  }, seconds);

/** `npm run projections:rebuild`: the rebuild's own time as it prints it (the Nest start left out). */
export const rebuildTurn = ({ dist, url, dataDir, events }) => (seconds) =>
  repeatFor(async () => {
    const r = await runNode(dist('cli/rebuild-projections.js'), [], { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    if (r.status !== 0) throw new Error(`projections:rebuild exited ${r.status}: ${r.stderr.slice(-500)}`);
    const ms = Number(/in (\d+) ms/.exec(r.stdout.split('\n').findLast((l) => l.startsWith('Rebuilt')) ?? '')?.[1] ?? Number.NaN);
    return { work: events, seconds: Number.isFinite(ms) ? ms / 1000 : r.seconds };
  }, seconds);

/**
 * The rebuild's reference: the rows the rebuild wrote (every table of the registered inline
 * projections) copied by INSERT ... SELECT into plain tables of the same columns, no index.
 */
export const bareRebuildTurn = (pool, events) => async (seconds) => {
  const { rows } = await pool.query('SELECT DISTINCT unnest(tables) AS t FROM inline_projections ORDER BY 1');
  const tables = rows.map((r) => r.t);
  for (const t of tables) await pool.query(`CREATE TABLE IF NOT EXISTS bench_plain_${t} (LIKE ${t})`);
  const turn = await repeatFor(async () => {
    for (const t of tables) await pool.query(`TRUNCATE bench_plain_${t}`);
    const started = performance.now();
    let copied = 0;
    for (const t of tables) copied += (await pool.query(`INSERT INTO bench_plain_${t} SELECT * FROM ${t}`)).rowCount;
    return { work: events, seconds: (performance.now() - started) / 1000, rows: copied };
  }, seconds);
  for (const t of tables) await pool.query(`DROP TABLE bench_plain_${t}`);
  return { ...turn, tables };
};
