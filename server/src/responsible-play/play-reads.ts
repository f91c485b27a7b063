import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SumPlayerDeposits } from '../money-requests/queries/sum-player-deposits/sum-player-deposits.query.js';
import { WalletCommandRunner } from '../wallet/wallet-command-runner.js';
import { WalletNotOpenError } from '../wallet/wallet.errors.js';
import { LIMIT_WINDOWS, windowStart, type PerWindow } from './deposit-limits.js';
import type { PlayState } from './responsible-play.js';

/**
 * What responsible play reads to judge or show: the player's play state from their wallet
 * stream (the wallet runner's state, caught up with the stream, so what a purchase is
 * decided on), and what they have requested to deposit in each limit window.
 */
@Injectable()
export class PlayReads {
  constructor(
    private readonly wallets: WalletCommandRunner,
    private readonly queryBus: QueryBus,
  ) {}

  /** Null for a player without a wallet. */
  async play(userId: string): Promise<PlayState | null> {
    const { state } = await this.wallets.current(userId);
    return state.status === 'open' ? state.play : null;
  }

  async requirePlay(userId: string): Promise<PlayState> {
    const play = await this.play(userId);
    if (!play) throw new WalletNotOpenError();
    return play;
  }

  /** Deposit requests (not rejected, at their current amount) in the window of each limit that holds `now`. */
  async depositedPaise(userId: string, now: Date): Promise<PerWindow<number>> {
    const sums = await this.queryBus.execute(new SumPlayerDeposits(userId, LIMIT_WINDOWS.map((w) => windowStart(w, now))));
    return { day: sums[0], week: sums[1], month: sums[2] };
  }
}
