import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../shared/http/principal.js';
import { ok } from '../shared/http/envelope.js';
import { LogInAdmin } from './commands/log-in-admin/log-in-admin.command.js';
import { LogInAdminRequest } from './commands/log-in-admin/log-in-admin.request.dto.js';
import { LogOut } from './commands/log-out/log-out.command.js';
import { ListPlayers } from './queries/list-players/list-players.query.js';
import { ListPlayersRequest } from './queries/list-players/list-players.request.dto.js';
import { AllowAuditor, Auth, CurrentPrincipal } from './sessions/auth.decorators.js';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin login: 400 missing field, 404 unknown username, 401 wrong password, 429 too many failures' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts from this address' })
  async login(@Body() body: LogInAdminRequest, @Req() request: FastifyRequest) {
    const result = await this.commandBus.execute(
      new LogInAdmin(body.username, body.password, request.ip),
    );
    return ok('Login successful', { username: result.username, role: result.role }, { token: result.token });
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
    const page = await this.queryBus.execute(new ListPlayers(query.page, query.limit));
    return ok(page.rows.length ? 'Users fetched successfully' : 'No users found', page.rows, { pagination: page.pagination });
  }
}
