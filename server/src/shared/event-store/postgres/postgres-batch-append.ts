import type pg from 'pg';
import {
  EventIdConflictError,
  WrongExpectedVersionError,
  assertAppendable,
  type BatchAppendOutcome,
  type StreamAppend,
} from '../event-store.port.js';
import { toStoredEvent, type EventRow } from './pg-rows.js';
import { mapProjectionRefusal } from './projection-refusals.js';

/** Items per call of fd_append_batch: one transaction and one round trip each. */
const CHUNK = 2000;
/**
 * Chunks in flight at once. Their streams are distinct, so they never wait for each other's
 * locks, and one's commit (a WAL flush) overlaps another's work: 20,000 prize credits went
 * 1.5 to 2 times as fast with two as with one on a two-core machine.
 */
const PARALLEL = 2;

type BatchRow = EventRow & {
  item: number;
  outcome: 'appended' | 'duplicate' | 'version_conflict' | 'id_conflict';
  actual_version: number;
};

const SQL = 'SELECT * FROM fd_append_batch($1::jsonb)';

/**
 * appendToMany on PostgreSQL: fd_append_batch (sql/fd_append_batch.sql) in chunks,
 * each one call and one transaction that judges, inserts, chains its items and runs each
 * inline projection once over the chunk's new events.
 */
export async function appendBatch(pool: pg.Pool, appends: StreamAppend[]): Promise<BatchAppendOutcome[]> {
  if (new Set(appends.map((a) => a.streamId)).size !== appends.length) {
    throw new Error('appendToMany takes each stream at most once');
  }
  for (const a of appends) assertAppendable(a.streamId, [a.event], a.expectedVersion);
  const chunks: StreamAppend[][] = [];
  for (let start = 0; start < appends.length; start += CHUNK) chunks.push(appends.slice(start, start + CHUNK));
  const answers = new Array<BatchAppendOutcome[]>(chunks.length);
  let next = 0;
  // Each worker takes the next chunk; a failed chunk stops its worker and fails the call
  // (chunks already committed stay: their event ids make the retry a no-op for them).
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      answers[index] = await appendChunk(pool, chunks[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, chunks.length) }, worker));
  return answers.flat();
}

async function appendChunk(pool: pg.Pool, chunk: StreamAppend[]): Promise<BatchAppendOutcome[]> {
  const payload = JSON.stringify(
    chunk.map((a) => ({
      s: a.streamId,
      v: a.expectedVersion,
      e: { id: a.event.id, type: a.event.type, data: a.event.data, metadata: a.event.metadata },
    })),
  );
  // Rows come back appended first: each says which item it answers.
  const rows = await runChunk(pool, payload);
  const answered = new Array<BatchAppendOutcome | undefined>(chunk.length);
  for (const row of rows) answered[row.item - 1] = toOutcome(row, chunk[row.item - 1]);
  return answered.map((outcome, i) => {
    if (!outcome) throw new Error(`fd_append_batch gave no outcome for ${chunk[i].streamId}`);
    return outcome;
  });
}

/**
 * One chunk, run again when a concurrent append committed one of its ids first (the
 * unique index stops the whole statement); the next run reports that item's outcome.
 */
async function runChunk(pool: pg.Pool, payload: string, attempts = 3): Promise<BatchRow[]> {
  try {
    return (await pool.query<BatchRow>({ name: 'fd_append_batch', text: SQL, values: [payload] })).rows;
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    if (attempts > 1 && e.code === '23505' && e.constraint === 'events_event_id_key') return runChunk(pool, payload, attempts - 1);
    throw mapProjectionRefusal(error);
  }
}

function toOutcome(row: BatchRow, sent: StreamAppend): BatchAppendOutcome {
  const { streamId, expectedVersion, event } = sent;
  switch (row.outcome) {
    case 'appended':
    case 'duplicate':
      return {
        streamId,
        outcome: row.outcome,
        event: toStoredEvent(row, streamId, row.outcome === 'appended' ? event : undefined),
        nextExpectedVersion: row.actual_version,
      };
    case 'version_conflict':
      return { streamId, outcome: 'conflict', error: new WrongExpectedVersionError(streamId, expectedVersion, row.actual_version) };
    case 'id_conflict':
      return { streamId, outcome: 'conflict', error: new EventIdConflictError(`Event ${event.id} is stored in another stream than ${streamId}`) };
    default: {
      const unknown: never = row.outcome;
      throw new Error(`Unknown batch outcome ${String(unknown)}`);
    }
  }
}
