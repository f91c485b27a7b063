import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedPostgres } from '../../server/src/shared/database/embedded-postgres.js';

const run = promisify(execFile);

/** How the database goes away: pg_ctl's fast shutdown (SIGINT) or its immediate one (SIGQUIT, a crash: recovery at start). */
export type StopMode = 'fast' | 'immediate';

export interface StoppablePostgres {
  /** URL of the application database, the same before and after every restart. */
  url: string;
  port: number;
  /** Stops the postmaster and resolves once it is gone (nothing listens on the port). */
  stop(mode: StopMode): Promise<void>;
  /** Starts it again on the same port and data folder; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL of the test's own (the embedded one, in a temporary folder on a free port),
 * which the test may stop and start under a running server: the shared test cluster must
 * stay up for the other test files. fsync is off (a process kill does not lose what the OS
 * already holds); synchronous_commit stays on, so an immediate stop loses no commit that
 * was acknowledged, and a lost purchase would be the product's.
 */
export async function startStoppablePostgres(database: string): Promise<StoppablePostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-rel-pg-'));
  chmodSync(dataDir, 0o755); // the postgres user must enter it (as root)
  const pgDir = join(dataDir, 'pg');
  const db = await startEmbeddedPostgres({ dataDir, database, log: () => undefined, settings: { fsync: 'off' } });
  const { pg_ctl } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { pg_ctl: string };
  const runAs = userInfo().uid === 0 ? await postgresIds() : {};
  const options = [`-p ${db.port}`, '-c listen_addresses=127.0.0.1', "-c unix_socket_directories=''", '-c max_connections=200', '-c fsync=off'].join(' ');
  const pgCtl = (args: string[]) => run(pg_ctl, args, { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
  const postmasterPid = (): number | null => {
    const file = join(pgDir, 'postmaster.pid');
    if (!existsSync(file)) return null;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && alive(pid) ? pid : null;
  };

  return {
    url: db.url,
    port: db.port,
    async stop(mode) {
      const pid = postmasterPid();
      if (pid === null) throw new Error('the test PostgreSQL is not running');
      process.kill(pid, mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
      for (const deadline = performance.now() + 60_000; alive(pid); ) {
        if (performance.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async start() {
      await pgCtl(['start', '-D', pgDir, '-w', '-t', '60', '-l', join(pgDir, 'embedded.log'), '-o', options]);
    },
    async destroy() {
      if (postmasterPid() !== null) await pgCtl(['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60']).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Running, not merely a zombie nobody has reaped yet (the postmaster's parent, pg_ctl, is long gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc: trust the signal
  }
}

/** As root, PostgreSQL runs as the `postgres` user (which startEmbeddedPostgres has made sure exists). */
async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid), gid: Number(gid) };
}
