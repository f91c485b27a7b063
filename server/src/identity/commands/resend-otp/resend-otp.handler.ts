import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../shared/mail/mailer.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { OtpService } from '../../otp/otp.service.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { ResendOtp } from './resend-otp.command.js';

/**
 * The new code continues the address's current flow (registration or login) and voids
 * the old one. Unknown addresses are rate-limited exactly alike, but nothing is mailed,
 * so cooldown and cap answers reveal nothing.
 */
@CommandHandler(ResendOtp)
export class ResendOtpHandler implements ICommandHandler<ResendOtp> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly otp: OtpService,
    private readonly mailer: Mailer,
  ) {}

  async execute({ email }: ResendOtp): Promise<void> {
    const player = await this.accounts.findByEmail(email);
    const purpose = (await this.otp.lastPurpose(email)) ?? (player && !player.emailVerified ? 'register' : 'login');
    const code = await this.otp.issue(email, player?.id ?? null, purpose);
    if (player) await deliver(this.mailer, IdentityMails.otp(email, code, purpose));
  }
}
