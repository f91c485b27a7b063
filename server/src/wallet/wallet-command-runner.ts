import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { Clock } from '../shared/clock/clock.js';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { eventMetadata } from '../shared/event-store/event-metadata.js';
import { DomainError } from '../shared/errors/domain-error.js';
import { EventIdConflictError, EventStore, WrongExpectedVersionError, type NewEvent, type StoredEvent, type StreamAppend, type StreamEvents } from '../shared/event-store/event-store.port.js';
import { findOriginalOutcome, keyedEventIds, originalOutcome, type CommandKey } from '../shared/idempotency/keyed-command.js';
import { KeyedLock } from './keyed-lock.js';
import type { WalletBalance } from './queries/get-wallet-balances/get-wallet-balances.query.js';
import type { WalletCommand } from './wallet.commands.js';
import { decide } from './wallet.decide.js';
import { walletCommandKey } from './wallet-command-key.js';
import { WalletConcurrencyError } from './wallet.errors.js';
import { WalletStateCache, type Loaded } from './wallet-state-cache.js';
import { evolve, initialWalletState, walletStreamId, type OpenWalletState, type WalletEvent } from './wallet.js';

/** What every wallet command handler answers: the wallet after the command. */
export interface WalletCommandResult {
  userId: string;
  /** Stream version after the command (0: no wallet). */
  version: number;
  moneyPaise: number;
  referralPaise: number;
  heldPaise: number;
  /** The events this command appended, or the originals when it was a repeat of its key. */
  events: StoredEvent[];
  /** True when the command's key had been used already: nothing new was written. */
  duplicate: boolean;
}

/** Attempts after the first one before a conflict is reported to the caller. */
export const MAX_CONFLICT_RETRIES = 5;

/** Commands that need nothing of a wallet but that it is open: they can be decided for many wallets at once. */
export type WalletCredit = Extract<WalletCommand, { type: 'CreditPrize' | 'CreditDeposit' | 'CreditReferral' | 'CreditAdjustment' }>;

/** One wallet's answer in a batch of credits. */
export type WalletCreditOutcome =
  | { userId: string; outcome: 'credited' }
  | { userId: string; outcome: 'repeated' }
  | { userId: string; outcome: 'refused'; error: DomainError };

/** Wallets re-decided one by one at a time in a batch (those that met a concurrent command). */
const SINGLE_CONCURRENCY = 8;

/**
 * Load, decide, append (DESIGN.md section 1) for every wallet command, keyed first: a
 * command whose key is stored gets its original outcome, whatever the wallet holds now,
 * and the same key with another request is refused (IDEMPOTENCY.KEY_REUSED).
 *
 * On PostgreSQL the append is the key's lookup (fd_append_events checks ids before the
 * version, against a unique index), so a new purchase stays one round trip; a refusal
 * or a no-op is only reported after the key was looked up and found new. Stores whose
 * append sees only recent ids (KurrentDB) are asked first.
 *
 * Commands on one wallet queue in this instance; the state comes from a cache of recent
 * wallets, trusted to append (the expected version guards it) but never to refuse or to
 * skip: before either, the stream is read again. A concurrent writer (another instance)
 * makes the append fail and the command is decided again, a bounded number of times.
 */
@Injectable()
export class WalletCommandRunner {
  private readonly lock = new KeyedLock();
  private readonly cache = new WalletStateCache();
  /** The wallet whose turn the current async context holds (exclusively), while it holds it. */
  private readonly turn = new AsyncLocalStorage<{ streamId: string; held: boolean }>();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(userId: string, command: WalletCommand, meta: CommandMeta): Promise<WalletCommandResult> {
    const streamId = walletStreamId(userId);
    const work = () => this.decideAndAppend(userId, streamId, command, walletCommandKey(command), meta);
    const turn = this.turn.getStore();
    // Within `exclusively` for this wallet the turn is already ours: queueing again would wait for ourselves.
    return turn?.held && turn.streamId === streamId ? work() : this.lock.run(streamId, work);
  }

