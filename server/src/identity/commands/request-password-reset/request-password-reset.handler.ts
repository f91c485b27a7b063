import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/config/config.js';
import type { Language } from '../../../shared/i18n/language.js';
import { AfterAnswer } from '../../../shared/http/after-answer.js';
import { Mailer } from '../../../shared/mail/mailer.js';
import { PasswordResetEntity } from '../../entities/password-reset.entity.js';
import { PlayerEntity } from '../../entities/player.entity.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { newResetToken, RESET_LINK_TTL_MS, RESET_LINKS_PER_HOUR } from '../../passwords/reset-link.js';
import { RequestPasswordReset } from './request-password-reset.command.js';

/**
 * The caller always gets the same answer, at once: looking the address up, writing the
 * link and mailing it happen after the answer (AfterAnswer), so neither the answer nor
 * its timing tells whether the address has an account. A new link voids the older ones;
 * past the hourly limit no more mail goes out.
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly afterAnswer: AfterAnswer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, language }: RequestPasswordReset): Promise<void> {
    this.afterAnswer.run('Password reset request', () => this.mailLink(email, language));
  }

  private async mailLink(email: string, language: Language): Promise<void> {
    const player = await this.accounts.findByEmail(email);
    if (!player) return;
    const now = this.clock.now();
    const { token, hash } = newResetToken();
    const sent = await this.db.transaction(async (tx) => {
      // The player's row lock makes two requests at once count and insert one after the other.
      await tx.getRepository(PlayerEntity).findOne({ where: { id: player.id }, select: { id: true }, lock: { mode: 'pessimistic_write' } });
      const links = tx.getRepository(PasswordResetEntity);
      const lastHour = await links.countBy({ playerId: player.id, createdAt: MoreThan(new Date(now.getTime() - 3600_000)) });
      if (lastHour >= RESET_LINKS_PER_HOUR) return false;
      await links.update({ playerId: player.id, usedAt: IsNull(), voidedAt: IsNull() }, { voidedAt: now });
      await links.insert({
        id: randomUUID(),
        playerId: player.id,
        tokenHash: hash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
        usedAt: null,
        voidedAt: null,
      });
      return true;
    });
    if (!sent) return;
    const link = `${this.config.publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    await deliver(this.mailer, IdentityMails.resetLink(email, link, language));
  }
}
