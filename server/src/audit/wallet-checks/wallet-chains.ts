import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { StreamVerification } from '../../shared/event-store/event-store.port.js';
import { toStreamVerification } from '../../shared/event-store/postgres/chain-problems.js';

/** What the chain check needs of an event: its stored hash and its canonical text as PostgreSQL writes it. */
export interface ChainedEvent {
  streamId: string;
  streamVersion: number;
  hash: string;
  canonical: string;
}

interface Seen {
  n: number;
  firstGap?: number;
  firstBad?: number;
  lastVersion: number;
  lastHash: string;
}

/**
 * The wallet streams' hash chains, recomputed in the audit's own pass over the events (the
 * replay reads them anyway), instead of a second pass in SQL: the same rules as
 * fd_verify_streams (sql/fd_verify_streams.sql). It only finds suspects: a stream whose
 * chain or head disagrees here (an altered event, or one appended while the audit read) is
 * judged again by fd_verify_stream in one statement, whose answer is the audit's.
 */
export class WalletChains {
  private readonly seen = new Map<string, Seen>();
  /** Streams judged again in SQL by the last `results` (suspects). */
  judgedInSql = 0;

  see(event: ChainedEvent): void {
    let stream = this.seen.get(event.streamId);
    if (!stream) this.seen.set(event.streamId, (stream = { n: 0, lastVersion: 0, lastHash: '' }));
    stream.n++;
    if (stream.firstGap === undefined && event.streamVersion !== stream.n) stream.firstGap = stream.n;
    const expected = createHash('sha256').update(stream.lastHash).update(event.canonical).digest('hex');
    if (stream.firstBad === undefined && expected !== event.hash) stream.firstBad = event.streamVersion;
    stream.lastVersion = event.streamVersion;
    stream.lastHash = event.hash;
  }

  /** Every wallet stream (with events or a head), as fd_verify_streams reports it. */
  async results(pool: pg.Pool): Promise<StreamVerification[]> {
    const { rows: heads } = await pool.query<{ stream_id: string; version: number; last_hash: string }>(
      `SELECT stream_id, version, last_hash FROM streams WHERE stream_id >= 'wallet-' AND stream_id <= 'wallet-' || chr(1114111)`,
    );
    const results: StreamVerification[] = [];
    const suspects: string[] = [];
    const headless = new Set(this.seen.keys());
    for (const head of heads) {
      headless.delete(head.stream_id);
      const stream = this.seen.get(head.stream_id);
      const clean = stream && stream.firstGap === undefined && stream.firstBad === undefined && stream.lastVersion === head.version && stream.lastHash === head.last_hash;
      if (clean) results.push({ streamId: head.stream_id, events: stream.n, ok: true });
      else suspects.push(head.stream_id);
    }
    suspects.push(...headless);
    this.judgedInSql = suspects.length;
    for (const streamId of suspects) {
      const { rows } = await pool.query<{ events: string; problem: string | null }>('SELECT events, problem FROM fd_verify_stream($1)', [streamId]);
      results.push(toStreamVerification(streamId, Number(rows[0]?.events ?? 0), rows[0]?.problem ?? null));
    }
    return results.sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  }
}

/**
 * fd_event_canonical's text (jsonb's output of {id, streamId, version, type, data,
 * metadata}: keys shorter first, then bytewise; ", " and ": " between), built from the
 * data and metadata texts PostgreSQL gave. An id, type or stream id that JSON escapes
 * otherwise than PostgreSQL only makes its stream a suspect, judged in SQL.
 */
export function pgCanonical(id: string, streamId: string, version: number, type: string, dataText: string, metadataText: string): string {
  return `{"id": "${id}", "data": ${dataText}, "type": ${JSON.stringify(type)}, "version": ${version}, "metadata": ${metadataText}, "streamId": ${JSON.stringify(streamId)}}`;
}
