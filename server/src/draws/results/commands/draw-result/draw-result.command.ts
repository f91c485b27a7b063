import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { LoadedRound } from '../../../rounds/round-command-runner.js';

/**
 * The server's RNG result of a closed round at or after its draw_at (RESULT_MODE=auto),
 * revealing the seed. With a committed beacon round it waits for it (each call tries to
 * fetch it) until draw_at + DRAND_MAX_WAIT_SECONDS, then draws with seed and root alone,
 * marked 'late'. A round already resulted is left as it is.
 */
export class DrawResult extends Command<LoadedRound> {
  constructor(
    readonly roundId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
