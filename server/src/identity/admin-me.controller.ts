import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../shared/http/envelope.js';
import type { Principal } from '../shared/http/principal.js';
import { UnauthenticatedError } from './identity.errors.js';
import { GetAdminAccounts } from './queries/get-admin-accounts/get-admin-accounts.query.js';
import { Auth, CurrentPrincipal } from './sessions/auth.decorators.js';

/** Who is signed in to the console (contract A1): the console shows it and hides what an auditor may not do. */
@ApiTags('admin')
@Controller('admin')
export class AdminMeController {
  constructor(private readonly queries: QueryBus) {}

  @Get('me')
  @Auth('admin')
  @ApiOperation({ summary: 'The signed-in admin or auditor: id, username, role' })
  async me(@CurrentPrincipal() principal: Principal) {
    const account = (await this.queries.execute(new GetAdminAccounts([principal.id]))).get(principal.id);
    // A live session of an account that is gone: no one to show.
    if (!account) throw new UnauthenticatedError();
    return ok('Admin fetched successfully', account);
  }
}
