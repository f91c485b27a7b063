import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { InvalidOtpError } from '../../identity.errors.js';
import { OtpService } from '../../otp/otp.service.js';
import { PlayerAccounts, type PlayerSession } from '../../player-accounts.service.js';
import { VerifyOtp } from './verify-otp.command.js';

@CommandHandler(VerifyOtp)
export class VerifyOtpHandler implements ICommandHandler<VerifyOtp> {
  constructor(
    private readonly accounts: PlayerAccounts,
    private readonly otp: OtpService,
    private readonly clock: Clock,
  ) {}

  async execute({ email, otp, referralCode, fingerprint, meta }: VerifyOtp): Promise<PlayerSession> {
    const { playerId } = await this.otp.verify(email, otp, fingerprint);
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
    return this.accounts.startSession(player);
  }
}
