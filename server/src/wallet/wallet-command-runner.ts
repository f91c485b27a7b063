import { Injectable } from '@nestjs/common';
import { Clock } from '../shared/clock/clock.js';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { eventMetadata } from '../shared/event-store/event-metadata.js';
import { EventStore, WrongExpectedVersionError, type StoredEvent } from '../shared/event-store/event-store.port.js';
import { KeyedLock } from './keyed-lock.js';
import { decide, type WalletCommand } from './wallet.decide.js';
import { WalletConcurrencyError } from './wallet.errors.js';
import { walletEventIds } from './wallet-event-ids.js';
import { WalletStateCache, type Loaded } from './wallet-state-cache.js';
import { evolve, initialWalletState, walletStreamId, type WalletEvent, type WalletState } from './wallet.js';

/** What every wallet command handler answers: the wallet after the command. */
export interface WalletCommandResult {
  userId: string;
  /** Stream version after the command (0: no wallet). */
  version: number;
  moneyPaise: number;
  referralPaise: number;
  heldPaise: number;
  /** The events this command appended, or the originals when it was an idempotent repeat. */
  events: StoredEvent[];
  /** True when the idempotency key had already been used: nothing new was written. */
  duplicate: boolean;
}

export interface RunOptions {
  /** Same key, same event ids: a retried command cannot apply twice. */
  idempotencyKey?: string;
}

/** Attempts after the first one before a conflict is reported to the caller. */
export const MAX_CONFLICT_RETRIES = 5;

/**
 * Load, decide, append (DESIGN.md section 1) for every wallet command. Commands on one
 * wallet queue in this instance; the state comes from a cache of recent wallets (read
 * from the stream when absent or when it would refuse). The append names the version the
 * decision was made on, so a concurrent writer (another instance) makes it fail and the
 * command is decided again on fresh state, a bounded number of times.
 */
@Injectable()
export class WalletCommandRunner {
  private readonly lock = new KeyedLock();
  private readonly cache = new WalletStateCache();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(userId: string, command: WalletCommand, meta: CommandMeta, options: RunOptions = {}): Promise<WalletCommandResult> {
    const streamId = walletStreamId(userId);
    return this.lock.run(streamId, () => this.decideAndAppend(userId, streamId, command, meta, options));
  }

  private async decideAndAppend(
    userId: string,
    streamId: string,
    command: WalletCommand,
    meta: CommandMeta,
    options: RunOptions,
  ): Promise<WalletCommandResult> {
    // A cached state is trusted to append (the expected version guards it), but never to
    // refuse or to skip: before either, the stream is read again (`fresh`).
    const cached = this.cache.get(streamId);
    let current = cached ?? (await this.load(streamId));
    let fresh = cached === undefined;
    let conflicts = 0;
    for (;;) {
      let decided: WalletEvent[];
      try {
        decided = decide(command, current.state);
      } catch (rejection) {
        if (fresh) throw rejection;
        [current, fresh] = [await this.load(streamId), true];
        continue;
      }
      if (decided.length === 0) {
        if (fresh) return result(userId, current.state, current.version, [], false);
        [current, fresh] = [await this.load(streamId), true];
        continue;
      }
      try {
        return await this.append(userId, streamId, command, current, decided, meta, options);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (++conflicts > MAX_CONFLICT_RETRIES) throw new WalletConcurrencyError(userId, conflicts);
        // Another instance appended first; a short random pause spreads the retries out.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * conflicts));
        [current, fresh] = [await this.load(streamId), true];
      }
    }
  }

  private async append(
    userId: string,
    streamId: string,
    command: WalletCommand,
    current: Loaded,
    decided: WalletEvent[],
    meta: CommandMeta,
    options: RunOptions,
  ): Promise<WalletCommandResult> {
    const ids = walletEventIds(streamId, command.type, decided.length, options.idempotencyKey);
    const metadata = eventMetadata(meta, this.clock);
    const newEvents = decided.map((e, i) => ({ id: ids[i], type: e.type, data: e.data as unknown as Record<string, unknown>, metadata }));
    const appended = await this.store.append(streamId, newEvents, current.version);
    if (appended.duplicate) {
      // The originals may be older than the state we decided on: read the stream again.
      const fresh = await this.load(streamId);
      return result(userId, fresh.state, fresh.version, appended.events, true);
    }
    const next = decided.reduce(evolve, current.state);
    this.cache.put(streamId, { state: next, version: appended.nextExpectedVersion });
    return result(userId, next, appended.nextExpectedVersion, appended.events, false);
  }

  /** The cached state caught up with whatever the stream holds beyond it. */
  private async load(streamId: string): Promise<Loaded> {
    const cached = this.cache.get(streamId) ?? { state: initialWalletState(), version: 0 };
    const newer = await this.store.readStream(streamId, { fromVersion: cached.version + 1 });
    let state = cached.state;
    for (const event of newer) state = evolve(state, event as unknown as WalletEvent);
    const loaded = { state, version: newer.at(-1)?.streamVersion ?? cached.version };
    this.cache.put(streamId, loaded);
    return loaded;
  }
}

function result(userId: string, state: WalletState, version: number, events: StoredEvent[], duplicate: boolean): WalletCommandResult {
  const open = state.status === 'open';
  return {
    userId,
    version,
    moneyPaise: open ? state.moneyPaise : 0,
    referralPaise: open ? state.referralPaise : 0,
    heldPaise: open ? state.heldPaise : 0,
    events,
    duplicate,
  };
}
