import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/config/config.js';
import { Mailer } from '../../../shared/mail/mailer.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { newResetToken, RESET_LINK_TTL_MS, RESET_LINKS_PER_HOUR } from '../../passwords/reset-link.js';
import { RequestPasswordReset } from './request-password-reset.command.js';

/**
 * The caller always gets the same answer. A new link voids the older ones; past the
 * hourly limit no more mail goes out (quietly, for the same reason).
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: RequestPasswordReset): Promise<void> {
    const player = await this.accounts.findByEmail(email);
    if (!player) return;
    const now = this.clock.now();
    const { token, hash } = newResetToken();
    const sent = await this.accounts.players.manager.transaction(async (tx) => {
      await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [player.id]);
      const [{ count }] = await tx.query(
        `SELECT count(*)::int AS count FROM password_resets WHERE player_id = $1 AND created_at > $2`,
        [player.id, new Date(now.getTime() - 3600_000)],
      );
      if (count >= RESET_LINKS_PER_HOUR) return false;
      await tx.query(
        `UPDATE password_resets SET voided_at = $2 WHERE player_id = $1 AND used_at IS NULL AND voided_at IS NULL`,
        [player.id, now],
      );
      await tx.query(
        `INSERT INTO password_resets (id, player_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [randomUUID(), player.id, hash, now, new Date(now.getTime() + RESET_LINK_TTL_MS)],
      );
      return true;
    });
    if (!sent) return;
    const link = `${this.config.publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    await deliver(this.mailer, IdentityMails.resetLink(email, link));
  }
}
