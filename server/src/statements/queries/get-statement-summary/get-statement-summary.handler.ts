import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { summarise, type StatementSummary } from '../../statement-summary.js';
import { WalletStatementReader } from '../../wallet-statement-reader.js';
import { GetStatementSummary } from './get-statement-summary.query.js';

@QueryHandler(GetStatementSummary)
export class GetStatementSummaryHandler implements IQueryHandler<GetStatementSummary, StatementSummary> {
  constructor(
    private readonly reader: WalletStatementReader,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetStatementSummary): Promise<StatementSummary> {
    return summarise(await this.reader.fold(userId), this.clock.now().getTime());
  }
}
