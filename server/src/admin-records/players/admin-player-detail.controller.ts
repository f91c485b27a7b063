import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../identity/sessions/auth.decorators.js';
import { ok } from '../../shared/http/envelope.js';
import { UnknownPlayerError } from '../admin-records.errors.js';
import { GetPlayerDetail } from './get-player-detail/get-player-detail.query.js';

/** The admin's player page (contract A3): admins and auditors read it. */
@ApiTags('admin records')
@Controller('admin/users')
@Auth('admin')
export class AdminPlayerDetailController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':userId')
  @ApiOperation({
    summary:
      "A player's profile, balances (money, referral, held, wallet version), 10 newest deposit and withdrawal requests and " +
      'tickets with their totals, and responsible play (null until that part lands)',
  })
  @ApiNotFoundResponse({ description: "'Player not found' (an unknown or malformed id alike)" })
  async detail(@Param('userId') userId: string) {
    const detail = await this.queryBus.execute(new GetPlayerDetail(userId));
    if (!detail) throw new UnknownPlayerError();
    return ok('Player fetched successfully', detail);
  }
}
