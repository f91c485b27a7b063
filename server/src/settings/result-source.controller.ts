import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { isPeriodId, PERIOD_IDS, RESULT_SOURCES, type PeriodId, type ResultSource } from '../draws/draw-periods.js';
import { Auth } from '../identity/sessions/auth.decorators.js';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { ok } from '../shared/http/envelope.js';
import { RequestMeta } from '../shared/http/request-meta.decorator.js';
import { idempotencyKeyOf } from '../shared/idempotency/idempotency-key-header.js';
import { SetResultSource } from './commands/set-result-source/set-result-source.command.js';
import { SetResultSourceRequest } from './commands/set-result-source/set-result-source.request.dto.js';
import { GetSettings } from './queries/get-settings/get-settings.query.js';
import { UnknownPeriodError } from './settings.errors.js';

class ResultSourceData {
  @ApiProperty({ enum: PERIOD_IDS }) period: string;
  @ApiProperty({ enum: RESULT_SOURCES }) source: string;
}
class ResultSourceResponse {
  @ApiProperty({ enum: ['N'] }) err: 'N';
  @ApiProperty() msg: string;
  @ApiProperty({ type: ResultSourceData }) data: ResultSourceData;
}

/**
 * Where each period's results come from. A change is a settings event (history and the
 * action log show who and when) and applies from the period's next round: a round keeps
 * the source its opening declared. Auditors read only.
 */
@ApiTags('admin settings')
@Controller('admin/settings/result-source')
@Auth('admin')
export class ResultSourceController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "Each period's result source for the rounds that open from now on: rng or manual" })
  async all() {
    const settings = await this.queryBus.execute(new GetSettings());
    return ok('Result sources fetched successfully', settings.resultSource);
  }

  @Post(':period')
  @HttpCode(200)
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiOperation({ summary: "Set a period's result source: { source: 'rng' | 'manual' }; applies from the period's next round" })
  @ApiOkResponse({ type: ResultSourceResponse })
  @ApiBadRequestResponse({ description: "'Choose rng or manual', or an unknown period" })
  async set(
    @Param('period') period: string,
    @Body() body: SetResultSourceRequest,
    @RequestMeta() meta: CommandMeta,
    @Headers('idempotency-key') key?: string,
  ) {
    if (!isPeriodId(period)) throw new UnknownPeriodError(period);
    const result = await this.commandBus.execute(new SetResultSource(period, body.source as ResultSource, meta, idempotencyKeyOf(key)));
    const p: PeriodId = period;
    return ok('Result source updated successfully', { period: p, source: result.state.resultSource[p] });
  }
}
