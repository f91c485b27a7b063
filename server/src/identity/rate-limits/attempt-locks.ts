import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * Transaction-scoped advisory locks on named keys, taken in the order given. Callers
 * always name the account before the address, so two attempts never wait on each other
 * in a cycle; the locks end with the transaction.
 */
export async function lockKeys(tx: EntityManager, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const id = createHash('sha256').update(key).digest().readBigInt64BE(0);
    await tx.query('SELECT pg_advisory_xact_lock($1)', [id.toString()]);
  }
}
