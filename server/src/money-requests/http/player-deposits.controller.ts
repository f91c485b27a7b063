import { Controller, Get, Headers, Inject, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiConflictResponse, ApiConsumes, ApiOperation, ApiPayloadTooLargeResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentPrincipal } from '../../identity/sessions/auth.decorators.js';
import { GetSettings } from '../../settings/queries/get-settings/get-settings.query.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/config.js';
import { idempotencyKeyOf } from '../../shared/idempotency/idempotency-key-header.js';
import { ok } from '../../shared/http/envelope.js';
import type { Principal } from '../../shared/http/principal.js';
import { RequestMeta } from '../../shared/http/request-meta.decorator.js';
import { SubmitDeposit } from '../commands/submit-deposit/submit-deposit.command.js';
import { checkDepositForm, DEPOSIT_FIELDS } from '../forms/deposit-form.js';
import { readAmount } from '../forms/field-rules.js';
import { readForm } from '../forms/form-reader.js';
import { RequestFieldError, UpiNotSetUpError } from '../money-requests.errors.js';
import { newPaymentReference } from '../payment/payment-reference.js';
import { upiPayment } from '../payment/upi-payment.js';
import { ListPlayerDeposits } from '../queries/player-deposits/player-deposits.query.js';
import { PageRequest } from '../../shared/http/page.request.dto.js';
import { DEPOSIT_FORM } from './openapi-forms.js';
import { text } from '../../shared/i18n/message.js';

/** The signed-in player's deposits (spec section 7, under /user): only ever their own. */
@ApiTags('deposits (player)')
@Controller('user')
@Auth('user')
export class PlayerDepositsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('deposit')
  @ApiOperation({
    summary:
      'A deposit request (multipart). Nothing is credited until an admin sets it done. Field messages of spec section 5 ' +
      '(the first problem is msg); the image is judged by its content. Answers data {_id, reference}.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Optional: a repeat with the same key answers the first request (one request, one hold); the same key with other details is a 409' })
  @ApiBody({ schema: DEPOSIT_FORM })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 5 MB' })
  @ApiConflictResponse({ description: 'The payment reference belongs to another request' })
  async deposit(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') header?: string) {
    const key = idempotencyKeyOf(header);
    const { fields, file } = await readForm(request, { fields: DEPOSIT_FIELDS, file: 'image' });
    const form = checkDepositForm(fields, file !== null, this.maxPaise);
    const { requestId, reference } = await this.commandBus.execute(new SubmitDeposit(principal.id, form, file, meta, key));
    return ok('Deposit submitted successfully', { _id: requestId, reference });
  }

  @Get('deposits')
  @ApiOperation({ summary: "The player's deposit requests, newest first: _id, deposit_option (also deposite_type, type), amount (rupees), status, reason, reference, image_path, date/createdAt" })
  async deposits(@Query() query: PageRequest, @CurrentPrincipal() principal: Principal) {
    const rows = await this.queryBus.execute(new ListPlayerDeposits(principal.id, query.page, query.limit));
    return ok(rows.length ? 'Deposits fetched successfully' : 'No deposits found', rows);
  }

  @Get('deposit/upi-payment')
  @ApiOperation({
    summary:
      "What a UPI deposit needs before paying: the operator's UPI id, a new payment reference, the upi://pay link " +
      '(payee, exact amount, INR, the reference as the note) and its QR code (qr_svg, qr_data_url). Send the reference back ' +
      'as payment_reference with POST /user/deposit. 404 when no UPI id is set.',
  })
  @ApiQuery({ name: 'amount', required: false, description: 'Rupees (at least 1, at most 2 decimals); without it the payer types the amount' })
  async upiPayment(@Query('amount') amount?: string) {
    let amountPaise: number | null = null;
    if (amount !== undefined && amount.trim() !== '') {
      const reading = readAmount(String(amount).trim(), 100, this.maxPaise);
      if ('problem' in reading) throw new RequestFieldError(text('Enter a valid amount'), 'amount');
      amountPaise = reading.paise;
    }
    const { paymentDetails } = await this.queryBus.execute(new GetSettings());
    if (!paymentDetails.upiId) throw new UpiNotSetUpError();
    const payee = paymentDetails.bank?.accountHolderName || 'Fairdraw';
    return ok('UPI payment details', await upiPayment(paymentDetails.upiId, payee, amountPaise, newPaymentReference()));
  }

  private get maxPaise(): number {
    return this.config.MONEY_REQUEST_MAX_RUPEES * 100;
  }
}
