import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { ResetLinkInvalidError } from '../../identity.errors.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { hashResetToken } from '../../passwords/reset-link.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { LoginGrants } from '../../otp/login-grants.js';
import { SessionService } from '../../sessions/session.service.js';
import { ResetPassword } from './reset-password.command.js';

/** The link is used up in the same statement that checks it, so it works exactly once. */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly grants: LoginGrants,
    private readonly clock: Clock,
  ) {}

  async execute({ token, password }: ResetPassword): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    const used: { player_id: string }[] = await this.accounts.players.manager.transaction(async (tx) => {
      const [rows] = await tx.query(
        `UPDATE password_resets SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND voided_at IS NULL AND expires_at > $2
          RETURNING player_id`,
        [hashResetToken(token), now],
      );
      if (rows.length === 0) return [];
      // Opening the link proves the address, so it also confirms the email.
      await tx.query(
        `UPDATE players SET password_hash = $2, email_verified = true, updated_at = $3 WHERE id = $1`,
        [rows[0].player_id, passwordHash, now],
      );
      return rows;
    });
    if (used.length === 0) throw new ResetLinkInvalidError();
    await this.sessions.revokeAll('user', used[0]!.player_id);
    await this.grants.voidAll(used[0]!.player_id);
  }
}
