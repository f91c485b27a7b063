import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../identity/sessions/auth.decorators.js';
import { ok } from '../../shared/http/envelope.js';
import { isPeriodId, PERIOD_IDS } from '../draw-periods.js';
import { GetLatestDraw } from '../queries/get-draw/get-draw.query.js';
import { GetTicketNumberCount } from '../queries/ticket-number-count/ticket-number-count.query.js';
import { UnknownPeriodError } from '../tickets/tickets.errors.js';
import { TicketCountRequest } from './draws.request.dto.js';
import { AdminDrawResponse, TicketCountResponse } from './draws.responses.dto.js';

/** The admin dashboard's draw reads (spec section 7); auditors may read them too (GET). */
@ApiTags('draws (admin)')
@Controller('admin')
@Auth('admin')
export class AdminDrawsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('tickets/number-count')
  @ApiOperation({
    summary:
      "'Ticket Count by Number': open, closed and total draws and tickets of the period (or of one draw), per number its count at " +
      'each position and in all, and for weekly the Alphabet Count; counted from the tickets when asked',
  })
  @ApiOkResponse({ type: TicketCountResponse })
  async numberCount(@Query() query: TicketCountRequest) {
    return ok('Ticket count fetched successfully', await this.queryBus.execute(new GetTicketNumberCount(query.period, query.draw_id ?? null)));
  }

  @Get('draws/latest/:period')
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiOperation({ summary: "The period's newest round, open or closed (data null before its first)" })
  @ApiOkResponse({ type: AdminDrawResponse })
  async latest(@Param('period') period: string) {
    if (!isPeriodId(period)) throw new UnknownPeriodError(period);
    const draw = await this.queryBus.execute(new GetLatestDraw(period));
    return ok(draw ? 'Latest draw fetched successfully' : 'No draws found for this period', draw);
  }
}
