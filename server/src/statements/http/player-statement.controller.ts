import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentPrincipal } from '../../identity/sessions/auth.decorators.js';
import { Clock } from '../../shared/clock/clock.js';
import { sendCsv, toCsv } from '../../shared/csv/csv.js';
import { ok } from '../../shared/http/envelope.js';
import type { Principal } from '../../shared/http/principal.js';
import { GetStatementSummary } from '../queries/get-statement-summary/get-statement-summary.query.js';
import { GetStatement } from '../queries/get-statement/get-statement.query.js';
import { readStatementRange } from '../statement-range.js';
import { STATEMENT_CSV_COLUMNS, statementFileName } from './statement-csv.js';
import { StatementRequest } from './statement.request.dto.js';
import { StatementResponse, StatementSummaryResponse } from './statement.responses.dto.js';
import { balancesView, statementRowView, summaryView } from './statement-view.js';

/** The player's own statement (contract B1-B3): every movement of their wallet, only ever theirs. */
@ApiTags('statement (player)')
@Controller('user')
@Auth('user')
export class PlayerStatementController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get('statement')
  @ApiOperation({
    summary:
      'Every movement of the wallet in the range (from/to: days in India, included), newest first, paged, with the ' +
      'running balances after each row and the opening and closing balances of the range. A withdrawal held or released ' +
      'has amount 0 (money moves to or from held); paid is minus the amount.',
  })
  @ApiOkResponse({ type: StatementResponse })
  @ApiBadRequestResponse({ description: 'A date that is not YYYY-MM-DD, from after to, more than ten years, or bad paging' })
  async statement(@Query() query: StatementRequest, @CurrentPrincipal() principal: Principal) {
    const range = readStatementRange(query.from, query.to);
    const page = await this.queryBus.execute(new GetStatement(principal.id, range, { page: query.page, limit: query.limit }));
    const data = { rows: page.rows.map(statementRowView), opening: balancesView(page.opening), closing: balancesView(page.closing) };
    const pagination = { page: query.page, limit: query.limit, total: page.total, totalPages: Math.ceil(page.total / query.limit) };
    return ok(page.total ? 'Statement fetched successfully' : 'No movements in these days', data, { pagination });
  }

  @Get('statement.csv')
  @ApiOperation({ summary: 'The statement of the range as a CSV download, oldest first (paging is ignored); at most 100,000 rows' })
  @ApiProduces('text/csv')
  @ApiBadRequestResponse({ description: 'As the statement, or more than 100,000 rows' })
  async csv(@Query() query: StatementRequest, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const range = readStatementRange(query.from, query.to);
    const all = await this.queryBus.execute(new GetStatement(principal.id, range, 'all'));
    const name = statementFileName(range, all.openedAtMs, this.clock.now().getTime());
    return sendCsv(reply, name, toCsv(STATEMENT_CSV_COLUMNS, all.rows));
  }

  @Get('statement/summary')
  @ApiOperation({
    summary:
      'Balances; net deposits (deposits credited minus withdrawals paid) for the last 30 days and since the wallet opened; ' +
      'per Indian financial year (1 April to 31 March, IST), newest first: staked, won, net (won − staked), deposits, ' +
      'withdrawals paid, referral bonuses and tickets',
  })
  @ApiOkResponse({ type: StatementSummaryResponse })
  async summary(@CurrentPrincipal() principal: Principal) {
    return ok('Statement summary fetched successfully', summaryView(await this.queryBus.execute(new GetStatementSummary(principal.id))));
  }
}
