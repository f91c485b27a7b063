import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionService } from '../../sessions/session.service.js';
import { LogOut } from './log-out.command.js';

@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut, void> {
  constructor(private readonly sessions: SessionService) {}

  async execute({ principal }: LogOut): Promise<void> {
    await this.sessions.revoke(principal.sessionId);
  }
}
