import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../identity/sessions/auth.decorators.js';
import { success, SuccessEnvelope } from '../../shared/http/envelope.js';
import { livePotsAnswer, LivePotsResponse } from './pots-api.js';
import { GetLivePots } from './queries/get-live-pots/get-live-pots.query.js';
import { PeriodRequest } from '../http/draws.request.dto.js';

/** The dashboard's jackpot and mini-pot amounts (spec section 2), live for the open round. */
@ApiTags('draws')
@Controller('user/draws')
@Auth('user')
@SuccessEnvelope()
export class PlayerPotsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('pots')
  @ApiOperation({ summary: "The open round's pots in rupees: base (or rolled over) plus the configured share of its sales" })
  @ApiOkResponse({ type: LivePotsResponse })
  async pots(@Query() query: PeriodRequest) {
    return success('Pots fetched successfully', livePotsAnswer(await this.queryBus.execute(new GetLivePots(query.period))));
  }
}
