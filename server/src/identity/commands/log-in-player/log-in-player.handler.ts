import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { Mailer } from '../../../shared/mail/mailer.js';
import { IdentityErrors } from '../../identity.errors.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { OtpService } from '../../otp/otp.service.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { PlayerAccounts, type PlayerSession } from '../../player-accounts.service.js';
import { LogInPlayer } from './log-in-player.command.js';

export type LogInOutcome = { kind: 'otp_sent'; fresh: boolean } | { kind: 'session'; session: PlayerSession };

/**
 * An unknown email and a wrong password get the same 401 after the same argon2 work.
 * During the resend cooldown no new code goes out; the one already sent stays valid.
 */
@CommandHandler(LogInPlayer)
export class LogInPlayerHandler implements ICommandHandler<LogInPlayer, LogInOutcome> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly hasher: PasswordHasher,
    private readonly otp: OtpService,
    private readonly mailer: Mailer,
  ) {}

  async execute({ email, password, fingerprint }: LogInPlayer): Promise<LogInOutcome> {
    const player = await this.accounts.findByEmail(email);
    const valid = await this.hasher.verify(player?.passwordHash, password);
    if (!player || !valid) throw IdentityErrors.invalidCredentials();
    if (await this.otp.useLoginGrant(player.id, fingerprint)) {
      return { kind: 'session', session: await this.accounts.startSession(player) };
    }
    try {
      const code = await this.otp.issue(email, player.id, 'login');
      await deliver(this.mailer, IdentityMails.otp(email, code, 'login'));
      return { kind: 'otp_sent', fresh: true };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'IDENTITY.OTP_COOLDOWN') return { kind: 'otp_sent', fresh: false };
      throw error;
    }
  }
}
