import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { LoadedRound } from '../../../rounds/round-command-runner.js';

/**
 * The server's RNG result of a closed RNG round at or after its draw_at, revealing the
 * seed. With a committed beacon round it draws only with that round, verified: each call
 * tries to fetch it, and the round waits until it comes. A round already resulted is left
 * as it is.
 */
export class DrawResult extends Command<LoadedRound> {
  constructor(
    readonly roundId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
