import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL refuses to run as root, so as root the embedded cluster runs as the
 * `postgres` system user, which must be able to reach both its binaries (inside
 * node_modules) and DATA_DIR. These checks turn an obscure start failure into a message
 * that names the folder to open.
 */
export class EmbeddedPostgresError extends Error {}

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user. */
export async function postgresUser(): Promise<RunAs> {
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
export function checkReadable(postgresBinary: string, runAs: RunAs): void {
  const blocked = runAs.uid === undefined ? undefined : folderBlockingPostgres(dirname(postgresBinary), runAs.uid);
  if (blocked) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the 'postgres' user, which cannot read its install folder ${dirname(postgresBinary)}: ${blocked} is closed to it (chmod o+rx ${blocked}). Fix the permissions or set DATABASE_URL.`,
    );
  }
}

/** The postgres user must reach DATA_DIR: each parent folder needs o+x. */
export function checkTraversable(dataDir: string, runAs: RunAs): void {
  const blocked = runAs.uid === undefined ? undefined : folderBlockingPostgres(dataDir, runAs.uid);
  if (blocked) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${blocked} on the way to DATA_DIR (${dataDir}). Allow it (chmod o+x ${blocked}), choose another DATA_DIR, or set DATABASE_URL.`,
    );
  }
}
