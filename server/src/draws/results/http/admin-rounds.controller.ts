import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../../identity/sessions/auth.decorators.js';
import { csvInChunks, sendCsv, type CsvColumn } from '../../../shared/csv/csv.js';
import { ok } from '../../../shared/http/envelope.js';
import type { AdminRoundView } from '../queries/list-admin-rounds/admin-round-view.js';
import { ExportAdminRounds, ListAdminRounds, type AdminRoundCursor, type AdminRoundsFilter } from '../queries/list-admin-rounds/list-admin-rounds.query.js';
import { AdminRoundsRequest } from './admin-rounds.request.dto.js';

/**
 * Every round for the admin console (contract A8): sales, prizes, pots, the house's share,
 * the result and its source. Admins and auditors read it; nothing shows before its time.
 */
@ApiTags('results (admin)')
@Controller('admin')
@Auth('admin')
export class AdminRoundsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('rounds')
  @ApiOperation({
    summary:
      'Rounds, newest first, of one period or all, by status (open, closed, resulted, settled): ticket count, sales, prizes paid, ' +
      "each pot's start, seed, share, paid, carried and winning tickets, the house's share, the published result and its source, " +
      'and the proof page. Rupees; null where not known yet.',
  })
  async list(@Query() query: AdminRoundsRequest) {
    const page = await this.queryBus.execute(new ListAdminRounds(filterOf(query), query.page, query.limit));
    return ok(page.rows.length ? 'Rounds fetched successfully' : 'No rounds found', page.rows, { pagination: page.pagination });
  }

  @Get('rounds.csv')
  @ApiOperation({ summary: 'Every round the filters find, oldest first, as CSV (at most 100,000 rows)' })
  async csv(@Query() query: AdminRoundsRequest, @Res() reply: FastifyReply) {
    const filter = filterOf(query);
    const csv = await csvInChunks(ROUND_CSV_COLUMNS, (cursor: AdminRoundCursor | null, limit) => this.queryBus.execute(new ExportAdminRounds(filter, cursor, limit)));
    return sendCsv(reply, 'rounds.csv', csv);
  }
}

const filterOf = (query: AdminRoundsRequest): AdminRoundsFilter => ({ period: query.period ?? null, status: query.status ?? null });

const potColumns = (pot: 'jackpot' | 'minipot'): CsvColumn<AdminRoundView>[] =>
  (['start', 'seed', 'share', 'paid', 'carried', 'winners'] as const).map((field) => ({
    header: `${pot}_${field}`,
    value: (r: AdminRoundView) => r.pots.find((p) => p.pot === pot)?.[field],
  }));

const ROUND_CSV_COLUMNS: CsvColumn<AdminRoundView>[] = [
  { header: 'draw_id', value: (r) => r.draw_id },
  { header: 'period', value: (r) => r.period },
  { header: 'name', value: (r) => r.name },
  { header: 'start_at', value: (r) => r.start_at },
  { header: 'close_at', value: (r) => r.close_at },
  { header: 'draw_at', value: (r) => r.draw_at },
  { header: 'status', value: (r) => r.status },
  { header: 'round_amount', value: (r) => r.round_amount },
  { header: 'ticket_count', value: (r) => r.ticket_count },
  { header: 'sales', value: (r) => r.sales },
  { header: 'prizes_paid', value: (r) => r.prizes_paid },
  { header: 'fixed_prizes', value: (r) => r.fixed_prizes },
  { header: 'pot_prizes', value: (r) => r.pot_prizes },
  { header: 'winners', value: (r) => r.winners },
  ...potColumns('jackpot'),
  ...potColumns('minipot'),
  { header: 'house_share', value: (r) => r.house_share },
  { header: 'result', value: (r) => (r.result ? [...r.result.numbers.map((n) => String(n).padStart(2, '0')), ...(r.result.letter ? [r.result.letter] : [])].join(' ') : null) },
  { header: 'result_at', value: (r) => r.result_at },
  { header: 'result_source', value: (r) => r.result_source },
  { header: 'beacon_status', value: (r) => r.beacon_status },
  { header: 'settled_at', value: (r) => r.settled_at },
  { header: 'proof_url', value: (r) => r.proof_url },
];
