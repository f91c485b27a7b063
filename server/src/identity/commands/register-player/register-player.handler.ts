import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../shared/config/config.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { RateLimitedError } from '../../../shared/errors/rate-limited-error.js';
import type { Language } from '../../../shared/i18n/language.js';
import { AfterAnswer } from '../../../shared/http/after-answer.js';
import { Mailer } from '../../../shared/mail/mailer.js';
import { RegistrationsLimitedError, UsernameTakenError } from '../../identity.errors.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { OtpService } from '../../otp/otp.service.js';
import { PasswordGuessability } from '../../passwords/password-guessability.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { PlayerAccounts, uniqueViolation } from '../../player-accounts.service.js';
import { QuotaLedger } from '../../quotas/quota-ledger.js';
import { REGISTRATION_NOTICES_PER_EMAIL, registrationsPerAddress } from '../../quotas/quotas.js';
import { UsernameClaims } from '../../username-claims.js';
import { RegisterPlayer } from './register-player.command.js';

/**
 * Nothing registration answers depends on the email: the checks made before answering
 * (the password's strength, the address's quota, the username) look at other things, and the username is claimed
 * for good whatever happens next. Only then, after the answer (AfterAnswer), does the
 * email matter: a new one gets an account, a wallet, a referral code and a registration
 * code; one that already has an account gets a notice instead (at most one an hour).
 */
@CommandHandler(RegisterPlayer)
export class RegisterPlayerHandler implements ICommandHandler<RegisterPlayer> {
  private readonly logger = new Logger('RegisterPlayer');

  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly usernames: UsernameClaims,
    private readonly quotas: QuotaLedger,
    private readonly hasher: PasswordHasher,
    private readonly guessability: PasswordGuessability,
    private readonly otp: OtpService,
    private readonly mailer: Mailer,
    private readonly afterAnswer: AfterAnswer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ username, email, password, ip, meta, language }: RegisterPlayer): Promise<void> {
    // Input first: a guessable password is refused before anything is counted or claimed.
    await this.guessability.assertHardToGuess(password, [username, email]);
    const quota = await this.quotas.take(registrationsPerAddress(this.config.REGISTRATIONS_PER_ADDRESS_PER_HOUR), ip);
    if (!quota.granted) throw new RegistrationsLimitedError(quota.waitMs / 1000);
    if (!(await this.usernames.claim(username))) {
      await this.quotas.giveBack(quota.id);
      throw new UsernameTakenError();
    }
    this.afterAnswer.run('Registration', () => this.complete(username, email, password, meta, language));
  }

  private async complete(username: string, email: string, password: string, meta: CommandMeta, language: Language): Promise<void> {
    if (await this.accounts.findByEmail(email)) return this.notifyOwner(email, language);
    const passwordHash = await this.hasher.hash(password);
    let playerId: string;
    try {
      playerId = (await this.accounts.create({ username, email, passwordHash, emailVerified: false, usernameClaimed: true, language }, meta)).id;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'players_email_key') return this.notifyOwner(email, language);
      // Only a player created between the claim and now could hold the name: nothing to mail.
      if (constraint === 'players_username_key') return this.logger.warn(`Registration of "${username}" lost its username to a sign-up`);
      throw error;
    }
    const code = await this.issueQuietly(email, playerId);
    if (code) await deliver(this.mailer, IdentityMails.otp(email, code, 'register', language));
  }

  private async notifyOwner(email: string, language: Language): Promise<void> {
    // A code row with no player keeps resend cooldowns the same as for a new account.
    await this.issueQuietly(email, null);
    if (!(await this.quotas.take(REGISTRATION_NOTICES_PER_EMAIL, email)).granted) return;
    await deliver(this.mailer, IdentityMails.alreadyRegistered(email, this.config.publicUrl, language));
  }

  /** Registration itself is never refused for rate reasons; a limited address just gets no code now. */
  private async issueQuietly(email: string, playerId: string | null): Promise<string | undefined> {
    try {
      return await this.otp.issue(email, playerId, 'register');
    } catch (error) {
      if (error instanceof RateLimitedError) return undefined;
      throw error;
    }
  }
}
