import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PERIOD_IDS } from '../draw-periods.js';
import { Auth } from '../../identity/sessions/auth.decorators.js';
import { idempotencyKeyOf } from '../../shared/idempotency/idempotency-key-header.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { ok } from '../../shared/http/envelope.js';
import { RequestMeta } from '../../shared/http/request-meta.decorator.js';
import { SetPrizeTable } from './commands/set-prize-table/set-prize-table.command.js';
import { prizeTableChange, SetPrizeTableRequest } from './commands/set-prize-table/set-prize-table.request.dto.js';
import { PRIZE_MODES } from './prize-odds.js';
import { jackpotSettingsAnswer } from './prize-tables-api.js';
import { requireTable } from './prize-tables.decide.js';
import { JackpotSettingsResponse } from './prizes.responses.dto.js';
import { GetPrizeTables } from './queries/get-prize-tables/get-prize-tables.query.js';

/**
 * The admin dashboard's jackpot modal (spec sections 2, 3 and 7): a period's prize table
 * per mode, only the modes the period plays (24h and weekly: any). Admins read and
 * change; auditors read only (the guard answers 403 to their POSTs). Every change is an
 * event of the `prize-tables` stream naming the admin.
 */
@ApiTags('admin settings')
@Controller('admin/settings/jackpot')
@Auth('admin')
export class AdminJackpotController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get(':period/:mode')
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiParam({ name: 'mode', enum: PRIZE_MODES })
  @ApiOperation({ summary: "A prize table: multipliers of the ticket price, the pot's base (rupees) and share of sales (%), and the return to player (%)" })
  @ApiOkResponse({ type: JackpotSettingsResponse })
  @ApiNotFoundResponse({ description: 'A mode the period does not play' })
  async table(@Param('period') periodParam: string, @Param('mode') modeParam: string) {
    const { period, mode } = requireTable(periodParam, modeParam);
    const tables = await this.queryBus.execute(new GetPrizeTables());
    return ok('Jackpot settings fetched successfully', jackpotSettingsAnswer(tables, period, mode));
  }

  @Post(':period/:mode')
  @HttpCode(200)
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiParam({ name: 'mode', enum: PRIZE_MODES })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Optional: a retry with the same key changes nothing again, even after others changed the table; the same key with another body is a 409',
  })
  @ApiOperation({ summary: 'Change a prize table: the fields sent change, the others stay (weekly letter fields on weekly any only)' })
  @ApiOkResponse({ type: JackpotSettingsResponse })
  @ApiBadRequestResponse({ description: 'A field out of range or format; the message names it' })
  @ApiNotFoundResponse({ description: 'A mode the period does not play' })
  @ApiConflictResponse({ description: 'The same Idempotency-Key with another body' })
  async setTable(
    @Param('period') periodParam: string,
    @Param('mode') modeParam: string,
    @Body() body: SetPrizeTableRequest,
    @RequestMeta() meta: CommandMeta,
    @Headers('idempotency-key') key?: string,
  ) {
    const { period, mode } = requireTable(periodParam, modeParam);
    const result = await this.commandBus.execute(new SetPrizeTable(period, mode, prizeTableChange(body), meta, idempotencyKeyOf(key)));
    return ok('Jackpot settings updated successfully', jackpotSettingsAnswer(result.state, period, mode));
  }
}
