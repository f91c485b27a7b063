import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../identity/sessions/auth.decorators.js';
import { csvInChunks, sendCsv, type CsvColumn } from '../../shared/csv/csv.js';
import { ok } from '../../shared/http/envelope.js';
import { DateRangeReversedError } from '../admin-records.errors.js';
import type { AdminActionView } from './admin-action.js';
import { ExportAdminActions, ListAdminActions, type AdminActionCursor, type AdminActionFilter } from './list-admin-actions/list-admin-actions.query.js';
import { ListAdminActionsRequest } from './list-admin-actions/list-admin-actions.request.dto.js';

/** The admin action log (contract A9): admins and auditors read it; nobody writes it but the events. */
@ApiTags('admin records')
@Controller('admin')
@Auth('admin')
export class AdminActionsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('actions')
  @ApiOperation({
    summary:
      'Admin actions, newest first: setting and prize table changes, deposit and withdrawal request changes, posted results, ' +
      'admin and auditor accounts created; each with who (admin id, username, role; or cli / system), when, a summary and the details',
  })
  async list(@Query() query: ListAdminActionsRequest) {
    const page = await this.queryBus.execute(new ListAdminActions(filterOf(query), query.page, query.limit));
    return ok(page.rows.length ? 'Actions fetched successfully' : 'No actions found', page.rows, { pagination: page.pagination });
  }

  @Get('actions.csv')
  @ApiOperation({ summary: 'Every action the filters find, oldest first, as CSV (at most 100,000 rows)' })
  async csv(@Query() query: ListAdminActionsRequest, @Res() reply: FastifyReply) {
    const filter = filterOf(query);
    const csv = await csvInChunks(ACTION_CSV_COLUMNS, (cursor: AdminActionCursor | null, limit) => this.queryBus.execute(new ExportAdminActions(filter, cursor, limit)));
    return sendCsv(reply, 'admin-actions.csv', csv);
  }
}

function filterOf(query: ListAdminActionsRequest): AdminActionFilter {
  if (query.from && query.to && query.from > query.to) throw new DateRangeReversedError();
  return { kind: query.kind ?? null, actor: query.actor || null, from: query.from ?? null, to: query.to ?? null };
}

const ACTION_CSV_COLUMNS: CsvColumn<AdminActionView>[] = [
  { header: 'at', value: (r) => r.at },
  { header: 'kind', value: (r) => r.kind },
  { header: 'actor_username', value: (r) => r.actor.username },
  { header: 'actor_role', value: (r) => r.actor.role },
  { header: 'actor_id', value: (r) => r.actor.id },
  { header: 'subject', value: (r) => r.subject },
  { header: 'summary', value: (r) => r.summary },
  { header: 'details', value: (r) => JSON.stringify(r.details) },
  { header: 'id', value: (r) => r.id },
];
