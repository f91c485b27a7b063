import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../shared/mail/mailer.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { OtpService } from '../../otp/otp.service.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { secretHash } from '../../sign-in/sign-in-secrets.js';
import { ResendOtp } from './resend-otp.command.js';

/**
 * With the challenge of a current login step, a new login code for that login (its own
 * cooldown and cap). Without one, a new registration code, but only for an account that
 * has not finished verification: a verified account and an unknown address get nothing
 * mailed, and are rate-limited exactly alike (as registration codes, never counted
 * against the owner's login codes), so the answers reveal nothing.
 */
@CommandHandler(ResendOtp)
export class ResendOtpHandler implements ICommandHandler<ResendOtp> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly otp: OtpService,
    private readonly mailer: Mailer,
  ) {}

  async execute({ email, challenge, language }: ResendOtp): Promise<void> {
    const login = challenge ? await this.otp.resendLogin(email, secretHash(challenge)) : undefined;
    if (login) return deliver(this.mailer, IdentityMails.otp(email, login.code, 'login', language));
    const player = await this.accounts.findByEmail(email);
    const pending = player && !player.emailVerified ? player : null;
    const code = await this.otp.issue(email, pending?.id ?? null, 'register');
    if (pending) await deliver(this.mailer, IdentityMails.otp(email, code, 'register', language));
  }
}
