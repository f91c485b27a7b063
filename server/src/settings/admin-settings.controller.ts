import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { isPeriodId, PERIOD_IDS, type PeriodId } from '../draws/draw-periods.js';
import { Auth } from '../identity/sessions/auth.decorators.js';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { ok } from '../shared/http/envelope.js';
import { RequestMeta } from '../shared/http/request-meta.decorator.js';
import { rupeesFromPaise } from '../shared/money/money.js';
import { SetAmountRequest } from './commands/amount.request.dto.js';
import { SetLatestNews } from './commands/set-latest-news/set-latest-news.command.js';
import { SetLatestNewsRequest } from './commands/set-latest-news/set-latest-news.request.dto.js';
import { SetPaymentDetails } from './commands/set-payment-details/set-payment-details.command.js';
import { SetPaymentDetailsRequest } from './commands/set-payment-details/set-payment-details.request.dto.js';
import { SetReferralAmount } from './commands/set-referral-amount/set-referral-amount.command.js';
import { SetTicketPrice } from './commands/set-ticket-price/set-ticket-price.command.js';
import { idempotencyKeyOf } from '../shared/idempotency/idempotency-key-header.js';
import { GetSettingsHistory } from './queries/get-settings-history/get-settings-history.query.js';
import { GetSettingsHistoryRequest } from './queries/get-settings-history/get-settings-history.request.dto.js';
import { GetSettings } from './queries/get-settings/get-settings.query.js';
import { allSettingsAnswer, paymentDetailsAnswer, paymentDetailsChange } from './settings-api.js';
import { paiseFromAmountInput } from './settings.rules.js';
import { InvalidPaymentDetailsError, UnknownPeriodError } from './settings.errors.js';
import * as R from './settings.responses.dto.js';
import { text } from '../shared/i18n/message.js';

const IdempotencyKey = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Optional: a retry with the same key returns without changing anything again, even after others changed the setting; the same key with another value is a 409',
  });

/**
 * The Settings page (spec section 7): news, referral amount, ticket amount per period,
 * and where players pay. Admins read and change; auditors read only (the guard answers
 * 403 to their POSTs). Every change is an event naming the admin (GET history).
 */
