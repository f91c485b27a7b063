import { Body, Controller, Get, Headers, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentPrincipal } from '../../identity/sessions/auth.decorators.js';
import { idempotencyKeyOf } from '../../shared/idempotency/idempotency-key-header.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { success, SuccessEnvelope } from '../../shared/http/envelope.js';
import type { Principal } from '../../shared/http/principal.js';
import { RequestMeta } from '../../shared/http/request-meta.decorator.js';
import { rupeesFromPaise } from '../../shared/money/money.js';
import { GetPlayerTicket, ListPlayerTickets } from '../queries/list-player-tickets/list-player-tickets.query.js';
import { BuyTickets } from '../tickets/commands/buy-tickets/buy-tickets.command.js';
import { readTicketOrder } from '../tickets/commands/buy-tickets/ticket-order.js';
import { TicketNotFoundError } from '../tickets/tickets.errors.js';
import { PlayerTicketsRequest } from './draws.request.dto.js';
import { PurchaseRequest, PurchaseResponse, TicketPageResponse, TicketResponse } from './draws.responses.dto.js';

/** The player's tickets (spec section 7, under /user): only ever their own. */
@ApiTags('tickets (player)')
@Controller('user/tickets')
@Auth('user')
@SuccessEnvelope()
export class PlayerTicketsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @ApiOperation({
    summary:
      "Buy tickets of the period's open draw at its round_amount, referral balance first, in one wallet append (all or none). " +
      "Checks in the spec's order: 'No open draw available for this period', 'Please select all 5 numbers', " +
      "'All numbers must be between 1 and 75' (the period's range), 'Numbers must be unique - no duplicates allowed', " +
      "'Please select an alphabet for weekly period'.",
  })
  @ApiBody({ type: PurchaseRequest })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry or double click with the same key buys once and answers the same tickets; the same key with another body is a 409' })
  @ApiCreatedResponse({ type: PurchaseResponse })
  @ApiBadRequestResponse({ description: 'A ticket check, or a body of another shape' })
  @ApiConflictResponse({ description: "No open draw; insufficient balance (nothing is bought); the Idempotency-Key used with another body" })
  async buy(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    const order = readTicketOrder(body);
    const bought = await this.commandBus.execute(new BuyTickets(principal.id, order, idempotencyKeyOf(key), meta));
    return success('Ticket created successfully!', {
      tickets: bought.tickets,
      balances: { current_balance: rupeesFromPaise(bought.moneyPaise), referral_balance: rupeesFromPaise(bought.referralPaise) },
    });
  }

  @Get()
  @ApiOperation({ summary: "The player's tickets, newest first, of one period or all: current and past rounds, paged" })
  @ApiOkResponse({ type: TicketPageResponse })
  async list(@Query() query: PlayerTicketsRequest, @CurrentPrincipal() principal: Principal) {
    const page = await this.queryBus.execute(new ListPlayerTickets(principal.id, query.period ?? null, query.page, query.limit));
    return success(page.rows.length ? 'Tickets fetched successfully' : 'No tickets found', page.rows, { page: page.page, limit: page.limit, total: page.total });
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the player's own tickets (another player's is not found)" })
  @ApiOkResponse({ type: TicketResponse })
  @ApiNotFoundResponse({ description: "'Ticket not found'" })
  async one(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    const ticket = id.length <= 100 ? await this.queryBus.execute(new GetPlayerTicket(principal.id, id)) : null;
    if (!ticket) throw new TicketNotFoundError(id);
    return success('Ticket fetched successfully', ticket);
  }
}
