import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Command } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet/wallet-command-runner.js';
import { PlayerPlayLock } from '../player-play-lock.js';
import type { PlayCommand } from '../responsible-play.decide.js';

/**
 * A player's change to their own responsible play, as it travels on the CommandBus. With
 * an Idempotency-Key it is keyed by it (`play:<key>` in the wallet), so a retry answers
 * the original even after the state moved on; without one each request is new.
 */
export abstract class PlayCommandMessage extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly meta: CommandMeta,
    readonly idempotencyKey?: string,
  ) {
    super();
  }

  abstract toPlayCommand(requestId: string, now: string): PlayCommand;
}

/**
 * Thin: under the player's PlayerPlayLock (so a deposit request's limit check never
 * straddles a change of limits or a pause), the wallet runner loads, decides and appends.
 * The time is read once the lock is held.
 */
@Injectable()
export abstract class PlayCommandHandler<C extends PlayCommandMessage> {
  constructor(
    private readonly wallets: WalletCommandRunner,
    private readonly lock: PlayerPlayLock,
    private readonly clock: Clock,
  ) {}

  execute(command: C): Promise<WalletCommandResult> {
    const requestId = command.idempotencyKey ?? randomUUID();
    return this.lock.run(command.userId, () =>
      this.wallets.run(command.userId, command.toPlayCommand(requestId, this.clock.now().toISOString()), command.meta),
    );
  }
}
