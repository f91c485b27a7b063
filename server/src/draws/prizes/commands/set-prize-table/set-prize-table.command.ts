import { Command } from '@nestjs/cqrs';
import type { PeriodId, PrizeMode } from '../../../draw-periods.js';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { PrizeTablesChangeResult } from '../../prize-tables-command-runner.js';
import type { PrizeTableChange } from '../../prize-tables.commands.js';

/** Changes a period's prize table of one mode; fields left out stay as they are. */
export class SetPrizeTable extends Command<PrizeTablesChangeResult> {
  constructor(
    readonly period: PeriodId,
    readonly mode: PrizeMode,
    readonly change: PrizeTableChange,
    readonly meta: CommandMeta,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
