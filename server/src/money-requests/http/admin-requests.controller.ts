import { Controller, Get, Inject, Param, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentPrincipal } from '../../identity/sessions/auth.decorators.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/config.js';
import { ok } from '../../shared/http/envelope.js';
import type { Principal } from '../../shared/http/principal.js';
import { RequestMeta } from '../../shared/http/request-meta.decorator.js';
import { UpdateDeposit } from '../commands/update-deposit/update-deposit.command.js';
import { UpdateWithdrawal } from '../commands/update-withdrawal/update-withdrawal.command.js';
import { ADMIN_UPDATE_FIELDS, checkAdminUpdate } from '../forms/admin-update-form.js';
import { readForm } from '../forms/form-reader.js';
import { RequestNotFoundError } from '../money-requests.errors.js';
import { GetDepositRequestView, ListDepositRequests } from '../queries/admin-deposits/admin-deposits.query.js';
import { GetWithdrawalRequestView, ListWithdrawalRequests } from '../queries/admin-withdrawals/admin-withdrawals.query.js';
import { ListDepositsRequest, ListWithdrawalsRequest } from './list-requests.request.dto.js';
import { DEPOSIT_UPDATE_FORM, WITHDRAWAL_UPDATE_FORM } from './openapi-forms.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin's Deposit and Withdraw Requests (spec section 7). Lists: auditors too. Changes:
 * admins only, each an event with the admin's id; optimistic version per request.
 */
@ApiTags('money requests (admin)')
@Controller('admin')
@Auth('admin')
export class AdminRequestsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('deposits')
  @ApiOperation({ summary: 'Deposit requests, newest first, with the player (user, username, email), version and pagination {page, limit, total, totalPages}' })
  async deposits(@Query() query: ListDepositsRequest) {
    const page = await this.queryBus.execute(new ListDepositRequests(query.page, query.limit, query.deposit_option ?? null));
    return ok(page.rows.length ? 'Deposits fetched successfully' : 'No deposit requests', page.rows, { pagination: page.pagination });
  }

  @Get('withdraws')
  @ApiOperation({ summary: 'Withdrawal requests, newest first, with the player, version and pagination' })
  async withdraws(@Query() query: ListWithdrawalsRequest) {
    const page = await this.queryBus.execute(new ListWithdrawalRequests(query.page, query.limit, query.withdraw_option ?? null));
    return ok(page.rows.length ? 'Withdrawals fetched successfully' : 'No withdraw requests', page.rows, { pagination: page.pagination });
  }

  @Put('deposits/:id')
  @ApiOperation({
    summary:
      'Change a deposit request (JSON or multipart): amount and/or status, a reason with a rejection. done credits the amount ' +
      'once and is final (a later change: 409); asking for what it is already changes nothing. Answers the updated row.',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ schema: DEPOSIT_UPDATE_FORM })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the admin saw (or body field version)' })
  @ApiNotFoundResponse({ description: 'No such request' })
  @ApiConflictResponse({ description: 'Done is final, or someone changed the request since the version sent' })
  async updateDeposit(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta) {
    if (!UUID.test(id)) throw new RequestNotFoundError('deposit');
    const { fields } = await readForm(request, { fields: ADMIN_UPDATE_FIELDS });
    const form = checkAdminUpdate(fields, ifMatch(request), false, this.maxPaise);
    const { changed } = await this.commandBus.execute(new UpdateDeposit(id, principal.id, form, meta));
    const row = await this.queryBus.execute(new GetDepositRequestView(id));
    return ok(changed ? 'Deposit request updated' : 'Nothing changed: the request is already so', row);
  }

  @Put('withdraws/:id')
  @ApiOperation({
    summary:
      'Change a withdrawal request (JSON, or multipart with an optional proof of payment `image`): done captures the hold ' +
      '(final), rejected releases it, reopening holds again (409 if the money is gone), a new amount adjusts it. Answers the updated row.',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ schema: WITHDRAWAL_UPDATE_FORM })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the admin saw (or body field version)' })
  @ApiNotFoundResponse({ description: 'No such request' })
  @ApiConflictResponse({ description: "Done is final, a stale version, or the player's money no longer covers a new hold" })
  async updateWithdrawal(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta) {
    if (!UUID.test(id)) throw new RequestNotFoundError('withdrawal');
    const { fields, file } = await readForm(request, { fields: ADMIN_UPDATE_FIELDS, file: 'image' });
    const form = checkAdminUpdate(fields, ifMatch(request), file !== null, this.maxPaise);
    const { changed } = await this.commandBus.execute(new UpdateWithdrawal(id, principal.id, form, file, meta));
    const row = await this.queryBus.execute(new GetWithdrawalRequestView(id));
    return ok(changed ? 'Withdrawal request updated' : 'Nothing changed: the request is already so', row);
  }

  private get maxPaise(): number {
    return this.config.MONEY_REQUEST_MAX_RUPEES * 100;
  }
}

function ifMatch(request: FastifyRequest): string | undefined {
  const value = request.headers['if-match'];
  return typeof value === 'string' ? value : undefined;
}
