import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowAuditor, Auth, CurrentPrincipal } from '../identity/sessions/auth.decorators.js';
import { ok } from '../shared/http/envelope.js';
import type { Principal } from '../shared/http/principal.js';
import { PushRoleMismatchError } from './notifications.errors.js';
import { RemovePushToken } from './commands/remove-push-token/remove-push-token.command.js';
import { SavePushToken } from './commands/save-push-token/save-push-token.command.js';
import {
  AdminPushTokenRequest,
  RemovePushTokenRequest,
  SavePushTokenRequest,
} from './commands/save-push-token/save-push-token.request.dto.js';

/** Push tokens of both roles (spec section 7, Push token). */
@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('notifications/token')
  @HttpCode(200)
  @Auth('any')
  @ApiOperation({ summary: 'Save this browser push token for the caller (isAdmin must match the token used)' })
  @ApiConflictResponse({ description: "The token is another account's, whose session in that browser is still live" })
  async save(@Body() body: SavePushTokenRequest, @CurrentPrincipal() principal: Principal) {
    if (body.isAdmin !== undefined && body.isAdmin !== (principal.kind === 'admin')) throw new PushRoleMismatchError();
    await this.commandBus.execute(new SavePushToken(principal, body.fcmToken));
    return ok('Push token saved');
  }

  @Delete('notifications/token')
  @HttpCode(200)
  @Auth('any')
  @ApiOperation({ summary: "Remove this session's push token(s) (used at logout)" })
  async remove(@Body() body: RemovePushTokenRequest = {}, @CurrentPrincipal() principal: Principal) {
    if (body?.isAdmin !== undefined && body.isAdmin !== (principal.kind === 'admin')) throw new PushRoleMismatchError();
    await this.commandBus.execute(new RemovePushToken(principal, body?.fcmToken));
    return ok('Push token removed');
  }

  @Post('admin/fcm-token')
  @HttpCode(200)
  @Auth('admin')
  @AllowAuditor()
  @ApiOperation({ summary: 'Save the admin console push token' })
  @ApiConflictResponse({ description: "The token is another account's, whose session in that browser is still live" })
  async saveAdmin(@Body() body: AdminPushTokenRequest, @CurrentPrincipal() principal: Principal) {
    await this.commandBus.execute(new SavePushToken(principal, body.fcmToken));
    return ok('Push token saved');
  }
}
