import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LoginGrants } from '../../otp/login-grants.js';
import { SessionService } from '../../sessions/session.service.js';
import { LogOut } from './log-out.command.js';

@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut> {
  constructor(
    private readonly sessions: SessionService,
    private readonly grants: LoginGrants,
  ) {}

  async execute({ principal }: LogOut): Promise<void> {
    await this.sessions.revoke(principal.sessionId);
    // A pending login repeat must not sign the player straight back in.
    if (principal.kind === 'user') await this.grants.voidAll(principal.id);
  }
}
