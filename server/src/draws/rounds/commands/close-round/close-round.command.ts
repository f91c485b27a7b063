import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { LoadedRound } from '../../round-command-runner.js';

/**
 * Closes a round whose close time has come: first SalesClosed (the tickets projection's
 * fence shuts in that append's transaction), then, reading the now frozen ticket set,
 * RoundClosed with its count, sales and Merkle root. Either step done already is skipped,
 * so a close interrupted between the two is completed by the next one.
 */
export class CloseRound extends Command<LoadedRound> {
  constructor(
    readonly roundId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
