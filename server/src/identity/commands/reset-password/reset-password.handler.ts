import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { PasswordResetEntity } from '../../entities/password-reset.entity.js';
import { PlayerEntity } from '../../entities/player.entity.js';
import { ResetLinkInvalidError } from '../../identity.errors.js';
import { LoginGrants } from '../../otp/login-grants.js';
import { PasswordGuessability } from '../../passwords/password-guessability.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { hashResetToken } from '../../passwords/reset-link.js';
import { SessionService } from '../../sessions/session.service.js';
import { ResetPassword } from './reset-password.command.js';

/**
 * The link is used up in the same statement that checks it, so it works exactly once. A
 * guessable new password is refused before that, and leaves the link usable.
 */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly guessability: PasswordGuessability,
    private readonly sessions: SessionService,
    private readonly grants: LoginGrants,
    private readonly clock: Clock,
  ) {}

  async execute({ token, password }: ResetPassword): Promise<void> {
    const now = this.clock.now();
    const link = await this.db.getRepository(PasswordResetEntity).findOne({
      where: { tokenHash: hashResetToken(token), usedAt: IsNull(), voidedAt: IsNull(), expiresAt: MoreThan(now) },
      select: { playerId: true },
    });
    if (!link) throw new ResetLinkInvalidError();
    const player = await this.db.getRepository(PlayerEntity).findOne({ where: { id: link.playerId }, select: { username: true, email: true } });
    await this.guessability.assertHardToGuess(password, [player?.username ?? '', player?.email ?? '']);
    const passwordHash = await this.hasher.hash(password);
    const playerId = await this.db.transaction(async (tx) => {
      const used = await tx
        .getRepository(PasswordResetEntity)
        .createQueryBuilder()
        .update()
        .set({ usedAt: now })
        .where('token_hash = :hash AND used_at IS NULL AND voided_at IS NULL AND expires_at > :now', {
          hash: hashResetToken(token),
          now,
        })
        .returning('player_id')
        .execute();
      const row = (used.raw as { player_id: string }[])[0];
      if (!row) return undefined;
      // Opening the link proves the address, so it also confirms the email.
      await tx.getRepository(PlayerEntity).update({ id: row.player_id }, { passwordHash, emailVerified: true, updatedAt: now });
      return row.player_id;
    });
    if (!playerId) throw new ResetLinkInvalidError();
    await this.sessions.revokeAll('user', playerId);
    await this.grants.voidAll(playerId);
  }
}
