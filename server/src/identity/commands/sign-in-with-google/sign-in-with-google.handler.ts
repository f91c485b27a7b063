import { randomInt } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { GoogleEmailTakenError, UsernameTakenError } from '../../identity.errors.js';
import type { PlayerEntity } from '../../entities/player.entity.js';
import { PlayerAccounts, uniqueViolation, type PlayerSession } from '../../player-accounts.service.js';
import { GoogleTokenVerifier } from './google-token-verifier.js';
import { SignInWithGoogle } from './sign-in-with-google.command.js';

/**
 * Known `sub`: sign in. Unknown `sub` with an email that already has an account: Google
 * has verified the address, so the account gains this Google login (unless it already has
 * another Google login). Otherwise a new
 * player (wallet, referral code) who goes on to create a profile.
 */
@CommandHandler(SignInWithGoogle)
export class SignInWithGoogleHandler implements ICommandHandler<SignInWithGoogle> {
  constructor(
    private readonly verifier: GoogleTokenVerifier,
    private readonly accounts: PlayerAccounts,
    private readonly clock: Clock,
  ) {}

  async execute({ idToken, referralCode, meta, language }: SignInWithGoogle): Promise<PlayerSession> {
    const google = await this.verifier.verify(idToken);
    const bySub = await this.accounts.players.findOneBy({ googleSub: google.sub });
    if (bySub) return this.accounts.startSession(bySub);
    const byEmail = await this.accounts.findByEmail(google.email);
    if (byEmail && !byEmail.googleSub) {
      await this.accounts.players.update(
        { id: byEmail.id },
        { googleSub: google.sub, emailVerified: true, updatedAt: this.clock.now() },
      );
      return this.accounts.startSession(byEmail);
    }
    // The address belongs to an account of another Google user (a recycled address): refuse.
    if (byEmail) throw new GoogleEmailTakenError();
    const player = await this.createPlayer(google.sub, google.email, meta, language);
    if (referralCode) {
      await this.accounts.players.query(
        `UPDATE players SET referred_by = (SELECT r.id FROM players r WHERE r.referral_code = $2 AND r.id <> $1)
          WHERE id = $1 AND referred_by IS NULL`,
        [player.id, referralCode],
      );
    }
    return this.accounts.startSession(player);
  }

  private async createPlayer(sub: string, email: string, meta: SignInWithGoogle['meta'], language: SignInWithGoogle['language']): Promise<PlayerEntity> {
    const base = usernameBase(email);
    for (let attempt = 0; ; attempt++) {
      const username = attempt === 0 ? base : `${base}${randomInt(1000, 1_000_000)}`;
      try {
        return await this.accounts.create({ username, email, passwordHash: null, googleSub: sub, emailVerified: true, language }, meta);
      } catch (error) {
        const taken = error instanceof UsernameTakenError || uniqueViolation(error) === 'players_username_key';
        if (taken && attempt < 10) continue;
        throw error;
      }
    }
  }
}

/** A username from the address's local part: letters, digits and underscores, at least 3. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9_]/g, '').slice(0, 20);
  return local.length >= 3 ? local : `player${local}`;
}
