import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../identity/sessions/auth.decorators.js';
import { success, SuccessEnvelope } from '../../shared/http/envelope.js';
import { requireTable } from './prize-tables.decide.js';
import { PrizeStatsResponse } from './prizes.responses.dto.js';
import { GetPrizeStats } from './queries/get-prize-stats/get-prize-stats.query.js';
import { PrizeStatsRequest } from './queries/get-prize-stats/get-prize-stats.request.dto.js';

/** The dashboard's winning-structure panel (spec sections 2 and 3): the real table, not example data. */
@ApiTags('draws')
@Controller('user/draws')
@Auth('user')
@SuccessEnvelope()
export class PlayerPrizesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('prize-stats')
  @ApiOperation({ summary: 'Prize stats of a period and mode (default any): multipliers, their rupee amounts at the current price, the pot, the return to player' })
  @ApiOkResponse({ type: PrizeStatsResponse })
  @ApiNotFoundResponse({ description: 'A mode the period does not play' })
  async prizeStats(@Query() query: PrizeStatsRequest) {
    const { period, mode } = requireTable(query.period, query.mode ?? 'any');
    return success('Prize stats fetched successfully', await this.queryBus.execute(new GetPrizeStats(period, mode)));
  }
}
