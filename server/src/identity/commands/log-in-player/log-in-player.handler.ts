import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../shared/mail/mailer.js';
import { InvalidCredentialsError, OtpCooldownError, PlayerLoginLimitedError } from '../../identity.errors.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { LoginGrants } from '../../otp/login-grants.js';
import { OtpService } from '../../otp/otp.service.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { LogInPlayer, type LogInOutcome } from './log-in-player.command.js';
import { PlayerLoginFailures } from './player-login-failures.js';

/**
 * An unknown email and a wrong password get the same 401 after the same argon2 work, and
 * count alike towards the per-address limit (429).
 * During the resend cooldown no new code goes out; the one already sent stays valid, and
 * the answer says how long until another can be sent.
 */
@CommandHandler(LogInPlayer)
export class LogInPlayerHandler implements ICommandHandler<LogInPlayer> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly hasher: PasswordHasher,
    private readonly otp: OtpService,
    private readonly grants: LoginGrants,
    private readonly failures: PlayerLoginFailures,
    private readonly mailer: Mailer,
  ) {}

  async execute({ email, password, fingerprint, ip }: LogInPlayer): Promise<LogInOutcome> {
    const waitMs = await this.failures.waitMs(email, ip);
    if (waitMs > 0) throw new PlayerLoginLimitedError(waitMs / 1000);
    const player = await this.accounts.findByEmail(email);
    const valid = await this.hasher.verify(player?.passwordHash, password);
    if (!player || !valid) {
      await this.failures.record(email, ip);
      throw new InvalidCredentialsError();
    }
    await this.failures.clear(email, ip);
    if (await this.grants.use(player.id, fingerprint)) {
      return { kind: 'session', session: await this.accounts.startSession(player) };
    }
    try {
      const code = await this.otp.issue(email, player.id, 'login');
      await deliver(this.mailer, IdentityMails.otp(email, code, 'login'));
      return { kind: 'otp_sent' };
    } catch (error) {
      if (error instanceof OtpCooldownError) return { kind: 'otp_pending', retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }
}
