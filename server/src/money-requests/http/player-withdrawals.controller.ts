import { Controller, Get, Headers, Inject, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiConflictResponse, ApiConsumes, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentPrincipal } from '../../identity/sessions/auth.decorators.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/config.js';
import { idempotencyKeyOf } from '../../shared/idempotency/idempotency-key-header.js';
import { ok } from '../../shared/http/envelope.js';
import type { Principal } from '../../shared/http/principal.js';
import { RequestMeta } from '../../shared/http/request-meta.decorator.js';
import { SubmitWithdrawal } from '../commands/submit-withdrawal/submit-withdrawal.command.js';
import { readForm } from '../forms/form-reader.js';
import { checkWithdrawalForm, WITHDRAWAL_FIELDS } from '../forms/withdrawal-form.js';
import { ListPlayerWithdrawals } from '../queries/player-withdrawals/player-withdrawals.query.js';
import { PageRequest } from '../../shared/http/page.request.dto.js';
import { WITHDRAWAL_FORM } from './openapi-forms.js';

/** The signed-in player's withdrawals (spec section 7, under /user): only ever their own. */
@ApiTags('withdrawals (player)')
@Controller('user')
@Auth('user')
export class PlayerWithdrawalsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('withdraw')
  @ApiOperation({
    summary:
      'A withdrawal request (multipart). The amount is held from the money balance at once (the referral balance is never ' +
      'withdrawable). Field messages of spec section 5 (the first problem is msg). Answers data {_id}.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Optional: a repeat with the same key answers the first request (one request, one hold); the same key with other details is a 409' })
  @ApiBody({ schema: WITHDRAWAL_FORM })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 5 MB' })
  @ApiConflictResponse({ description: 'Insufficient balance: the money balance does not cover the amount (nothing is written)' })
  async withdraw(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') header?: string) {
    const key = idempotencyKeyOf(header);
    const { fields, file } = await readForm(request, { fields: WITHDRAWAL_FIELDS, file: 'image' });
    const form = checkWithdrawalForm(fields, file !== null, this.config.MONEY_REQUEST_MAX_RUPEES * 100);
    const { requestId } = await this.commandBus.execute(new SubmitWithdrawal(principal.id, form, file, meta, key));
    return ok('Withdrawal request submitted successfully!', { _id: requestId });
  }

  @Get('withdraws')
  @ApiOperation({ summary: "The player's withdrawal requests, newest first: _id, withdraw_option, amount (rupees), createdAt, status, reason, image_path, proof_path" })
  async withdraws(@Query() query: PageRequest, @CurrentPrincipal() principal: Principal) {
    const rows = await this.queryBus.execute(new ListPlayerWithdrawals(principal.id, query.page, query.limit));
    return ok(rows.length ? 'Withdrawals fetched successfully' : 'No withdrawal history found', rows);
  }
}
