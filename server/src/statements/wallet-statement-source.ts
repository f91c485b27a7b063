import type pg from 'pg';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { walletStreamId } from '../wallet/wallet.js';
import type { StreamEvent } from './statement-rows.js';

/**
 * A wallet stream, oldest first, as the statement reads it. Through the port it works on
 * every adapter; straight from PostgreSQL's events table it reads only the columns the
 * statement uses (no hash, no metadata but the time), about three times faster for a
 * 20,000-event wallet (measured: 260 against 90 ms), as the audit does (wallet-event-source.ts).
 */
export async function walletStreamFromPort(store: EventStore, userId: string): Promise<StreamEvent[]> {
  const events = await store.readStream(walletStreamId(userId));
  return events.map((e) => ({ id: e.id, version: e.streamVersion, type: e.type, data: e.data, occurredAt: e.metadata.occurredAt }));
}

export async function walletStreamFromPostgres(pool: pg.Pool, userId: string): Promise<StreamEvent[]> {
  const { rows } = await pool.query<[string, number, string, Record<string, unknown>, string]>({
    name: 'fd_statement_stream',
    text: `SELECT event_id, stream_version, type, data, metadata->>'occurredAt' FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    values: [walletStreamId(userId)],
    rowMode: 'array',
  });
  return rows.map(([id, version, type, data, occurredAt]) => ({ id, version, type, data, occurredAt }));
}
