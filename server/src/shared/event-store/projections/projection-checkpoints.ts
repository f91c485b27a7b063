import type pg from 'pg';
import { CheckpointMovedError } from './catch-up-projection.js';

type Queryable = pg.Pool | pg.PoolClient;

/** The row of projection_checkpoints a catch-up projection owns. */
export async function readCheckpoint(db: Queryable, name: string): Promise<string | null> {
  await db.query('INSERT INTO projection_checkpoints (name, checkpoint) VALUES ($1, NULL) ON CONFLICT (name) DO NOTHING', [name]);
  const { rows } = await db.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projection_checkpoints WHERE name = $1', [name]);
  return rows[0].checkpoint;
}

/**
 * Locks the checkpoint row for this transaction and checks it is still where this runner
 * left it: a second runner of the same projection (say, in another instance) then fails
 * here instead of applying an event twice.
 */
export async function lockCheckpoint(client: pg.PoolClient, name: string, expected: string | null): Promise<void> {
  const { rows } = await client.query<{ checkpoint: string | null }>({
    name: 'fd_lock_checkpoint',
    text: 'SELECT checkpoint FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
    values: [name],
  });
  const stored = rows[0]?.checkpoint ?? null;
  if (stored !== expected) throw new CheckpointMovedError(name, expected, stored);
}

export async function saveCheckpoint(client: pg.PoolClient, name: string, checkpoint: string | null): Promise<void> {
  await client.query({
    name: 'fd_save_checkpoint',
    text: 'UPDATE projection_checkpoints SET checkpoint = $2, updated_at = now() WHERE name = $1',
    values: [name, checkpoint],
  });
}

/**
 * `work` in one transaction on a client of its own. A connection that dies meanwhile (the
 * database stopped) fails the query that runs, and its error event, with no query running,
 * must not end the process; a client that could not roll back is not given to anyone else.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const lost = () => undefined;
  client.on('error', lost);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
    throw error;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}