@ApiTags('admin settings')
@Controller('admin/settings')
@Auth('admin')
export class AdminSettingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every setting at once (amounts in rupees)' })
  @ApiOkResponse({ type: R.AllSettingsResponse })
  async all() {
    return ok('Settings fetched successfully', allSettingsAnswer(await this.settings()));
  }

  @Get('history')
  @ApiOperation({ summary: 'Changes of the settings, newest first: who (admin id and username), when, the new and the previous value' })
  @ApiOkResponse({ type: R.SettingsHistoryResponse })
  async history(@Query() query: GetSettingsHistoryRequest) {
    const page = await this.queryBus.execute(new GetSettingsHistory({ setting: query.setting, period: query.period }, query.page, query.limit));
    return ok(page.rows.length ? 'Settings history fetched successfully' : 'No settings changes found', page.rows, { pagination: page.pagination });
  }

  @Get('latest-news')
  @ApiOperation({ summary: 'The news line players see (url null until set)' })
  @ApiOkResponse({ type: R.LatestNewsResponse })
  async latestNews() {
    return ok('Latest news fetched successfully', { url: (await this.settings()).latestNews });
  }

  @Post('latest-news')
  @HttpCode(200)
  @IdempotencyKey()
  @ApiOperation({ summary: "Set the news line: { url } (http:// or https://, else 400 'Please enter a valid URL')" })
  @ApiOkResponse({ type: R.LatestNewsResponse })
  @ApiBadRequestResponse({ description: "'Please enter a valid URL'" })
  async setLatestNews(@Body() body: SetLatestNewsRequest, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    const result = await this.commandBus.execute(new SetLatestNews(body.url, meta, idempotencyKeyOf(key)));
    return ok('Latest news updated successfully', { url: result.state.latestNews });
  }

  @Get('referral-code-amount')
  @ApiOperation({ summary: 'What a referrer earns on a referred player\'s first done deposit (rupees; 0: none)' })
  @ApiOkResponse({ type: R.AmountResponse })
  async referralAmount() {
    return ok('Referral amount fetched successfully', { amount: rupeesFromPaise((await this.settings()).referralAmountPaise) });
  }

  @Post('referral-code-amount')
  @HttpCode(200)
  @IdempotencyKey()
  @ApiOperation({ summary: "Set the referral amount: { amount } (rupees, 0 to 10,000 in steps of 0.01, else 400 'Enter a valid amount')" })
  @ApiOkResponse({ type: R.AmountResponse })
  async setReferralAmount(@Body() body: SetAmountRequest, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    const result = await this.commandBus.execute(new SetReferralAmount(paiseFromAmountInput(body.amount)!, meta, idempotencyKeyOf(key)));
    return ok('Referral amount updated successfully', { amount: rupeesFromPaise(result.state.referralAmountPaise) });
  }

  @Get('ticket-amount/:period')
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiOperation({ summary: "A period's ticket price in rupees (default: the draw table's)" })
  @ApiOkResponse({ type: R.TicketAmountResponse })
  async ticketAmount(@Param('period') param: string) {
    const period = periodOf(param);
    return ok('Ticket amount fetched successfully', { period, amount: rupeesFromPaise((await this.settings()).ticketPricePaise[period]) });
  }

  @Post('ticket-amount/:period')
  @HttpCode(200)
  @IdempotencyKey()
  @ApiParam({ name: 'period', enum: PERIOD_IDS })
  @ApiOperation({ summary: "Set a period's ticket price: { amount } (rupees, ₹1 to ₹10,000 in steps of 0.01); rounds opened from then on cost this" })
  @ApiOkResponse({ type: R.TicketAmountResponse })
  async setTicketAmount(
    @Param('period') param: string,
    @Body() body: SetAmountRequest,
    @RequestMeta() meta: CommandMeta,
    @Headers('idempotency-key') key?: string,
  ) {
    const period = periodOf(param);
    const result = await this.commandBus.execute(new SetTicketPrice(period, paiseFromAmountInput(body.amount)!, meta, idempotencyKeyOf(key)));
    return ok('Ticket amount updated successfully', { period, amount: rupeesFromPaise(result.state.ticketPricePaise[period]) });
  }

  @Get('payment-details')
  @ApiOperation({ summary: 'Where players pay deposits: bank account, UPI id, crypto address per network' })
  @ApiOkResponse({ type: R.PaymentDetailsResponse })
  async paymentDetails() {
    return ok('Payment details fetched successfully', paymentDetailsAnswer((await this.settings()).paymentDetails));
  }

  @Post('payment-details')
  @HttpCode(200)
  @IdempotencyKey()
  @ApiOperation({ summary: 'Change the payment details: a part left out stays, null (or a blank UPI id or address) removes it; the bank account is replaced whole' })
  @ApiOkResponse({ type: R.PaymentDetailsResponse })
  @ApiConflictResponse({ description: 'The same Idempotency-Key with another body' })
  async setPaymentDetails(@Body() body: SetPaymentDetailsRequest, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    const change = paymentDetailsChange(body);
    if (Object.keys(change).length === 0) throw new InvalidPaymentDetailsError(text('Send bank, upi_id or crypto to change'));
    const result = await this.commandBus.execute(new SetPaymentDetails(change, meta, idempotencyKeyOf(key)));
    return ok('Payment details updated successfully', paymentDetailsAnswer(result.state.paymentDetails));
  }

  private settings() {
    return this.queryBus.execute(new GetSettings());
  }
}

function periodOf(param: string): PeriodId {
  if (!isPeriodId(param)) throw new UnknownPeriodError(param);
  return param;
}
