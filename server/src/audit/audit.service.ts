import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../shared/config/config.js';
import { PG_POOL } from '../shared/database/pg-pool.js';
import { EventStore, type StreamVerification } from '../shared/event-store/event-store.port.js';
import { PostgresEventStore } from '../shared/event-store/postgres/postgres-event-store.js';
import { userIdOfStream, WALLET_STREAM_PREFIX } from '../wallet/wallet.js';
import type { AuditReport, BalanceMismatch } from './audit-report.js';
import { countWalletEvents, readLedgerFacts, readWalletBalances, type BalanceRow } from './ledger-checks.js';
import { replayWallets, type ReplayedWallet } from './wallet-replay.js';
import { walletEventsFromPort, walletEventsFromPostgres, type WalletEventSource } from './wallet-event-source.js';
import { WalletChains, type ChainedEvent } from './wallet-checks/wallet-chains.js';
import { judgeMoneyRequests } from './money-request-checks.js';
import { readMoneyRequestFacts } from './money-request-facts.js';
import { auditSettlements } from './settlement-checks.js';
import { auditProblems } from './audit-problems.js';
import { checksProgress, replayProgress, type CheckStage, type ProgressListener } from './audit-progress.js';

const VERIFY_CONCURRENCY = 16;
const KEEP = 50;

