import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentPrincipal } from '../../../identity/sessions/auth.decorators.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { ok } from '../../../shared/http/envelope.js';
import type { Principal } from '../../../shared/http/principal.js';
import { RequestMeta } from '../../../shared/http/request-meta.decorator.js';
import { isPeriodId, PERIOD_IDS } from '../../draw-periods.js';
import { UnknownPeriodError } from '../../tickets/tickets.errors.js';
import { PostResult } from '../commands/post-result/post-result.command.js';
import { GetPostedResult } from '../queries/get-posted-result/get-posted-result.query.js';
import { readResultEntry } from './result-request.js';
import { PostResultRequest, PostResultResponse } from './results.responses.dto.js';

/**
 * The admin dashboard's 'Set {period} Result' (spec sections 2, 5 and 7): the result of the
 * period's round that is closed and awaiting it, recorded as manual with the admin's id.
 * Auditors are refused (403: they change nothing). The body is judged first, in the
 * spec's order; then the rounds engine rules (409s with their messages).
 */
@ApiTags('results (admin)')
@Controller('admin/draws')
@Auth('admin')
export class AdminResultsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('period/:period/result')
  @HttpCode(200)
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiBody({ type: PostResultRequest })
  @ApiOperation({
    summary:
      "Post the result of the period's closed draw awaiting it. Checks in order: 'Please fill all result numbers', " +
      "'Please select an alphabet for weekly period', 'Must be between 1-<max>' (the period's range), 'Number already selected'. " +
      'Players see it from the draw time (result_at).',
  })
  @ApiOkResponse({ type: PostResultResponse })
  @ApiBadRequestResponse({ description: 'A rule of the result, or a body of another shape; nothing is recorded' })
  @ApiConflictResponse({
    description:
      "'No draw of this period is awaiting its result'; the draw still on sale or closing; 'The result of this draw has already been posted'; " +
      "in auto mode after the draw time, 'The result time of this draw has passed; the server has drawn it'",
  })
  async post(@Param('period') period: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta) {
    if (!isPeriodId(period)) throw new UnknownPeriodError(period);
    const { numbers, letter } = readResultEntry(body, period);
    const loaded = await this.commandBus.execute(new PostResult(period, numbers, letter, principal.id, meta));
    const roundId = loaded.state.status === 'none' ? null : loaded.state.round.roundId;
    const posted = roundId ? await this.queryBus.execute(new GetPostedResult(roundId)) : null;
    if (!posted) throw new Error(`The result of round ${String(roundId)} was not recorded`);
    return ok('Result posted successfully', posted);
  }
}
