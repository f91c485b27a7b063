import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { EventStore, type StreamAppend } from '../../../shared/event-store/event-store.port.js';
import { originalOutcome } from '../../../shared/idempotency/keyed-command.js';
import { GetWalletBalances } from '../../queries/get-wallet-balances/get-wallet-balances.query.js';
import type { WalletCommand } from '../../wallet.commands.js';
import { walletCommandKey } from '../../wallet-command-key.js';
import { WalletCommandRunner } from '../../wallet-command-runner.js';
import { prizeCredited } from '../../wallet.decide.js';
import { walletStreamId } from '../../wallet.js';
import { CreditPrizes, type PlayerPrize, type PrizeCreditsResult } from './credit-prizes.command.js';

/** Prizes per set-based round: one read of versions, one batch append. */
const CHUNK = 5_000;
/** Wallets re-decided one by one at a time (a batch item that met a concurrent purchase). */
const SINGLE_CONCURRENCY = 8;

/**
 * Versions come from wallet_balances (updated in the append's own transaction on
 * PostgreSQL); an item whose wallet moved meanwhile, or that has no row, goes through the
 * single path (the runner), which re-decides it on fresh state under the same key.
 */
@CommandHandler(CreditPrizes)
export class CreditPrizesHandler implements ICommandHandler<CreditPrizes, PrizeCreditsResult> {
  constructor(
    private readonly wallets: WalletCommandRunner,
    private readonly store: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ roundId, period, prizes, meta }: CreditPrizes): Promise<PrizeCreditsResult> {
    if (new Set(prizes.map((p) => p.userId)).size !== prizes.length) throw new Error('CreditPrizes takes each player once');
    const result: PrizeCreditsResult = { credited: 0, repeated: 0, failed: [] };
    for (let start = 0; start < prizes.length; start += CHUNK) {
      const single = await this.appendChunk(prizes.slice(start, start + CHUNK), roundId, period, meta, result);
      await this.creditOneByOne(single, roundId, period, meta, result);
    }
    return result;
  }

  /** Appends what it can set-based; answers the prizes left for the single path. */
  private async appendChunk(chunk: PlayerPrize[], roundId: string, period: CreditPrizes['period'], meta: CommandMeta, result: PrizeCreditsResult) {
    const versions = await this.queries.execute(new GetWalletBalances(chunk.map((p) => p.userId)));
    const appends: Array<StreamAppend & { prize: PlayerPrize; keyed: ReturnType<typeof walletCommandKey> }> = [];
    const single: PlayerPrize[] = [];
    for (const prize of chunk) {
      const command = creditPrize(prize, roundId, period);
      const wallet = versions.get(prize.userId);
      let event;
      try {
        event = prizeCredited(command.data);
      } catch (error) {
        result.failed.push(failure(prize.userId, error));
        continue;
      }
      if (!wallet) {
        single.push(prize);
        continue;
      }
      const streamId = walletStreamId(prize.userId);
      const keyed = walletCommandKey(command);
      const [newEvent] = this.wallets.newEvents(streamId, [event], keyed, meta);
      appends.push({ streamId, expectedVersion: wallet.version, event: newEvent, prize, keyed });
    }
    const outcomes = await this.store.appendToMany(appends.map(({ streamId, expectedVersion, event }) => ({ streamId, expectedVersion, event })));
    outcomes.forEach((outcome, i) => {
      const { prize, keyed } = appends[i];
      if (outcome.outcome === 'appended') result.credited++;
      else if (outcome.outcome === 'conflict') single.push(prize);
      else {
        try {
          originalOutcome([outcome.event], keyed);
          result.repeated++;
        } catch (error) {
          result.failed.push(failure(prize.userId, error));
        }
      }
    });
    this.wallets.forget(appends.map((a) => a.prize.userId));
    return single;
  }

  private async creditOneByOne(prizes: PlayerPrize[], roundId: string, period: CreditPrizes['period'], meta: CommandMeta, result: PrizeCreditsResult) {
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < prizes.length; i = next++) {
        const prize = prizes[i];
        try {
          const done = await this.wallets.run(prize.userId, creditPrize(prize, roundId, period), meta);
          if (done.duplicate) result.repeated++;
          else result.credited++;
        } catch (error) {
          result.failed.push(failure(prize.userId, error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SINGLE_CONCURRENCY, prizes.length) }, worker));
  }
}

function creditPrize({ amountPaise, tickets }: PlayerPrize, roundId: string, period: CreditPrizes['period']) {
  return { type: 'CreditPrize', data: { roundId, period, amountPaise, tickets } } satisfies WalletCommand;
}

function failure(userId: string, error: unknown): PrizeCreditsResult['failed'][number] {
  if (!(error instanceof DomainError)) throw error;
  return { userId, code: error.code, message: error.message };
}
