import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { NoPasswordSetError, UnauthenticatedError, WrongCurrentPasswordError } from '../../identity.errors.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { PlayerAccounts, type PlayerSession } from '../../player-accounts.service.js';
import { LoginGrants } from '../../otp/login-grants.js';
import { SessionService } from '../../sessions/session.service.js';
import { ChangePassword } from './change-password.command.js';

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly grants: LoginGrants,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, currentPassword, newPassword }: ChangePassword): Promise<PlayerSession> {
    const player = await this.accounts.players.findOneBy({ id: principal.id });
    if (!player) throw new UnauthenticatedError();
    if (!player.passwordHash) throw new NoPasswordSetError();
    if (!(await this.hasher.verify(player.passwordHash, currentPassword))) throw new WrongCurrentPasswordError();
    const passwordHash = await this.hasher.hash(newPassword);
    await this.accounts.players.update({ id: player.id }, { passwordHash, updatedAt: this.clock.now() });
    // Anyone who knew the old password is signed out everywhere; this browser gets a new session.
    await this.sessions.revokeAll('user', player.id);
    await this.grants.voidAll(player.id);
    return this.accounts.startSession(player);
  }
}
