import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { Mailer } from '../../../shared/mail/mailer.js';
import { IdentityErrors } from '../../identity.errors.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { LoginGrants } from '../../otp/login-grants.js';
import { OtpService } from '../../otp/otp.service.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { PlayerAccounts, type PlayerSession } from '../../player-accounts.service.js';
import { LogInPlayer } from './log-in-player.command.js';
import { isPlayerLoginLimited, PLAYER_LOGIN_WINDOW_MS } from './player-login-limits.js';

export type LogInOutcome = { kind: 'otp_sent'; fresh: boolean } | { kind: 'session'; session: PlayerSession };

/**
 * An unknown email and a wrong password get the same 401 after the same argon2 work, and
 * count alike towards the per-address limit (429).
 * During the resend cooldown no new code goes out; the one already sent stays valid.
 */
@CommandHandler(LogInPlayer)
export class LogInPlayerHandler implements ICommandHandler<LogInPlayer, LogInOutcome> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly hasher: PasswordHasher,
    private readonly otp: OtpService,
    private readonly grants: LoginGrants,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async execute({ email, password, fingerprint, ip }: LogInPlayer): Promise<LogInOutcome> {
    const now = this.clock.now();
    if (await this.tooManyFailures(email, ip, now)) throw IdentityErrors.playerLoginLimited();
    const player = await this.accounts.findByEmail(email);
    const valid = await this.hasher.verify(player?.passwordHash, password);
    if (!player || !valid) {
      await this.accounts.players.query(`INSERT INTO player_login_failures (email, ip, at) VALUES ($1, $2, $3)`, [email, ip, now]);
      throw IdentityErrors.invalidCredentials();
    }
    await this.accounts.players.query(`DELETE FROM player_login_failures WHERE email = $1 AND ip = $2`, [email, ip]);
    if (await this.grants.use(player.id, fingerprint)) {
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

  private async tooManyFailures(email: string, ip: string, now: Date): Promise<boolean> {
    const [row] = await this.accounts.players.query(
      `SELECT count(*) FILTER (WHERE email = $1)::int AS pair, count(*)::int AS ip
         FROM player_login_failures WHERE ip = $2 AND at > $3`,
      [email, ip, new Date(now.getTime() - PLAYER_LOGIN_WINDOW_MS)],
    );
    return isPlayerLoginLimited(row);
  }
}
