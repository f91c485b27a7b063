import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AllowAuditor, Auth } from '../../identity/sessions/auth.decorators.js';
import { sendCsv, toCsv } from '../../shared/csv/csv.js';
import { ok } from '../../shared/http/envelope.js';
import { GetWalletEvents } from '../queries/get-wallet-events/get-wallet-events.query.js';
import { ReplayWallet } from '../queries/replay-wallet/replay-wallet.query.js';
import { VerifyWalletChain } from '../queries/verify-wallet-chain/verify-wallet-chain.query.js';
import { CSV_MAX_ROWS, WALLET_EVENT_COLUMNS } from './wallet-events.csv.js';
import { WalletEventsRequest } from './wallet-events.request.dto.js';

/**
 * One player's wallet in the auditor's console (contract A4-A6): its events with the
 * balances after each, and the two checks an auditor runs on it. Admins and auditors;
 * the checks are POSTs that change nothing (@AllowAuditor).
 */
@ApiTags('audit')
@Controller('admin/wallets')
@Auth('admin')
export class AdminWalletsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId/events')
  @ApiOperation({
    summary:
      "Every event of a player's wallet stream, newest first (order=asc: oldest first): type, reference, amount, actor, time, hash, " +
      'what it moved and the balances after it (replayed with the wallet’s own rules), in rupees, with pagination',
  })
  @ApiNotFoundResponse({ description: 'Player not found' })
  async events(@Param('userId') userId: string, @Query() query: WalletEventsRequest) {
    const page = await this.queries.execute(new GetWalletEvents(userId, query.page, query.limit, query.order));
    return ok(page.rows.length ? 'Wallet events fetched successfully' : 'No wallet events', page.rows, { pagination: page.pagination });
  }

  @Get(':userId/events.csv')
  @ApiOperation({ summary: "The wallet's events as CSV, oldest first, at most 100,000 rows" })
  @ApiProduces('text/csv')
  @ApiNotFoundResponse({ description: 'Player not found' })
  async eventsCsv(@Param('userId') userId: string, @Res() reply: FastifyReply) {
    const { rows } = await this.queries.execute(new GetWalletEvents(userId, 1, CSV_MAX_ROWS, 'asc'));
    return sendCsv(reply, `wallet-${userId}-events.csv`, toCsv(WALLET_EVENT_COLUMNS, rows));
  }

  @Post(':userId/replay')
  @HttpCode(200)
  @AllowAuditor()
  @ApiOperation({
    summary:
      "Replays the wallet's events and compares them, event by event, with its ledger postings, then with wallet_balances; " +
      'answers match, or the first event where they disagree. Changes nothing.',
  })
  @ApiNotFoundResponse({ description: 'Player not found' })
  async replay(@Param('userId') userId: string) {
    const result = await this.queries.execute(new ReplayWallet(userId));
    return ok(result.match ? 'The wallet replays to its read models' : 'The wallet does not replay to its read models', result);
  }

  @Post(':userId/verify-chain')
  @HttpCode(200)
  @AllowAuditor()
  @ApiOperation({ summary: "Recomputes the wallet stream's hash chain; names the first event at fault when it is broken. Changes nothing." })
  @ApiNotFoundResponse({ description: 'Player not found' })
  async verifyChain(@Param('userId') userId: string) {
    const result = await this.queries.execute(new VerifyWalletChain(userId));
    return ok(result.ok ? 'The hash chain is intact' : 'The hash chain is broken', result);
  }
}
