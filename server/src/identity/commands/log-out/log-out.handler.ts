import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OtpService } from '../../otp/otp.service.js';
import { SessionService } from '../../sessions/session.service.js';
import { LogOut } from './log-out.command.js';

@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut, void> {
  constructor(
    private readonly sessions: SessionService,
    private readonly otp: OtpService,
  ) {}

  async execute({ principal }: LogOut): Promise<void> {
    await this.sessions.revoke(principal.sessionId);
    // A pending login repeat must not sign the player straight back in.
    if (principal.kind === 'user') await this.otp.voidLoginGrants(principal.id);
  }
}
