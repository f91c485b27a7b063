import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../database/pg-pool.js';
import { Leadership } from '../../leadership/leadership.js';
import { EventStore } from '../event-store.port.js';
import { isAtOrPast } from './checkpoint-order.js';
import type { Reactor } from './reactor.js';
import { ReactorRunner, type RunningReactor } from './reactor-runner.js';

/** Pause before starting a reactor again whose start failed (its checkpoint unreadable). */
const START_RETRY_MS = 1_000;

/**
 * The reactors of every feature, run in the instance that leads the background work
 * (shared/leadership), one runner each, so one stuck reactor holds up no other. Features
 * register theirs when their module initialises. An instance that never leads
 * (SCHEDULER_ENABLED=false, command-line tools) runs none.
 */
@Injectable()
export class Reactors implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Reactors.name);
  private readonly runner: ReactorRunner;
  private readonly registered: Reactor[] = [];
  private readonly running = new Map<string, RunningReactor>();
  private changes: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private retry: NodeJS.Timeout | null = null;
  private destroyed = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    store: EventStore,
    private readonly leadership: Leadership,
  ) {
    this.runner = new ReactorRunner(pool, store, { warn: (message) => this.logger.warn(message) });
  }

  register(reactor: Reactor): void {
    if (this.registered.some((r) => r.name === reactor.name)) throw new Error(`Two reactors are named ${reactor.name}`);
    this.registered.push(reactor);
  }

  onApplicationBootstrap(): void {
    this.unsubscribe = this.leadership.onChange((leading) => this.follow(leading));
    if (this.leadership.isLeader()) this.follow(true);
  }

  async onModuleDestroy(): Promise<void> {
    this.destroyed = true;
    this.unsubscribe?.();
    this.follow(false);
    await this.changes;
  }

  /**
   * Resolves true once the reactor `name` has passed `checkpoint`, here or in the instance
   * that runs it (its stored checkpoint), and false when `withinMs` runs out first.
   */
  async passed(name: string, checkpoint: string, withinMs: number): Promise<boolean> {
    const deadline = performance.now() + withinMs;
    for (;;) {
      const local = this.running.get(name);
      if (isAtOrPast(local ? local.checkpoint : await this.stored(name), checkpoint)) return true;
      if (performance.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, local ? 5 : 20));
    }
  }

  private async stored(name: string): Promise<string | null> {
    const { rows } = await this.pool
      .query<{ checkpoint: string | null }>({ name: 'fd_reactor_checkpoint', text: 'SELECT checkpoint FROM projection_checkpoints WHERE name = $1', values: [name] })
      .catch(() => ({ rows: [] }));
    return rows[0]?.checkpoint ?? null;
  }

  /** Leadership changes are applied in order: a start and a stop never overlap. */
  private follow(leading: boolean): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const start = leading && !this.destroyed;
    this.changes = this.changes
      .then(() => (start ? this.startAll() : this.stopAll()))
      .catch((error) => this.logger.error(`Reactors: ${(error as Error)?.message ?? String(error)}`));
  }

  private async startAll(): Promise<void> {
    let failed = false;
    for (const reactor of this.registered) {
      if (this.running.has(reactor.name)) continue;
      try {
        this.running.set(reactor.name, await this.runner.start(reactor));
      } catch (error) {
        failed = true;
        this.logger.warn(`Reactor ${reactor.name} did not start: ${(error as Error)?.message ?? String(error)}`);
      }
    }
    if (failed) this.retry = setTimeout(() => this.follow(this.leadership.isLeader()), START_RETRY_MS).unref();
  }

  private async stopAll(): Promise<void> {
    const stopping = [...this.running.values()];
    this.running.clear();
    await Promise.all(stopping.map((r) => r.stop()));
  }
}
