import { Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AllowAuditor, Auth, CurrentPrincipal } from '../../identity/sessions/auth.decorators.js';
import { sendCsv, toCsv } from '../../shared/csv/csv.js';
import { PageRequest } from '../../shared/http/page.request.dto.js';
import { ok } from '../../shared/http/envelope.js';
import type { Principal } from '../../shared/http/principal.js';
import { StartAuditRun } from '../commands/start-audit-run/start-audit-run.command.js';
import { GetAuditRun } from '../queries/get-audit-run/get-audit-run.query.js';
import { ListAuditRuns } from '../queries/list-audit-runs/list-audit-runs.query.js';
import { AUDIT_PROBLEM_COLUMNS } from './audit-problems.csv.js';

/**
 * Whole-system audits from the console (contract A7): started in the background of the
 * instance that is asked, their progress and reports stored, so any instance answers.
 */
@ApiTags('audit')
@Controller('admin/audit/runs')
@Auth('admin')
export class AdminAuditRunsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @AllowAuditor()
  @ApiOperation({
    summary:
      'Start a whole-system audit (what npm run audit does) in the background: 202 with the new run; 200 with the run that is already ' +
      'going when one is (its heartbeat within 60 s), never a second one. Writes only the run; admins and auditors.',
  })
  @ApiAcceptedResponse({ description: 'Audit started' })
  @ApiOkResponse({ description: 'An audit is already running' })
  async start(@CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const { started, run } = await this.commands.execute(new StartAuditRun(principal.id));
    reply.status(started ? 202 : 200);
    return ok(started ? 'Audit started' : 'An audit is already running', run);
  }

  @Get()
  @ApiOperation({ summary: 'Audit runs, newest first, with status, who started them and progress (report: null; GET one for it)' })
  async list(@Query() query: PageRequest) {
    const page = await this.queries.execute(new ListAuditRuns(query.page, query.limit));
    return ok(page.rows.length ? 'Audit runs fetched successfully' : 'No audit runs yet', page.rows, { pagination: page.pagination });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit run with its report: counts and every problem with the wallet (userId) or round it is about' })
  @ApiNotFoundResponse({ description: 'Audit run not found' })
  async one(@Param('id') id: string) {
    return ok('Audit run fetched successfully', await this.queries.execute(new GetAuditRun(id)));
  }

  @Get(':id/problems.csv')
  @ApiOperation({ summary: "A run's problems as CSV (kind, message, user_id, round_id, version); only the header while it runs or when it found none" })
  @ApiProduces('text/csv')
  @ApiNotFoundResponse({ description: 'Audit run not found' })
  async problemsCsv(@Param('id') id: string, @Res() reply: FastifyReply) {
    const run = await this.queries.execute(new GetAuditRun(id));
    return sendCsv(reply, `fairdraw-audit-${run.id}-problems.csv`, toCsv(AUDIT_PROBLEM_COLUMNS, run.report?.problems ?? []));
  }
}
