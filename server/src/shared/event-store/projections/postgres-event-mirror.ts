import type pg from 'pg';
import type { EventStore, StoredEvent, Subscription } from '../event-store.port.js';
import { inTransaction, readCheckpoint, saveCheckpoint } from './projection-checkpoints.js';

export const MIRROR_CHECKPOINT = 'event-store-mirror';

/**
 * With KurrentDB as the event store (EVENTSTORE_URL), PostgreSQL still holds the read
 * models, and their inline projections are functions over the `events` table. The mirror
 * copies every event, in commit order, into that table through fd_append_events (same
 * stream, version and id), which runs the inline projections as it would for a local
 * append; the checkpoint moves in the same transaction. Copies are idempotent (the id is
 * kept), so a restart or a second instance mirroring at once does no harm. Read models
 * then follow the store a moment later instead of in the append's own transaction.
 */
export class PostgresEventMirror {
  private subscription: Subscription | null = null;

  constructor(
    private readonly source: EventStore,
    private readonly pool: pg.Pool,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    const from = await readCheckpoint(this.pool, MIRROR_CHECKPOINT);
    this.subscription = this.source.subscribe({ fromCheckpoint: from, onEvent: (e) => this.copy(e), onError: this.onError });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  private async copy(event: StoredEvent): Promise<void> {
    const payload = JSON.stringify([{ id: event.id, type: event.type, data: event.data, metadata: event.metadata }]);
    await inTransaction(this.pool, async (client) => {
      await client.query({
        name: 'fd_mirror_append',
        text: 'SELECT 1 FROM fd_append_events($1, $2, $3::jsonb)',
        values: [event.streamId, event.streamVersion - 1, payload],
      });
      await saveCheckpoint(client, MIRROR_CHECKPOINT, event.checkpoint);
    });
  }
}
