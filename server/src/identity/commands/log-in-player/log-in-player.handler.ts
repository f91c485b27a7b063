import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../shared/mail/mailer.js';
import { InvalidCredentialsError, PlayerLoginLimitedError } from '../../identity.errors.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { LoginGrants } from '../../otp/login-grants.js';
import { OtpService } from '../../otp/otp.service.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { newSecret, secretHash } from '../../sign-in/sign-in-secrets.js';
import { NO_ACCOUNT, TrustedBrowsers } from '../../sign-in/trusted-browsers.js';
import { LogInPlayer, type LogInOutcome } from './log-in-player.command.js';
import { PlayerLoginFailures } from './player-login-failures.js';

/**
 * Each attempt is counted before its password is checked (player-login-failures.ts); an
 * unknown email and a wrong password get the same 401 after the same argon2 work, and
 * count alike. A correct password gets its own challenge and the code step: during the
 * resend cooldown no new code goes out, the one already sent serves this login too, and
 * the answer says how long until another can be sent.
 */
@CommandHandler(LogInPlayer)
export class LogInPlayerHandler implements ICommandHandler<LogInPlayer> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly hasher: PasswordHasher,
    private readonly otp: OtpService,
    private readonly grants: LoginGrants,
    private readonly browsers: TrustedBrowsers,
    private readonly failures: PlayerLoginFailures,
    private readonly mailer: Mailer,
  ) {}

  async execute({ email, password, ip, browserKey, language }: LogInPlayer): Promise<LogInOutcome> {
    const player = await this.accounts.findByEmail(email);
    const keyHash = browserKey ? secretHash(browserKey) : null;
    // Asked for unknown emails too (of an account nobody has), so the time taken tells nothing.
    const trusted = keyHash && (await this.browsers.isTrusted(keyHash, 'user', player?.id ?? NO_ACCOUNT)) ? keyHash : null;
    const attempt = await this.failures.reserve(email, ip, trusted);
    if (!attempt.granted) throw new PlayerLoginLimitedError(attempt.waitMs / 1000);
    const valid = await this.hasher.verify(player?.passwordHash, password);
    if (!player || !valid) throw new InvalidCredentialsError();
    await this.failures.succeeded(attempt.id, email, ip, trusted);
    if (trusted && (await this.grants.use(player.id, trusted))) {
      return { kind: 'session', session: await this.accounts.startSession(player) };
    }
    const challenge = newSecret();
    const outcome = await this.otp.issueLogin(email, player.id, secretHash(challenge));
    if (outcome.kind === 'pending') return { kind: 'otp_pending', challenge, retryAfterSeconds: outcome.retryAfterSeconds };
    await deliver(this.mailer, IdentityMails.otp(email, outcome.code, 'login', language));
    return { kind: 'otp_sent', challenge };
  }
}
