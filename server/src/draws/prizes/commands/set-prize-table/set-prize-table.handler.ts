import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PrizeTablesCommandRunner, type PrizeTablesChangeResult } from '../../prize-tables-command-runner.js';
import { SetPrizeTable } from './set-prize-table.command.js';

/** Thin: the runner loads, decides and appends. */
@CommandHandler(SetPrizeTable)
export class SetPrizeTableHandler implements ICommandHandler<SetPrizeTable, PrizeTablesChangeResult> {
  constructor(private readonly tables: PrizeTablesCommandRunner) {}

  execute({ period, mode, change, meta, idempotencyKey }: SetPrizeTable): Promise<PrizeTablesChangeResult> {
    return this.tables.run({ type: 'SetPrizeTable', data: { period, mode, change } }, meta, idempotencyKey);
  }
}
