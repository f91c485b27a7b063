import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../shared/config/config.js';
import { RateLimitedError } from '../../../shared/errors/rate-limited-error.js';
import { Mailer } from '../../../shared/mail/mailer.js';
import { UsernameTakenError } from '../../identity.errors.js';
import { deliver } from '../../mail/deliver.js';
import { IdentityMails } from '../../mail/identity-mails.js';
import { OtpService } from '../../otp/otp.service.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { PlayerAccounts, uniqueViolation } from '../../player-accounts.service.js';
import { RegisterPlayer } from './register-player.command.js';

/**
 * A new email gets an account, a wallet, a referral code and a registration code. An
 * email that already has an account gets a notice instead, and the caller the very same
 * answer, so registration never tells who is registered.
 */
@CommandHandler(RegisterPlayer)
export class RegisterPlayerHandler implements ICommandHandler<RegisterPlayer> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly hasher: PasswordHasher,
    private readonly otp: OtpService,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ username, email, password, meta }: RegisterPlayer): Promise<void> {
    // Hash first on every path, so both answers take the same time.
    const passwordHash = await this.hasher.hash(password);
    if (await this.accounts.findByEmail(email)) return this.notifyOwner(email);
    if (await this.accounts.players.createQueryBuilder('p').where('lower(p.username) = lower(:username)', { username }).getExists()) {
      throw new UsernameTakenError();
    }
    let playerId: string;
    try {
      playerId = (await this.accounts.create({ username, email, passwordHash, emailVerified: false }, meta)).id;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'players_email_key') return this.notifyOwner(email);
      if (constraint === 'players_username_key') throw new UsernameTakenError();
      throw error;
    }
    const code = await this.issueQuietly(email, playerId);
    if (code) await deliver(this.mailer, IdentityMails.otp(email, code, 'register'));
  }

  private async notifyOwner(email: string): Promise<void> {
    // A code row with no player keeps resend cooldowns the same as for a new account.
    await this.issueQuietly(email, null);
    await deliver(this.mailer, IdentityMails.alreadyRegistered(email, this.config.publicUrl));
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
