import type pg from 'pg';
import type { EventStore, StoredEvent, Subscription } from '../event-store.port.js';
import { CheckpointMovedError, type CatchUpProjection } from './catch-up-projection.js';
import { inTransaction, lockCheckpoint, readCheckpoint, saveCheckpoint } from './projection-checkpoints.js';

/** Events a projection skips before its checkpoint is saved anyway (saves a write per event). */
const SKIPPED_BEFORE_SAVE = 500;

export interface RunningProjection {
  readonly name: string;
  /**
   * How far it has processed: the checkpoint committed with its rows, or past events it
   * does not handle (saved in batches and on stop). Null: nothing yet.
   */
  readonly checkpoint: string | null;
  stop(): Promise<void>;
}

/**
 * Runs catch-up projections: each subscribes from its stored checkpoint and applies every
 * event it handles in a transaction that also moves the checkpoint. Run one per
 * projection at a time (the leader instance); a second one is caught by the checkpoint
 * lock and restarts from the stored checkpoint rather than applying twice.
 */
export class CatchUpProjectionRunner {
  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    private readonly onError: (projection: string, error: unknown) => void = () => undefined,
  ) {}

  async start(projection: CatchUpProjection): Promise<RunningProjection> {
    const handles = new Set(projection.handles);
    let committed = await readCheckpoint(this.pool, projection.name);
    let skipped: StoredEvent | null = null;
    let skippedCount = 0;
    let subscription: Subscription;
    let stopped = false;

    const advance = (event: StoredEvent, apply: boolean) =>
      inTransaction(this.pool, async (client) => {
        await lockCheckpoint(client, projection.name, committed);
        if (apply) await projection.apply(event, client);
        await saveCheckpoint(client, projection.name, event.checkpoint);
      }).then(() => {
        committed = event.checkpoint;
        skipped = null;
        skippedCount = 0;
      });

    const restart = async () => {
      await subscription.stop();
      if (stopped) return;
      committed = await readCheckpoint(this.pool, projection.name);
      skipped = null;
      skippedCount = 0;
      subscription = subscribe();
    };

    const subscribe = () =>
      this.store.subscribe({
        fromCheckpoint: committed,
        onEvent: async (event) => {
          if (handles.has(event.type)) return advance(event, true);
          skipped = event;
          if (++skippedCount >= SKIPPED_BEFORE_SAVE) await advance(event, false);
        },
        onError: (error) => {
          this.onError(projection.name, error);
          if (error instanceof CheckpointMovedError) void restart();
        },
      });
    subscription = subscribe();

    return {
      name: projection.name,
      get checkpoint() {
        return (skipped as StoredEvent | null)?.checkpoint ?? committed;
      },
      stop: async () => {
        stopped = true;
        await subscription.stop();
        const last = skipped as StoredEvent | null;
        if (last) await advance(last, false).catch((error) => this.onError(projection.name, error));
      },
    };
  }

  /**
   * Truncates the projection's tables and replays every event into them, in one
   * transaction with its checkpoint (readers see the old rows until it commits). Stop the
   * projection's runner first. Returns the number of events applied.
   */
  async rebuild(projection: CatchUpProjection): Promise<number> {
    const handles = new Set(projection.handles);
    return inTransaction(this.pool, async (client) => {
      await readCheckpoint(client, projection.name);
      await client.query('SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
      if (projection.tables.length > 0) {
        const { rows } = await client.query<{ list: string }>(
          'SELECT string_agg(t::regclass::text, \', \') AS list FROM unnest($1::text[]) t',
          [projection.tables],
        );
        await client.query(`TRUNCATE ${rows[0].list}`);
      }
      let checkpoint: string | null = null;
      let applied = 0;
      for (;;) {
        const page = await this.store.readAll(checkpoint, 1000);
        if (page.events.length === 0) break;
        for (const event of page.events) {
          if (!handles.has(event.type)) continue;
          await projection.apply(event, client);
          applied++;
        }
        checkpoint = page.checkpoint;
      }
      await saveCheckpoint(client, projection.name, checkpoint);
      return applied;
    });
  }
}
