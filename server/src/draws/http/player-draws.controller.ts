import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../identity/sessions/auth.decorators.js';
import { success, SuccessEnvelope } from '../../shared/http/envelope.js';
import { PERIOD_IDS } from '../draw-periods.js';
import { GetDraw } from '../queries/get-draw/get-draw.query.js';
import { GetLastResult } from '../queries/last-result/last-result.query.js';
import { ListDraws } from '../queries/list-draws/list-draws.query.js';
import { DrawNotFoundError } from '../tickets/tickets.errors.js';
import { PeriodRequest } from './draws.request.dto.js';
import { ApiListDrawsParams, readListDrawsParams } from './list-draws.query-params.js';
import { DrawListResponse, DrawResponse, LastResultResponse } from './draws.responses.dto.js';

/** The player's draws (spec section 7, under /user): envelope `{ success, message, data }`. */
@ApiTags('draws (player)')
@Controller('user/draws')
@Auth('user')
@SuccessEnvelope()
export class PlayerDrawsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Rounds newest first; the dashboard asks period=<p>&status=open&limit=1 for the round on sale' })
  @ApiListDrawsParams()
  @ApiOkResponse({ type: DrawListResponse })
  async list(@Query() query: Record<string, unknown>) {
    const { period, status, limit } = readListDrawsParams(query);
    const draws = await this.queryBus.execute(new ListDraws(period, status, limit));
    return success(draws.length ? 'Draws fetched successfully' : 'No draws found for this period', draws);
  }

  @Get('recent-open')
  @ApiOperation({ summary: 'The round on sale in each period that has one, the most recently opened first' })
  @ApiOkResponse({ type: DrawListResponse })
  async recentOpen() {
    const draws = await this.queryBus.execute(new ListDraws(null, 'open', PERIOD_IDS.length));
    return success(draws.length ? 'Draws fetched successfully' : 'No draws found for this period', draws);
  }

  @Get('last-result')
  @ApiOperation({ summary: "The period's last published result: data { result: {num_1..num_5[, num_6]} | null, result_at | null }" })
  @ApiOkResponse({ type: LastResultResponse })
  async lastResult(@Query() query: PeriodRequest) {
    const last = await this.queryBus.execute(new GetLastResult(query.period));
    return success(last.result ? 'Result fetched successfully' : 'No result yet for this period', last);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One round by its _id' })
  @ApiOkResponse({ type: DrawResponse })
  @ApiNotFoundResponse({ description: "'Draw not found'" })
  async one(@Param('id') id: string) {
    const draw = id.length <= 100 ? await this.queryBus.execute(new GetDraw(id)) : null;
    if (!draw) throw new DrawNotFoundError(id);
    return success('Draw fetched successfully', draw);
  }
}
