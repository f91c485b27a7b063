import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { InvalidOtpError } from '../../identity.errors.js';
import { LoginGrants } from '../../otp/login-grants.js';
import { OtpService } from '../../otp/otp.service.js';
import { PlayerAccounts } from '../../player-accounts.service.js';
import { secretHash } from '../../sign-in/sign-in-secrets.js';
import { TrustedBrowsers } from '../../sign-in/trusted-browsers.js';
import { VerifyOtp, type VerifiedSignIn } from './verify-otp.command.js';

@CommandHandler(VerifyOtp)
export class VerifyOtpHandler implements ICommandHandler<VerifyOtp> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly otp: OtpService,
    private readonly grants: LoginGrants,
    private readonly browsers: TrustedBrowsers,
    private readonly clock: Clock,
  ) {}

  async execute({ email, otp, referralCode, challenge, browserKey, meta }: VerifyOtp): Promise<VerifiedSignIn> {
    const { playerId, purpose } = await this.otp.verify(email, otp, challenge ? secretHash(challenge) : undefined);
    const player = await this.accounts.players.findOneBy({ id: playerId });
    if (!player) throw new InvalidOtpError();
    if (!player.emailVerified) {
      // Only a new account takes a referrer, once, and never itself (DESIGN.md 4, Referral).
      await this.accounts.players.query(
        `UPDATE players SET email_verified = true, updated_at = $3,
                referred_by = COALESCE(referred_by,
                  (SELECT r.id FROM players r WHERE r.referral_code = $2 AND r.id <> $1))
          WHERE id = $1`,
        [player.id, referralCode ?? null, this.clock.now()],
      );
      player.emailVerified = true;
      await this.accounts.openWallet(player.id, { ...meta, actor: `user:${player.id}` });
    }
    // The spec's client repeats the password login after a login code: this browser, and only it, may (LoginGrants).
    const key = purpose === 'login' ? await this.grants.grant(player.id, browserKey) : await this.browsers.trust('user', player.id, browserKey);
    return { ...(await this.accounts.startSession(player)), browserKey: key };
  }
}
