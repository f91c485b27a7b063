// The purchases' reference: pgbench's TPC-B on the bench's own PostgreSQL server, in a
// database of its own, at its best: scale 10 (at scale 1 the 16 clients queue on one
// branch row), prepared statements, 16 clients.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const CLIENTS = 16;
export const PGBENCH_WHAT = `pgbench TPC-B, scale ${SCALE}, -M prepared, ${CLIENTS} clients`;

/**
 * Initialises pgbench's tables in a new database next to `adminUrl`'s. Returns
 * { turn(seconds) -> { work, seconds }, drop() }, or null when pgbench is not installed.
 */
export async function pgbenchOn(adminUrl) {
  if (spawnSync('pgbench', ['--version']).status !== 0) return null;
  const dbName = `fd_pgbench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(adminUrl);
  const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username), dbName];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  execFileSync('pgbench', ['-i', '-q', '-s', String(SCALE), ...args], { env, stdio: 'ignore' });
  return {
    async turn(seconds) {
      const T = Math.max(1, Math.round(seconds));
      const { stdout } = await promisify(execFile)('pgbench', ['-M', 'prepared', '-c', String(CLIENTS), '-j', '2', '-T', String(T), ...args], { env });
      const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
      return { work: tps * T, seconds: T };
    },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}
