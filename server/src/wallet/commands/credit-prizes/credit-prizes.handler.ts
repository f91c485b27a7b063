import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetWalletBalances } from '../../queries/get-wallet-balances/get-wallet-balances.query.js';
import { WalletCommandRunner, type WalletCredit } from '../../wallet-command-runner.js';
import { CreditPrizes, type PlayerPrize, type PrizeCreditsResult } from './credit-prizes.command.js';

/** Prizes per set-based append: one read of the balances, one batch append. */
const CHUNK = 5_000;

/** A round's prizes through the wallet's runner, chunk by chunk (WalletCommandRunner.creditMany). */
@CommandHandler(CreditPrizes)
export class CreditPrizesHandler implements ICommandHandler<CreditPrizes, PrizeCreditsResult> {
  constructor(
    private readonly wallets: WalletCommandRunner,
    private readonly queries: QueryBus,
  ) {}

  async execute({ roundId, period, prizes, meta }: CreditPrizes): Promise<PrizeCreditsResult> {
    if (new Set(prizes.map((p) => p.userId)).size !== prizes.length) throw new Error('CreditPrizes takes each player once');
    const result: PrizeCreditsResult = { credited: 0, repeated: 0, failed: [] };
    for (let start = 0; start < prizes.length; start += CHUNK) {
      const chunk = prizes.slice(start, start + CHUNK);
      // Versions for the batch only: a stale one costs a conflict and a re-decision, never a wrong credit.
      const known = await this.queries.execute(new GetWalletBalances(chunk.map((p) => p.userId)));
      const credits = chunk.map((prize) => ({ userId: prize.userId, command: creditPrize(prize, roundId, period) }));
      for (const outcome of await this.wallets.creditMany(credits, meta, known)) {
        if (outcome.outcome === 'credited') result.credited++;
        else if (outcome.outcome === 'repeated') result.repeated++;
        else result.failed.push({ userId: outcome.userId, code: outcome.error.code, message: outcome.error.message });
      }
    }
    return result;
  }
}

function creditPrize({ amountPaise, tickets }: PlayerPrize, roundId: string, period: CreditPrizes['period']): WalletCredit {
  return { type: 'CreditPrize', data: { roundId, period, amountPaise, tickets } };
}