/**
 * The integrity audit (DESIGN.md sections 1 and 4): replays every wallet stream with the
 * handlers' own `evolve` and compares the result with the `wallet_balances` read model
 * and with the player accounts of `ledger_postings`; verifies every wallet stream's hash
 * chain; checks that the postings sum to zero overall and per event and that every
 * money-moving event has postings of an event still in the log; and that every credited
 * deposit and captured withdrawal belongs to a done request of that amount (and every done
 * one is settled), holds match their withdrawals and referral bonuses were earned; and that
 * each settled round paid exactly the evaluation of its tickets against its result
 * (settlement-checks.ts). Read-only.
 *
 * On the PostgreSQL store it reads the events table directly, once: the replay and the hash
 * chains (wallet-checks/wallet-chains.ts) share the read; on others it goes through the port.
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `onProgress` hears how far the run is (audit-progress.ts): per page of the replay and
   * per check. Without it the run is exactly what `npm run audit` has always done.
   */
  async run(options: { onProgress?: ProgressListener } = {}): Promise<AuditReport> {
    const progress = options.onProgress;
    const postgres = this.store instanceof PostgresEventStore;
    const expected = progress ? await countWalletEvents(this.pool) : 0;
    progress?.(replayProgress(0, expected));
    const chained = new WalletChains();
    const replay = await replayWallets(
      postgres ? checkingChains(walletEventsFromPostgres(this.pool), chained) : walletEventsFromPort(this.store),
      undefined,
      progress && ((done) => progress(replayProgress(done, expected))),
    );
    const finished = new Set<CheckStage>();
    progress?.(checksProgress(finished));
    const check = <T>(stage: CheckStage, work: Promise<T>): Promise<T> =>
      progress
        ? work.then((value) => {
            finished.add(stage);
            progress(checksProgress(finished));
            return value;
          })
        : work;
    const [stored, ledger, chains, moneyFacts, settlements] = await Promise.all([
      check('balances', readWalletBalances(this.pool)),
      check('ledger', readLedgerFacts(this.pool)),
      check('chains', postgres ? chained.results(this.pool) : this.verifyChains(replay.wallets.keys())),
      check('money-requests', readMoneyRequestFacts(this.pool)),
      check('settlements', auditSettlements(this.pool, this.config.DRAND_CHAIN_INFO ?? null)),
    ]);
    const moneyRequests = judgeMoneyRequests(moneyFacts);

    const mismatches: BalanceMismatch[] = [];
    let changedDuringAudit = 0;
    for (const wallet of replay.wallets.values()) {
      const userId = userIdOfStream(wallet.streamId);
      const row = stored.get(userId);
      stored.delete(userId);
      // Appended to after the replay read it, or (KurrentDB) not yet mirrored into the
      // read models: a later run judges it. Inline projections on PostgreSQL never lag.
      if (row && (row.version > wallet.version || (!postgres && row.version < wallet.version))) {
        changedDuringAudit++;
        continue;
      }
      const replayed = amounts(wallet);
      if (!row || !same(replayed, row) || row.version !== wallet.version) {
        mismatches.push({ userId, replayed, stored: row ?? null, source: 'wallet_balances' });
      }
      const posted = ledger.playerAccounts.get(userId) ?? { money: 0, referral: 0, held: 0 };
      if (!same(replayed, posted)) mismatches.push({ userId, replayed, stored: { ...posted, version: -1 }, source: 'ledger_postings' });
    }
    // Rows of wallets that have no events at all.
    for (const [userId, row] of stored) mismatches.push({ userId, replayed: null, stored: row, source: 'wallet_balances' });

    // Wallet events that move money, and the rounds' RoundSettled (the pots and prize accounts).
    const expectedEventsWithPostings = [...replay.wallets.values()].reduce((n, w) => n + w.postingEvents, 0) + settlements.roundEventsWithPostings;
    const broken = chains
      .filter((c) => !c.ok)
      .map((c) => ({ streamId: c.streamId, problem: c.problem ?? 'broken', ...(c.brokenVersion === undefined ? {} : { brokenVersion: c.brokenVersion }) }));
    const failures = [
      replay.problems.length && `${replay.problems.length} wallet histories break the wallet's rules`,
      broken.length && `${broken.length} hash chains are broken (an event was altered or removed)`,
      mismatches.length && `${mismatches.length} balance comparisons disagree with what the events add up to`,
      ledger.total !== 0 && `the ledger does not sum to zero (${ledger.total} paise)`,
      ledger.unbalancedEventCount && `${ledger.unbalancedEventCount} events have postings that do not sum to zero`,
      ledger.orphanPostings && `${ledger.orphanPostings} postings belong to no stored event`,
      ledger.eventsWithPostings !== expectedEventsWithPostings &&
        `${ledger.eventsWithPostings} events have postings but ${expectedEventsWithPostings} wallet and settlement events move money`,
      moneyRequests.problemCount &&
        `${moneyRequests.problemCount} money-request checks fail (a credit, hold or bonus without its done request, or a read model that disagrees)`,
      settlements.problemCount && `${settlements.problemCount} settlement checks fail (prizes credited that are not the evaluation of a round's tickets against its result)`,
    ].filter((f): f is string => typeof f === 'string');

    const result = {
      ok: failures.length === 0,
      failures,
      wallets: replay.wallets.size,
      events: replay.events,
      replaySeconds: replay.seconds,
      eventsPerSecond: replay.seconds > 0 ? replay.events / replay.seconds : 0,
      replayProblems: replay.problems.slice(0, KEEP).map((p) => p.message),
      balances: { checked: replay.wallets.size, mismatches: mismatches.slice(0, KEEP), mismatchCount: mismatches.length, changedDuringAudit },
      chains: { checked: chains.length, broken: broken.slice(0, KEEP), brokenCount: broken.length },
      ledger: {
        postings: ledger.postings,
        total: ledger.total,
        unbalancedEvents: ledger.unbalancedEvents,
        unbalancedEventCount: ledger.unbalancedEventCount,
        orphanPostings: ledger.orphanPostings,
        eventsWithPostings: ledger.eventsWithPostings,
        expectedEventsWithPostings,
        accounts: ledger.accounts,
      },
      moneyRequests,
      settlements,
    };
    return { ...result, problems: auditProblems(result, replay.problems.slice(0, KEEP)) };
  }

  /** Through the port: every wallet stream the store knows and every one the replay saw. */
  private async verifyChains(replayed: Iterable<string>): Promise<StreamVerification[]> {
    const ids = [...new Set([...(await this.store.listStreams(WALLET_STREAM_PREFIX)), ...replayed])];
    const results: StreamVerification[] = new Array(ids.length);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const i = next++;
        results[i] = await this.store.verifyStream(ids[i]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(VERIFY_CONCURRENCY, ids.length) }, worker));
    return results;
  }
}

/** The events as they go to the replay, each seen by the chain check on the way. */
async function* checkingChains(source: WalletEventSource, chains: WalletChains): WalletEventSource {
  for await (const page of source) {
    for (const event of page) chains.see(event as ChainedEvent);
    yield page;
  }
}

function amounts(wallet: ReplayedWallet): { money: number; referral: number; held: number; version: number } {
  const s = wallet.state;
  return s.status === 'open'
    ? { money: s.moneyPaise, referral: s.referralPaise, held: s.heldPaise, version: wallet.version }
    : { money: 0, referral: 0, held: 0, version: wallet.version };
}

function same(a: Pick<BalanceRow, 'money' | 'referral' | 'held'>, b: Pick<BalanceRow, 'money' | 'referral' | 'held'>): boolean {
  return a.money === b.money && a.referral === b.referral && a.held === b.held;
}
