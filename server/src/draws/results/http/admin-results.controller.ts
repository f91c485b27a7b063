import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentPrincipal } from '../../../identity/sessions/auth.decorators.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { ok } from '../../../shared/http/envelope.js';
import type { Principal } from '../../../shared/http/principal.js';
import { RequestMeta } from '../../../shared/http/request-meta.decorator.js';
import { isPeriodId, PERIOD_IDS } from '../../draw-periods.js';
import { DrawNotFoundError, UnknownPeriodError } from '../../tickets/tickets.errors.js';
import { ApproveResult } from '../commands/approve-result/approve-result.command.js';
import { EnterResult } from '../commands/enter-result/enter-result.command.js';
import { GetPostedResult } from '../queries/get-posted-result/get-posted-result.query.js';
import { GetResultStatus } from '../queries/get-result-status/get-result-status.query.js';
import { readResultEntry } from './result-request.js';
import { PostResultRequest, PostResultResponse } from './results.responses.dto.js';

const ENTRY_RULES =
  "Checks in order: 'Please fill all result numbers', 'Please select an alphabet for weekly period', " +
  "'Must be between 1-<max>' (the period's range), 'Number already selected'.";

/**
 * Results of witnessed draws (manual rounds), by two admins: one enters the numbers (the
 * specification's 'Set {period} Result'), a different one approves them, and only then is
 * the result recorded, shown from draw_at. RNG rounds take no admin result. Auditors are
 * refused (403: they change nothing). Bodies are judged first; then the round's rules
 * (409s with their messages).
 */
@ApiTags('results (admin)')
@Controller('admin/draws')
@Auth('admin')
export class AdminResultsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('period/:period/result-status')
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiOperation({ summary: "The round a result would concern (awaiting one, else on sale), its declared source, the entry waiting for approval, and the next round's source" })
  async status(@Param('period') period: string, @CurrentPrincipal() principal: Principal) {
    if (!isPeriodId(period)) throw new UnknownPeriodError(period);
    return ok('Result status fetched successfully', await this.queryBus.execute(new GetResultStatus(period, principal.id)));
  }

  @Post('period/:period/result')
  @HttpCode(200)
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiBody({ type: PostResultRequest })
  @ApiOperation({
    summary: `Enter the numbers of the period's witnessed draw awaiting its result; another admin must approve them. ${ENTRY_RULES}`,
  })
  @ApiOkResponse({ description: "'Result entered: another admin must approve it before it is published' with the draw and the entry" })
  @ApiBadRequestResponse({ description: 'A rule of the result, or a body of another shape; nothing is recorded' })
  @ApiConflictResponse({
    description:
      "An RNG draw: 'This draw's result comes from the random number generator: no admin can set it. See its proof at /draws/<id>/proof'; " +
      "'This draw is still on sale: its result can be entered after it closes'; 'The result of this draw has already been posted'; " +
      "'No draw of this period is awaiting its result'",
  })
  async enter(@Param('period') period: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta) {
    if (!isPeriodId(period)) throw new UnknownPeriodError(period);
    const { numbers, letter } = readResultEntry(body, period);
    const loaded = await this.commandBus.execute(new EnterResult(period, numbers, letter, principal.id, meta));
    if (loaded.state.status === 'none') throw new Error('The entered round is unknown');
    const status = await this.queryBus.execute(new GetResultStatus(period, principal.id));
    const entry = status.draw_id === loaded.state.round.roundId ? status.entry : null;
    return ok('Result entered: another admin must approve it before it is published', { draw_id: loaded.state.round.roundId, entry });
  }

  @Post(':drawId/result/approve')
  @HttpCode(200)
  @ApiBody({ type: PostResultRequest, description: 'The numbers the approving admin saw: they must be the entry waiting' })
  @ApiOperation({ summary: "Approve the result another admin entered for this manual draw: it is recorded, and shown from draw_at (at once when that has passed). " + ENTRY_RULES })
  @ApiOkResponse({ type: PostResultResponse })
  @ApiBadRequestResponse({ description: 'A rule of the result, or a body of another shape; nothing is recorded' })
  @ApiConflictResponse({
    description:
      "'No result has been entered for this draw'; 'The admin who entered a result cannot approve it: another admin must'; " +
      "'The entered result has changed: review it again'; an RNG draw; 'The result of this draw has already been posted'",
  })
  async approve(@Param('drawId') drawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta) {
    const period = drawId.length <= 100 ? drawId.split('-', 1)[0] : undefined;
    if (!isPeriodId(period)) throw new DrawNotFoundError(drawId.slice(0, 100));
    const { numbers, letter } = readResultEntry(body, period);
    const loaded = await this.commandBus.execute(new ApproveResult(drawId, numbers, letter, principal.id, meta));
    const posted = loaded.state.status === 'none' ? null : await this.queryBus.execute(new GetPostedResult(drawId));
    if (!posted) throw new DrawNotFoundError(drawId);
    return ok('Result approved and published', posted);
  }
}
