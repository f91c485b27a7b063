import type pg from 'pg';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { WALLET_STREAM_PREFIX } from '../wallet/wallet.js';
import { pgCanonical } from './wallet-checks/wallet-chains.js';

/** What the replay needs of an event. */
export interface ReplayEvent {
  streamId: string;
  streamVersion: number;
  type: string;
  data: Record<string, unknown>;
  /** When it happened (the clock's time): given for ticket purchases, which must not fall in a pause. */
  occurredAt?: string;
  /** From PostgreSQL: the stored hash and the canonical text it chains (wallet-checks/wallet-chains.ts). */
  hash?: string;
  canonical?: string;
}

/** Pages of wallet events; within a stream, in version order. */
export type WalletEventSource = AsyncIterable<ReplayEvent[]>;

const PORT_PAGE = 20_000;
const SQL_PAGE = 50_000;

/** Through the port: the whole log in commit order, other streams skipped. Works on every adapter. */
export async function* walletEventsFromPort(store: EventStore): WalletEventSource {
  let checkpoint: string | null = null;
  for (;;) {
    const page = await store.readAll(checkpoint, PORT_PAGE);
    yield page.events
      .filter((e) => e.streamId.startsWith(WALLET_STREAM_PREFIX))
      .map((e) => ({ streamId: e.streamId, streamVersion: e.streamVersion, type: e.type, data: e.data, occurredAt: e.metadata.occurredAt }));
    if (page.events.length < PORT_PAGE) return;
    checkpoint = page.checkpoint;
  }
}

/**
 * Straight from the PostgreSQL events table: only wallet streams and only the columns the
 * replay and the chain check use, in global position order (a stream's versions are
 * appended under its head lock, so they take increasing positions). The data and metadata
 * come as PostgreSQL's own jsonb text, which is what their hash chains.
 */
export async function* walletEventsFromPostgres(pool: pg.Pool): WalletEventSource {
  const page = (after: string) =>
    pool.query<[string, string, number, string, string, string | null, string, string, string]>({
      name: 'audit_wallet_events_chained',
      // Only a purchase's time is judged (it must not fall in a pause): the others skip reading it.
      text: `SELECT global_position, stream_id, stream_version, type, data::text,
                    CASE WHEN type = 'TicketPurchased' THEN metadata->>'occurredAt' END, event_id, hash, metadata::text FROM events
             WHERE global_position > $1 AND stream_id LIKE 'wallet-%'
             ORDER BY global_position LIMIT $2`,
      values: [after, SQL_PAGE],
      rowMode: 'array',
    });
  let pending = page('0');
  for (;;) {
    const { rows } = await pending;
    // The next page is read while the caller folds this one.
    if (rows.length === SQL_PAGE) pending = page(rows[rows.length - 1][0]);
    yield rows.map((r) => ({
      streamId: r[1],
      streamVersion: r[2],
      type: r[3],
      data: JSON.parse(r[4]) as Record<string, unknown>,
      occurredAt: r[5] ?? undefined,
      hash: r[7],
      canonical: pgCanonical(r[6], r[1], r[2], r[3], r[4], r[8]),
    }));
    if (rows.length < SQL_PAGE) return;
  }
}
