import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { ChangePasswordLimitedError, NoPasswordSetError, UnauthenticatedError, WrongCurrentPasswordError } from '../../identity.errors.js';
import { PasswordGuessability } from '../../passwords/password-guessability.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { PlayerAccounts, type PlayerSession } from '../../player-accounts.service.js';
import { LoginGrants } from '../../otp/login-grants.js';
import { QuotaLedger } from '../../quotas/quota-ledger.js';
import { WRONG_CURRENT_PASSWORDS } from '../../quotas/quotas.js';
import { SessionService } from '../../sessions/session.service.js';
import { ChangePassword } from './change-password.command.js';

/**
 * Whoever holds a session (a stolen token, an unlocked phone) may try current passwords
 * here only a few times: each try is counted before the password is checked (quota
 * WRONG_CURRENT_PASSWORDS, atomic, so parallel tries cannot pass it) and a correct one
 * forgives the wrong ones. A guessable new password is refused before any try counts.
 */
@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly hasher: PasswordHasher,
    private readonly guessability: PasswordGuessability,
    private readonly quotas: QuotaLedger,
    private readonly sessions: SessionService,
    private readonly grants: LoginGrants,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, currentPassword, newPassword }: ChangePassword): Promise<PlayerSession> {
    const player = await this.accounts.players.findOneBy({ id: principal.id });
    if (!player) throw new UnauthenticatedError();
    if (!player.passwordHash) throw new NoPasswordSetError();
    await this.guessability.assertHardToGuess(newPassword, [player.username, player.email, player.firstName ?? '', player.lastName ?? '']);
    const attempt = await this.quotas.take(WRONG_CURRENT_PASSWORDS, player.id);
    if (!attempt.granted) throw new ChangePasswordLimitedError(attempt.waitMs / 1000);
    if (!(await this.hasher.verify(player.passwordHash, currentPassword))) throw new WrongCurrentPasswordError();
    await this.quotas.clear(WRONG_CURRENT_PASSWORDS, player.id);
    const passwordHash = await this.hasher.hash(newPassword);
    await this.accounts.players.update({ id: player.id }, { passwordHash, updatedAt: this.clock.now() });
    // Anyone who knew the old password is signed out everywhere; this browser gets a new session.
    await this.sessions.revokeAll('user', player.id);
    await this.grants.voidAll(player.id);
    return this.accounts.startSession(player);
  }
}
