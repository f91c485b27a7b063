import type { NewEvent, StoredEvent } from '../event-store.port.js';

/**
 * SQL texts and row mapping of the PostgreSQL adapter. Every statement is a named
 * (prepared) query: parsed and planned once per connection, then only executed.
 */
const COLUMNS = `global_position, tx_id::text AS tx_id, event_id, stream_id, stream_version, type, data, metadata, hash, created_at`;

export const SQL = {
  append: `SELECT * FROM fd_append_events($1, $2, $3::jsonb)`,
  appendGroup: `SELECT * FROM fd_append_group($1::jsonb)`,
  readForward: `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2
                ORDER BY stream_version LIMIT $3`,
  readBackward: `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_version <= $2
                 ORDER BY stream_version DESC LIMIT $3`,
  findEvents: `SELECT ${COLUMNS} FROM events WHERE event_id = ANY ($2::uuid[]) AND stream_id = $1 ORDER BY stream_version`,
  // Commit order, and never past the oldest transaction still running (the gap problem).
  readAll: `SELECT ${COLUMNS} FROM events
            WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
              AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
            ORDER BY tx_id, global_position LIMIT $3`,
  verify: `SELECT events, problem FROM fd_verify_stream($1)`,
  // A range on the C-collated key (index scan whatever the plan), then the exact prefix test.
  listStreams: `SELECT stream_id FROM streams
                WHERE stream_id >= $1 AND stream_id <= $1 || chr(1114111) AND starts_with(stream_id, $1)
                ORDER BY stream_id`,
} as const;

export interface EventRow {
  global_position: string;
  tx_id: string;
  event_id: string;
  stream_id?: string;
  stream_version: number;
  type: string;
  data: Record<string, unknown> | null;
  metadata: StoredEvent['metadata'] | null;
  hash: string;
  created_at: Date;
}

export function toCheckpoint(txId: string, position: string | number): string {
  return `${txId}:${position}`;
}

/** (tx_id, global_position) of a checkpoint; the start of the log for null. */
export function parseCheckpoint(checkpoint: string | null): [string, string] {
  if (checkpoint === null) return ['0', '0'];
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Not a PostgreSQL event store checkpoint: ${checkpoint}`);
  return [match[1], match[2]];
}

/** A stored row as the port's StoredEvent; `sent` fills what fd_append_events leaves out. */
export function toStoredEvent(row: EventRow, streamId: string, sent?: NewEvent): StoredEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data ?? sent!.data,
    metadata: row.metadata ?? sent!.metadata,
    streamId: row.stream_id ?? streamId,
    streamVersion: row.stream_version,
    globalPosition: Number(row.global_position),
    checkpoint: toCheckpoint(row.tx_id, row.global_position),
    hash: row.hash,
    createdAt: row.created_at.toISOString(),
  };
}
