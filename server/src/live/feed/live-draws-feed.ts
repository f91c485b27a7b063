import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { PERIOD_IDS, type PeriodId } from '../../draws/draw-periods.js';
import { drawView } from '../../draws/queries/draw-view.js';
import { livePotsAnswer } from '../../draws/pots/pots-api.js';
import { GetLivePots } from '../../draws/pots/queries/get-live-pots/get-live-pots.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import { PgEventsListener } from '../../shared/event-store/postgres/pg-listener.js';
import { requestContext } from '../../shared/logging/logger.js';
import { LiveHub } from '../live-hub.js';
import { LIVE_OPTIONS, type LiveOptions } from '../live.options.js';
import { latestRounds } from './latest-rounds.js';
import { delayChanges, delayedEvent, roundChanges, roundEvent } from './round-changes.js';
import { latestSettled, settledChanges } from './settled-rounds.js';

type PotsEvent = { period: PeriodId } & ReturnType<typeof livePotsAnswer>;

/**
 * What the live stream tells (GET /live/draws), in every instance, while it has listeners:
 * `round` when a round opens or closes (again once its ticket root is recorded), `delayed`
 * {period, draw_id, since, reason} when a due result is late, `settled` {period, draw_id} when a round's prizes
 * are paid, `pots` when a period's pots change (at most once per `potsEveryMs` each). Appends in any instance reach it through the event store's
 * NOTIFY after commit (shared/event-store/postgres); it then reads the read models, so a
 * lost notification only delays an event until the next poll, and a burst of purchases
 * costs one read. Reads, never writes: every instance does this for its own clients.
 */
@Injectable()
export class LiveDrawsFeed implements OnModuleDestroy {
  private readonly logger = new Logger('LiveDraws');
  private readonly listener: PgEventsListener;
  private running: { abort: AbortController; done: Promise<void>; firstLook: Promise<void> } | null = null;
  private seenRounds: ReadonlySet<string> | null = null;
  private seenDelays: ReadonlySet<string> | null = null;
  /** The `delayed` events of the results late at the last look: a stream opened meanwhile gets them in its greeting. */
  private lateNow: ReturnType<typeof delayedEvent>[] = [];
  private seenSettled: ReadonlyMap<PeriodId, string> | null = null;
  private readonly lastPots = new Map<PeriodId, string>();
  private potsDirty = true;
  private potsAt = Number.NEGATIVE_INFINITY;
  private readonly failing = new Set<'rounds' | 'settled' | 'pots'>();

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(LIVE_OPTIONS) private readonly options: LiveOptions,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly hub: LiveHub,
  ) {
    this.listener = new PgEventsListener(pool, (error) => this.logger.warn(`LISTEN connection lost: ${String(error)}`));
    // A stream may open just as the last one closed and stopped the feed it had attached to.
    hub.onActivity((active) => void (active ? this.attach() : this.stop()));
  }

  /**
   * Starts the feed if it is not running and resolves once it has read the rounds and pots
   * once (or failed to): a stream opened after it hears every change from then on, and
   * gets the current pots in its greeting.
   */
  async attach(): Promise<void> {
    if (!this.running) {
      const abort = new AbortController();
      let looked!: () => void;
      const firstLook = new Promise<void>((resolve) => (looked = resolve));
      // The feed outlives the request that started it: its logs carry no request id.
      const done = requestContext.exit(() => this.run(abort.signal, looked));
      this.running = { abort, firstLook, done };
    }
    await this.running.firstLook;
  }

  /** The pots as last sent, for a stream that opens meanwhile. */
  currentPots(): PotsEvent[] {
    return [...this.lastPots.values()].map((json) => JSON.parse(json) as PotsEvent);
  }

  /** The results late now, for a stream that opens meanwhile (the draw reads show only open rounds). */
  currentDelays(): ReturnType<typeof delayedEvent>[] {
    return [...this.lateNow];
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  private async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = null;
    running.abort.abort();
    await running.done;
  }

  private async run(signal: AbortSignal, looked: () => void): Promise<void> {
    this.seenRounds = null;
    this.seenDelays = null;
    this.seenSettled = null;
    this.potsDirty = true;
    await this.listener.acquire();
    try {
      while (!signal.aborted) {
        const seen = this.listener.news.seen;
        await this.look();
        looked();
        await this.listener.news.wait(seen, signal, this.nextLookInMs());
        if (this.listener.news.seen !== seen) this.potsDirty = true;
        await pause(this.options.coalesceMs, signal);
        // Nobody listens (the stream that started it never opened): stop until the next one.
        if (this.hub.size === 0) break;
      }
    } finally {
      looked();
      if (this.running?.abort.signal === signal) this.running = null;
      await this.listener.release();
    }
  }

  /** The poll, or sooner when pots held back by the throttle fall due. */
  private nextLookInMs(): number {
    if (!this.potsDirty) return this.options.pollMs;
    const due = this.options.potsEveryMs - (performance.now() - this.potsAt);
    return Math.max(0, Math.min(this.options.pollMs, due));
  }

  private async look(): Promise<void> {
    await this.attempt('rounds', () => this.lookAtRounds());
    await this.attempt('settled', () => this.lookAtSettled());
    if (this.potsDirty && performance.now() - this.potsAt >= this.options.potsEveryMs) {
      await this.attempt('pots', () => this.lookAtPots());
    }
  }

  /** A failed read is logged once per outage (a missing read model or handler, the database away), not at every look. */
  private async attempt(what: 'rounds' | 'settled' | 'pots', read: () => Promise<void>): Promise<void> {
    try {
      await read();
      this.failing.delete(what);
    } catch (error) {
      if (!this.failing.has(what)) this.logger.warn(`Reading the ${what} failed: ${(error as Error)?.message ?? String(error)}`);
      this.failing.add(what);
      if (what === 'pots') this.potsAt = performance.now(); // again at the pots' pace, not in a tight loop
    }
  }

  private async lookAtRounds(): Promise<void> {
    const now = this.clock.now();
    const views = (await latestRounds(this.pool, PERIOD_IDS)).map((row) => drawView(row, now));
    const { changed, seen } = roundChanges(this.seenRounds, views);
    this.seenRounds = seen;
    for (const view of changed) this.hub.broadcast('round', roundEvent(view));
    const delays = delayChanges(this.seenDelays, views);
    this.seenDelays = delays.seen;
    this.lateNow = views.filter((view) => view.delay !== null).map(delayedEvent);
    for (const view of delays.delayed) this.hub.broadcast('delayed', delayedEvent(view));
    // A round that opened or closed changes its period's pots at once (a new round starts at its base).
    if (changed.length > 0) this.potsDirty = true;
  }

  /** A round settled (RoundSettled, in any instance): its players' balances and tickets changed. */
  private async lookAtSettled(): Promise<void> {
    const { changed, seen } = settledChanges(this.seenSettled, await latestSettled(this.pool, PERIOD_IDS));
    this.seenSettled = seen;
    for (const settled of changed) this.hub.broadcast('settled', settled);
  }

  private async lookAtPots(): Promise<void> {
    this.potsDirty = false;
    this.potsAt = performance.now();
    for (const period of PERIOD_IDS) {
      const pots: PotsEvent = { period, ...livePotsAnswer(await this.queryBus.execute(new GetLivePots(period, true))) };
      const json = JSON.stringify(pots);
      if (this.lastPots.get(period) === json) continue;
      this.lastPots.set(period, json);
      this.hub.broadcast('pots', pots);
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
