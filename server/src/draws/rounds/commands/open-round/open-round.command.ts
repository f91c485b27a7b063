import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { PeriodId } from '../../../draw-periods.js';
import type { LoadedRound } from '../../round-command-runner.js';

/**
 * Opens the period's round that starts at `startAt` (a start of the calendar): its price
 * is the period's ticket-amount setting at this moment, its commitment sha256 of a fresh
 * secret seed, and, when a beacon is configured, the drand round it commits to
 * (BeaconSource). Opening an opened round changes nothing; opening a round whose close
 * has passed records it as missed (opened and closed empty at once, never sold).
 */
export class OpenRound extends Command<LoadedRound> {
  constructor(
    readonly period: PeriodId,
    readonly startAt: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
