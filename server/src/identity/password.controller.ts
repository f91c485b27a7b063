import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../shared/http/principal.js';
import { ok } from '../shared/http/envelope.js';
import type { Language } from '../shared/i18n/language.js';
import { RequestLanguage } from '../shared/i18n/request-language.js';
import { ChangePassword } from './commands/change-password/change-password.command.js';
import { ChangePasswordRequest } from './commands/change-password/change-password.request.dto.js';
import { RequestPasswordReset } from './commands/request-password-reset/request-password-reset.command.js';
import { RequestPasswordResetRequest } from './commands/request-password-reset/request-password-reset.request.dto.js';
import { ResetPassword } from './commands/reset-password/reset-password.command.js';
import { ResetPasswordRequest } from './commands/reset-password/reset-password.request.dto.js';
import { Auth, CurrentPrincipal } from './sessions/auth.decorators.js';

export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, a password reset link has been sent.';

@ApiTags('player password')
@Controller('user')
export class PasswordController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a one-time reset link ({PUBLIC_URL}/reset-password?token=...); always the same answer' })
  async forgotPassword(@Body() body: RequestPasswordResetRequest, @RequestLanguage() language: Language) {
    await this.commandBus.execute(new RequestPasswordReset(body.email, language));
    return ok(RESET_REQUESTED_MESSAGE);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of a reset link; ends every session' })
  async resetPassword(@Body() body: ResetPasswordRequest) {
    await this.commandBus.execute(new ResetPassword(body.token, body.password));
    return ok('Your password has been reset. Please log in.');
  }

  @Post('change-password')
  @HttpCode(200)
  @Auth('user')
  @ApiOperation({ summary: 'Change the password; ends every session and returns a new token for this browser' })
  async changePassword(@Body() body: ChangePasswordRequest, @CurrentPrincipal() principal: Principal) {
    const session = await this.commandBus.execute(
      new ChangePassword(principal as Extract<Principal, { kind: 'user' }>, body.currentPassword, body.newPassword),
    );
    return ok('Password changed successfully.', undefined, { ...session });
  }
}
