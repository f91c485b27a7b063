// Jest loads global setup outside its ESM module mapper, so this import names the .ts file.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_FILE } from '../database/embedded-postgres.ts';

/**
 * Several Jest runs on one machine (two terminals, or helpers side by side) share the
 * test cluster of a checkout. Each run holds a lease (a file named by its pid) while it
 * runs; the last run to end stops the cluster, a run never stops one that another live
 * run holds, and starts are serialised by a lock directory.
 */
const LOCK_STALE_MS = 120_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Pids of the other runs that hold a lease and are still alive (dead ones are cleared). */
export function otherLiveLeases(dataDir: string): number[] {
  const dir = join(dataDir, 'leases');
  mkdirSync(dir, { recursive: true });
  const live: number[] = [];
  for (const name of readdirSync(dir)) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    if (Number.isInteger(pid) && isAlive(pid)) live.push(pid);
    else rmSync(join(dir, name), { force: true });
  }
  return live;
}

export function takeLease(dataDir: string): void {
  mkdirSync(join(dataDir, 'leases'), { recursive: true });
  writeFileSync(join(dataDir, 'leases', String(process.pid)), '');
  // A run that started the cluster and has ended must not make the next run stop it
  // while others still use it: a live lease holder adopts it.
  if (otherLiveLeases(dataDir).length > 0) writeFileSync(join(dataDir, OWNER_FILE), String(process.pid));
}

export function dropLease(dataDir: string): void {
  rmSync(join(dataDir, 'leases', String(process.pid)), { force: true });
}

/** Runs `work` while holding the checkout's start/stop lock. */
export async function withClusterLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = join(dataDir, 'cluster.lock');
  mkdirSync(dataDir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
