import type pg from 'pg';
import type { EventStore, StoredEvent, Subscription } from '../event-store.port.js';
import { CheckpointMovedError } from '../projections/catch-up-projection.js';
import { inTransaction, lockCheckpoint, readCheckpoint, saveCheckpoint } from '../projections/projection-checkpoints.js';
import type { Reactor, ReactorLog } from './reactor.js';

/** Events a reactor skips before its checkpoint is saved anyway (saves a write per event). */
const SKIPPED_BEFORE_SAVE = 500;

export interface ReactorRetry {
  /** Pause after the first failed attempt (ms); doubled after each further one. */
  firstMs: number;
  maxMs: number;
}

export interface RunningReactor {
  readonly name: string;
  /** How far it has reacted (past events it does not handle, too); null: nothing yet. */
  readonly checkpoint: string | null;
  stop(): Promise<void>;
}

/**
 * Runs reactors: each subscribes from its stored checkpoint and reacts to the events it
 * handles one at a time, then moves the checkpoint in a short transaction of its own. A
 * failing reaction is tried again with back-off and the event waits (the subscription
 * delivers nothing later); a refusal is logged and passed. A second runner of the same
 * reactor (a hand-over between leaders) is caught by the checkpoint lock and restarts
 * from the stored checkpoint; an event both reacted to meanwhile is a keyed repeat.
 */
export class ReactorRunner {
  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    private readonly log: ReactorLog,
    private readonly retry: ReactorRetry = { firstMs: 100, maxMs: 30_000 },
  ) {}

  async start(reactor: Reactor): Promise<RunningReactor> {
    const handles = new Set(reactor.handles);
    const stopping = new AbortController();
    let committed = await readCheckpoint(this.pool, reactor.name);
    let reached = committed;
    let skipped = 0;
    let subscription: Subscription;

    const save = (checkpoint: string) =>
      inTransaction(this.pool, async (client) => {
        await lockCheckpoint(client, reactor.name, committed);
        await saveCheckpoint(client, reactor.name, checkpoint);
      }).then(() => {
        committed = checkpoint;
        skipped = 0;
      });

    const subscribe = () =>
      this.store.subscribe({
        fromCheckpoint: committed,
        onEvent: async (event) => {
          if (handles.has(event.type)) {
            await this.reactPatiently(reactor, event, stopping.signal);
            await save(event.checkpoint);
          } else if (++skipped >= SKIPPED_BEFORE_SAVE) await save(event.checkpoint);
          reached = event.checkpoint;
        },
        onError: (error) => {
          if (stopping.signal.aborted) return;
          this.log.warn(`Reactor ${reactor.name}: ${(error as Error)?.message ?? String(error)}`);
          if (error instanceof CheckpointMovedError) void restart();
        },
      });

    const restart = async () => {
      await subscription.stop();
      if (stopping.signal.aborted) return;
      committed = await readCheckpoint(this.pool, reactor.name);
      reached = committed;
      skipped = 0;
      subscription = subscribe();
    };
    subscription = subscribe();

    return {
      name: reactor.name,
      get checkpoint() {
        return reached;
      },
      stop: async () => {
        stopping.abort();
        await subscription.stop();
        if (skipped > 0 && reached) await save(reached).catch((error) => this.log.warn(`Reactor ${reactor.name}: ${(error as Error).message}`));
      },
    };
  }

  /** Until the reaction succeeds or is refused; throws only when the runner stops meanwhile. */
  private async reactPatiently(reactor: Reactor, event: StoredEvent, stopping: AbortSignal): Promise<void> {
    const what = `${event.type} ${event.streamId}@${event.streamVersion}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await reactor.react(event);
        return;
      } catch (error) {
        const message = (error as Error)?.message ?? String(error);
        if (reactor.isRefusal(error)) {
          this.log.warn(`Reactor ${reactor.name} passes ${what}, refused: ${message}`);
          return;
        }
        if (stopping.aborted) throw error;
        const pauseMs = Math.min(this.retry.maxMs, this.retry.firstMs * 2 ** Math.min(attempt, 30));
        this.log.warn(`Reactor ${reactor.name} failed on ${what} (attempt ${attempt + 1}), trying again in ${pauseMs} ms: ${message}`);
        await pause(pauseMs, stopping);
        if (stopping.aborted) throw error;
      }
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
