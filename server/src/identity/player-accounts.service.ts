import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../shared/clock/clock.js';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { DEFAULT_LANGUAGE, type Language } from '../shared/i18n/language.js';
import { OpenWallet } from '../wallet/commands/open-wallet/open-wallet.command.js';
import { PlayerEntity } from './entities/player.entity.js';
import { UsernameTakenError } from './identity.errors.js';
import { newReferralCode } from './referral-code.js';
import { SessionService } from './sessions/session.service.js';
import { UsernameClaims } from './username-claims.js';

export interface NewPlayer {
  username: string;
  email: string;
  passwordHash: string | null;
  googleSub?: string | null;
  emailVerified: boolean;
  /** The caller has claimed the username already (registration does so before answering). */
  usernameClaimed?: boolean;
  /** The language the account was made in (its request's); English when not given. */
  language?: Language;
}

/** The session answer of verify-login-otp, login and google-auth (spec section 3, Session). */
export interface PlayerSession {
  token: string;
  user: { email: string; isProfileUpdated: boolean };
  isProfileUpdated: boolean;
}

/** Creating players and starting their sessions: shared by registration, OTP and Google. */
@Injectable()
export class PlayerAccounts {
  private readonly logger = new Logger('PlayerAccounts');

  constructor(
    @InjectRepository(PlayerEntity) readonly players: Repository<PlayerEntity>,
    private readonly sessions: SessionService,
    private readonly commandBus: CommandBus,
    private readonly usernames: UsernameClaims,
    private readonly clock: Clock,
  ) {}

  findByEmail(email: string): Promise<PlayerEntity | null> {
    return this.players.findOneBy({ email });
  }

  /**
   * Inserts the player with a fresh referral code (retrying the rare clash) and opens the
   * wallet. A username someone else claimed is a UsernameTakenError (username-claims.ts).
   */
  async create(input: NewPlayer, meta: CommandMeta): Promise<PlayerEntity> {
    if (!input.usernameClaimed && !(await this.usernames.claim(input.username))) throw new UsernameTakenError();
    const now = this.clock.now();
    for (let attempt = 0; ; attempt++) {
      const player = this.players.create({
        id: randomUUID(),
        username: input.username,
        email: input.email,
        passwordHash: input.passwordHash,
        googleSub: input.googleSub ?? null,
        emailVerified: input.emailVerified,
        referralCode: newReferralCode(),
        referredBy: null,
        isProfileUpdated: false,
        language: input.language ?? DEFAULT_LANGUAGE,
        createdAt: now,
        updatedAt: now,
      });
      try {
        await this.players.insert(player);
      } catch (error) {
        if (uniqueViolation(error) === 'players_referral_code_key' && attempt < 5) continue;
        throw error;
      }
      await this.openWallet(player.id, meta);
      return player;
    }
  }

  /** Wallet opening is idempotent; a failure here is retried at the player's first verified login. */
  async openWallet(playerId: string, meta: CommandMeta): Promise<void> {
    try {
      await this.commandBus.execute(new OpenWallet(playerId, { ...meta, actor: meta.actor === 'anonymous' ? `user:${playerId}` : meta.actor }));
    } catch (error) {
      this.logger.error(`Could not open the wallet of player ${playerId}: ${(error as Error).message}`);
    }
  }

  async startSession(player: PlayerEntity): Promise<PlayerSession> {
    const { token } = await this.sessions.open('user', player.id);
    await this.players.update({ id: player.id }, { lastLoginAt: this.clock.now() });
    return sessionAnswer(token, player);
  }
}

export function sessionAnswer(token: string, player: PlayerEntity): PlayerSession {
  return {
    token,
    user: { email: player.email, isProfileUpdated: player.isProfileUpdated },
    isProfileUpdated: player.isProfileUpdated,
  };
}

/** The name of the unique constraint (or index) a failed insert hit, if that was the cause. */
export function uniqueViolation(error: unknown): string | undefined {
  const driver = (error as { driverError?: { code?: string; constraint?: string } })?.driverError;
  return driver?.code === '23505' ? driver.constraint : undefined;
}
