import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../identity/sessions/auth.decorators.js';
import { ok } from '../../shared/http/envelope.js';
import { GetAdminStats } from '../queries/get-admin-stats/get-admin-stats.query.js';

@ApiTags('admin')
@Controller('admin')
@Auth('admin')
export class AdminStatsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('stats')
  @ApiOperation({ summary: 'Dashboard cards: totalUsers, totalWithdraw (done withdrawals), totalDeposit (done deposits); money in rupees' })
  async stats() {
    return ok('Stats fetched successfully', await this.queryBus.execute(new GetAdminStats()));
  }
}
