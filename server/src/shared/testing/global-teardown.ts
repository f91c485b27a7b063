// Jest loads global teardown outside its ESM module mapper, so these imports name the .ts files.
import type { TestClusterGlobals } from './global-setup.ts';
import { dropLease, otherLiveLeases, withClusterLock } from './test-cluster-leases.ts';

/** Gives up this run's lease; the last run out stops the test cluster. */
export default async function globalTeardown(): Promise<void> {
  const { __fairdrawTestPg: db, __fairdrawTestPgDir: dataDir } = globalThis as TestClusterGlobals;
  if (!db || !dataDir) return;
  await withClusterLock(dataDir, async () => {
    dropLease(dataDir);
    if (otherLiveLeases(dataDir).length === 0) await db.stop();
  });
}
