import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../identity/sessions/auth.decorators.js';
import { ok } from '../shared/http/envelope.js';
import { GetSettings } from './queries/get-settings/get-settings.query.js';
import { paymentDetailsAnswer } from './settings-api.js';
import { PaymentDetailsResponse, PlayerNewsResponse } from './settings.responses.dto.js';

/** What players read of the settings: the dashboard's news line and where to pay deposits. */
@ApiTags('player settings')
@Controller('user')
@Auth('user')
export class PlayerSettingsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('news')
  @ApiOperation({ summary: "The dashboard's scrolling news line: data is the text (a URL), '' when there is none" })
  @ApiOkResponse({ type: PlayerNewsResponse })
  async news() {
    return ok('Latest news fetched successfully', (await this.queryBus.execute(new GetSettings())).latestNews ?? '');
  }

  @Get('payment-details')
  @ApiOperation({ summary: "Where to pay a deposit: the operator's bank account, UPI id and crypto address per network (null: not offered)" })
  @ApiOkResponse({ type: PaymentDetailsResponse })
  async paymentDetails() {
    return ok('Payment details fetched successfully', paymentDetailsAnswer((await this.queryBus.execute(new GetSettings())).paymentDetails));
  }
}