  /**
   * Runs `work` in this wallet's turn: the wallet commands `work` runs go ahead, every other
   * one of this instance waits until it ends. For a check that must still hold when a later
   * command of `work` runs (a withdrawal's balance check, its request written, then its hold:
   * no purchase of this instance can come in between). Across instances the expected
   * version still decides, as for every command.
   */
  exclusively<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const streamId = walletStreamId(userId);
    return this.lock.run(streamId, async () => {
      const turn = { streamId, held: true };
      try {
        return await this.turn.run(turn, work);
      } finally {
        // Work that `work` left running (an event handler) keeps the context, not the turn.
        turn.held = false;
      }
    });
  }

  /** Whether runTogether can be used: the store appends to several streams in one transaction. */
  get appendsTogether(): boolean {
    return this.store.appendsTogether;
  }

  /**
   * Wallet commands decided in this wallet's turn, in order, each under its own key, and
   * appended in one transaction with another stream's events (a withdrawal request's
   * change and its hold steps): both are written or neither. The wallet is read from its
   * stream first, so a refusal is never given on a cached state, and writes nothing. A
   * stale wallet version is decided again; a stale version of the other stream is the
   * caller's to report (a WrongExpectedVersionError naming it). Only where appendsTogether.
   */
  runTogether(userId: string, commands: readonly WalletCommand[], meta: CommandMeta, alongside: StreamEvents): Promise<WalletCommandResult> {
    const streamId = walletStreamId(userId);
    const work = async () => {
      let current = await this.load(streamId);
      for (let conflicts = 0; ; ) {
        let state = current.state;
        const events: NewEvent[] = [];
        try {
          for (const command of commands) {
            const decided = decide(command, state);
            state = decided.reduce(evolve, state);
            events.push(...this.newEvents(streamId, decided, walletCommandKey(command), meta));
          }
        } catch (refusal) {
          // Steps decided from a stale request are refused for that, not for what the wallet says of them.
          throw (await this.staleVersion(alongside)) ?? refusal;
        }
        try {
          if (events.length === 0) {
            await this.store.appendTogether([alongside]);
            return result(userId, current, [], false);
          }
          // The other stream first: a change decided on a stale request is told so before the wallet is judged.
          const [, appended] = await this.store.appendTogether([alongside, { streamId, events, expectedVersion: current.version }]);
          const next = { state, version: appended.nextExpectedVersion };
          this.cache.put(streamId, next);
          return result(userId, next, appended.events, false);
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError) || error.streamId !== streamId) throw error;
          if (++conflicts > MAX_CONFLICT_RETRIES) throw new WalletConcurrencyError(userId, conflicts);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * conflicts));
          current = await this.load(streamId);
        }
      }
    };
    const turn = this.turn.getStore();
    return turn?.held && turn.streamId === streamId ? work() : this.lock.run(streamId, work);
  }

  /** The error for a stream that is past the version an append expects of it, if it is. */
  private async staleVersion({ streamId, expectedVersion }: StreamEvents): Promise<WrongExpectedVersionError | null> {
    const [head] = await this.store.readStream(streamId, { direction: 'backward', limit: 1 });
    const actual = head?.streamVersion ?? 0;
    return actual === expectedVersion ? null : new WrongExpectedVersionError(streamId, expectedVersion, actual);
  }

  /**
   * The wallet as its stream holds it now (the cached state caught up), for reads that
   * judge by the wallet's state without changing it (a deposit request during a pause).
   */
  current(userId: string): Promise<Loaded> {
    return this.load(walletStreamId(userId));
  }

  /**
   * Credits for many wallets (a round's prizes), decided by the same decider under the same
   * keys as `run`, and appended set-based: one event a wallet, each at the version it was
   * decided on. A wallet is decided on its cached state, or else on what `known` (the
   * balances read model) says of it, which is enough for a credit: it needs only an open
   * wallet. Every wallet whose version moved, that `known` lacks, or whose credit the decider
   * refuses goes through `run` (queued, read again, its key looked up), so a refusal is
   * never given on anything but the stream itself. Each user once per call.
   */
  async creditMany(credits: ReadonlyArray<{ userId: string; command: WalletCredit }>, meta: CommandMeta, known: ReadonlyMap<string, WalletBalance>): Promise<WalletCreditOutcome[]> {
    if (new Set(credits.map((c) => c.userId)).size !== credits.length) throw new Error('creditMany takes each wallet once');
    const outcomes: WalletCreditOutcome[] = new Array(credits.length);
    const single: number[] = [];
    const batch: Array<{ index: number; append: StreamAppend; keyed: CommandKey; from: Loaded; cached: boolean }> = [];
    credits.forEach(({ userId, command }, index) => {
      const streamId = walletStreamId(userId);
      const cached = this.cache.get(streamId);
      const balance = known.get(userId);
      const from = cached && (!balance || cached.version >= balance.version) ? cached : balance && creditView(balance);
      // A store that finds only recent ids cannot tell a repeat by the append: every credit asks first, one by one.
      if (!from || !this.store.appendFindsEveryStoredId) return single.push(index);
      let decided: WalletEvent[];
      try {
        decided = decide(command, from.state);
      } catch {
        return single.push(index);
      }
      if (decided.length !== 1) return single.push(index);
      const keyed = walletCommandKey(command);
      const [event] = this.newEvents(streamId, decided, keyed, meta);
      batch.push({ index, append: { streamId, expectedVersion: from.version, event }, keyed, from, cached: from === cached });
    });

    const appended = await this.store.appendToMany(batch.map((b) => b.append));
    appended.forEach((result, i) => {
      const { index, append, keyed, from, cached } = batch[i];
      const { userId } = credits[index];
      if (result.outcome === 'conflict') return single.push(index);
      if (result.outcome === 'duplicate') {
        outcomes[index] = repeatOrRefusal(userId, result.event, keyed);
        return;
      }
      outcomes[index] = { userId, outcome: 'credited' };
      // A view from the read model is not a whole state: the next command reads the stream.
      if (cached) this.cache.put(append.streamId, { state: evolve(from.state, result.event as unknown as WalletEvent), version: result.nextExpectedVersion });
      else this.cache.delete(append.streamId);
    });

    let next = 0;
    const worker = async () => {
      for (let i = next++; i < single.length; i = next++) {
        const index = single[i];
        const { userId, command } = credits[index];
        try {
          const done = await this.run(userId, command, meta);
          outcomes[index] = { userId, outcome: done.duplicate ? 'repeated' : 'credited' };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          outcomes[index] = { userId, outcome: 'refused', error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SINGLE_CONCURRENCY, single.length) }, worker));
    return outcomes;
  }

  /** The events of a decision, with ids from the key and the key's fingerprint. */
  private newEvents(streamId: string, decided: WalletEvent[], keyed: CommandKey, meta: CommandMeta): NewEvent[] {
    const ids = keyedEventIds(streamId, keyed.key, decided.length);
    const metadata = eventMetadata(meta, this.clock, keyed);
    return decided.map((e, i) => ({ id: ids[i], type: e.type, data: e.data as unknown as Record<string, unknown>, metadata }));
  }

  private async decideAndAppend(userId: string, streamId: string, command: WalletCommand, keyed: CommandKey, meta: CommandMeta) {
    if (!this.store.appendFindsEveryStoredId) {
      const original = await findOriginalOutcome(this.store, streamId, keyed);
      if (original) return this.repeat(userId, streamId, original);
    }
    const cached = this.cache.get(streamId);
    let current = cached ?? (await this.load(streamId));
    let fresh = cached === undefined;
    let conflicts = 0;
    for (;;) {
      let decided: WalletEvent[];
      try {
        decided = decide(command, current.state);
      } catch (rejection) {
        if (!fresh) {
          [current, fresh] = [await this.load(streamId), true];
          continue;
        }
        return this.originalOr(userId, streamId, keyed, () => Promise.reject(rejection));
      }
      if (decided.length === 0) {
        if (!fresh) {
          [current, fresh] = [await this.load(streamId), true];
          continue;
        }
        const unchanged = current;
        return this.originalOr(userId, streamId, keyed, async () => result(userId, unchanged, [], false));
      }
      try {
        return await this.append(userId, streamId, current, decided, keyed, meta);
      } catch (error) {
        // Some of the key's ids are stored: its original decision wrote another number of events.
        if (error instanceof EventIdConflictError) return this.originalOr(userId, streamId, keyed, () => Promise.reject(error));
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (++conflicts > MAX_CONFLICT_RETRIES) throw new WalletConcurrencyError(userId, conflicts);
        // Another instance appended first; a short random pause spreads the retries out.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * conflicts));
        [current, fresh] = [await this.load(streamId), true];
      }
    }
  }

  private async append(userId: string, streamId: string, current: Loaded, decided: WalletEvent[], keyed: CommandKey, meta: CommandMeta) {
    const appended = await this.store.append(streamId, this.newEvents(streamId, decided, keyed, meta), current.version);
    if (appended.duplicate) return this.originalOr(userId, streamId, keyed, () => Promise.reject(new Error('A repeated id vanished')));
    const next = { state: decided.reduce(evolve, current.state), version: appended.nextExpectedVersion };
    this.cache.put(streamId, next);
    return result(userId, next, appended.events, false);
  }

  /** The key's original outcome when it has one, else what `otherwise` says. */
  private async originalOr(userId: string, streamId: string, keyed: CommandKey, otherwise: () => Promise<WalletCommandResult>) {
    const original = await findOriginalOutcome(this.store, streamId, keyed);
    return original ? this.repeat(userId, streamId, original) : otherwise();
  }

  /** A repeat answers the original events and the wallet as it is now. */
  private async repeat(userId: string, streamId: string, original: StoredEvent[]): Promise<WalletCommandResult> {
    return result(userId, await this.load(streamId), original, true);
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

/**
 * An open wallet as the balances read model sees it at `version`: its holds and play
 * settings are not there, which no credit reads (the decider needs only `open`).
 */
function creditView({ userId, moneyPaise, referralPaise, heldPaise, version }: WalletBalance): Loaded {
  const opened = evolve(initialWalletState(), { type: 'WalletOpened', data: { userId } });
  return { state: { ...(opened as OpenWalletState), moneyPaise, referralPaise, heldPaise }, version };
}

/** A credit whose first id is stored: its repeat, or a refusal when the key came with another request. */
function repeatOrRefusal(userId: string, stored: StoredEvent, keyed: CommandKey): WalletCreditOutcome {
  try {
    originalOutcome([stored], keyed);
    return { userId, outcome: 'repeated' };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { userId, outcome: 'refused', error };
  }
}

function result(userId: string, { state, version }: Loaded, events: StoredEvent[], duplicate: boolean): WalletCommandResult {
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
