import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../shared/http/principal.js';
import { csvInChunks, sendCsv, type CsvColumn } from '../shared/csv/csv.js';
import { ok } from '../shared/http/envelope.js';
import { LogInAdmin } from './commands/log-in-admin/log-in-admin.command.js';
import { LogInAdminRequest } from './commands/log-in-admin/log-in-admin.request.dto.js';
import { LogOut } from './commands/log-out/log-out.command.js';
import { ExportPlayers, ListPlayers, type PlayerCursor, type PlayerListRow } from './queries/list-players/list-players.query.js';
import { ListPlayersRequest } from './queries/list-players/list-players.request.dto.js';
import { AllowAuditor, Auth, CurrentPrincipal } from './sessions/auth.decorators.js';
import { BROWSER_KEY, readSecret, setSecretCookie } from './sign-in/sign-in-cookies.js';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Admin login: 400 missing field, 404 unknown username, 401 wrong password, 429 too many failures. ' +
      'Returns the browserKey this browser keeps: with it, guesses at the account from elsewhere never hold this browser back.',
  })
  @ApiHeader({ name: 'X-Browser-Key', required: false, description: 'The browserKey of an earlier admin login in this browser' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts from this address or at this account' })
  async login(@Body() body: LogInAdminRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.commandBus.execute(
      new LogInAdmin(body.username, body.password, request.ip, readSecret(request, BROWSER_KEY)),
    );
    setSecretCookie(request, reply, BROWSER_KEY, result.browserKey);
    return ok('Login successful', { username: result.username, role: result.role }, { token: result.token, browserKey: result.browserKey });
  }

  @Post('logout')
  @HttpCode(200)
  @Auth('admin')
  @AllowAuditor()
  @ApiOperation({ summary: 'End this admin session (auditors too)' })
  async logout(@CurrentPrincipal() principal: Principal) {
    await this.commandBus.execute(new LogOut(principal));
    return ok('Logged out');
  }

  @Get('users-list')
  @Auth('admin')
  @ApiOperation({ summary: 'Players, newest first, with money balance (amount, rupees) and last login' })
  async usersList(@Query() query: ListPlayersRequest) {
    const page = await this.queryBus.execute(new ListPlayers(query.page, query.limit, query.q ?? null));
    return ok(page.rows.length ? 'Users fetched successfully' : 'No users found', page.rows, { pagination: page.pagination });
  }

  @Get('users-list.csv')
  @Auth('admin')
  @ApiOperation({ summary: 'Every player the search q finds (no q: every player), oldest first, as CSV (at most 100,000 rows)' })
  async usersCsv(@Query() query: ListPlayersRequest, @Res() reply: FastifyReply) {
    const csv = await csvInChunks(PLAYER_CSV_COLUMNS, (cursor: PlayerCursor | null, limit) => this.queryBus.execute(new ExportPlayers(query.q ?? null, cursor, limit)));
    return sendCsv(reply, 'players.csv', csv);
  }
}

const PLAYER_CSV_COLUMNS: CsvColumn<PlayerListRow>[] = [
  { header: 'id', value: (r) => r._id },
  { header: 'username', value: (r) => r.username },
  { header: 'first_name', value: (r) => r.first_name },
  { header: 'last_name', value: (r) => r.last_name },
  { header: 'email', value: (r) => r.email },
  { header: 'mobile', value: (r) => r.mobile },
  { header: 'profile_complete', value: (r) => r.is_profile_updated },
  { header: 'money_balance', value: (r) => r.current_balance.toFixed(2) },
  { header: 'referral_balance', value: (r) => r.referral_balance.toFixed(2) },
  { header: 'held_balance', value: (r) => r.held_balance.toFixed(2) },
  { header: 'last_login_at', value: (r) => r.lastLoginAt },
  { header: 'created_at', value: (r) => r.createdAt },
];
