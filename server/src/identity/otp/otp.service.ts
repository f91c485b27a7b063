import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import { OtpCodeEntity, type OtpPurpose } from '../entities/otp-code.entity.js';
import { InvalidOtpError, OtpCooldownError, OtpExpiredError, OtpHourlyCapError, OtpLockedError } from '../identity.errors.js';
import { OTP_HMAC_KEY } from '../sessions/identity-secret.js';
import { lockAddress, liveLoginCode, liveRegistrationCode, recentCodes } from './otp-code-queries.js';
import { CHALLENGE_RESEND_MS, CHALLENGES_PER_CODE, checkAttempt, decideIssue, OTP_TTL_MS } from './otp-rules.js';

export interface VerifiedCode {
  playerId: string;
  purpose: OtpPurpose;
}

/** A correct-password login: a new code went out, or the one in its resend cooldown now serves this login too. */
export type LoginCodeOutcome = { kind: 'sent'; code: string } | { kind: 'pending'; retryAfterSeconds: number };

/**
 * Stores, rate-limits and checks emailed codes (DESIGN.md 5). A login code is issued only
 * for a correct password and can be checked only with that login's challenge (its hash is
 * on the code); a registration code needs no challenge but opens only an account that has
 * not finished verification. The two kinds have their own cooldowns and caps, and a new
 * code voids only earlier codes of its kind, so nothing asked for without the password
 * touches the owner's login codes. All work on one address runs under a
 * transaction-scoped advisory lock, so parallel requests cannot beat the cooldown, the
 * cap or the five-try limit.
 */
@Injectable()
export class OtpService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(OTP_HMAC_KEY) private readonly key: Buffer,
  ) {}

  /**
   * A registration code for `email` (voiding the earlier one) to mail; with `playerId` null
   * nothing will be mailed, but the address is rate-limited the same, so the answers of
   * register and send-otp cannot tell who has an account.
   */
  async issue(email: string, playerId: string | null, purpose: 'register'): Promise<string> {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const decision = decideIssue(await recentCodes(tx, email, purpose, now), now);
      if (decision.kind !== 'issue') return decision;
      return { kind: 'issue' as const, code: await this.insert(tx, { email, playerId, purpose, challengeHashes: [], now }) };
    });
    if (outcome.kind === 'cooldown') throw new OtpCooldownError(outcome.retryAfterSeconds);
    if (outcome.kind === 'capped') throw new OtpHourlyCapError(outcome.retryAfterSeconds);
    return outcome.code;
  }

  /** The code step of a correct-password login whose challenge hashes to `challengeHash`. */
  async issueLogin(email: string, playerId: string, challengeHash: string): Promise<LoginCodeOutcome> {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const decision = decideIssue(await recentCodes(tx, email, 'login', now), now);
      if (decision.kind === 'cooldown') {
        // No new mail; the code already sent now answers this login's challenge as well.
        await tx.query(
          `UPDATE otp_codes SET challenge_hashes = (challenge_hashes || $2::text)[greatest(1, cardinality(challenge_hashes) + 2 - $3::int):]
            WHERE id = (SELECT id FROM otp_codes WHERE email = $1 AND purpose = 'login' ORDER BY created_at DESC LIMIT 1)`,
          [email, challengeHash, CHALLENGES_PER_CODE],
        );
        return { kind: 'pending' as const, retryAfterSeconds: decision.retryAfterSeconds };
      }
      if (decision.kind === 'capped') return decision;
      return { kind: 'sent' as const, code: await this.insert(tx, { email, playerId, purpose: 'login', challengeHashes: [challengeHash], now }) };
    });
    if (outcome.kind === 'capped') throw new OtpHourlyCapError(outcome.retryAfterSeconds);
    return outcome;
  }

  /**
   * A new login code for the login step whose challenge hashes to `challengeHash`, if that
   * step is current (asked within the hour, its code not used yet); undefined otherwise.
   */
  async resendLogin(email: string, challengeHash: string): Promise<{ code: string; playerId: string } | undefined> {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const [step]: { player_id: string; consumed: boolean }[] = await tx.query(
        `SELECT player_id, consumed_at IS NOT NULL AS consumed FROM otp_codes
          WHERE email = $1 AND purpose = 'login' AND $2 = ANY(challenge_hashes) AND created_at > $3
          ORDER BY created_at DESC LIMIT 1`,
        [email, challengeHash, new Date(now.getTime() - CHALLENGE_RESEND_MS)],
      );
      if (!step || step.consumed) return undefined;
      const decision = decideIssue(await recentCodes(tx, email, 'login', now), now);
      if (decision.kind !== 'issue') return decision;
      const code = await this.insert(tx, { email, playerId: step.player_id, purpose: 'login', challengeHashes: [challengeHash], now });
      return { kind: 'issue' as const, code, playerId: step.player_id };
    });
    if (!outcome) return undefined;
    if (outcome.kind === 'cooldown') throw new OtpCooldownError(outcome.retryAfterSeconds);
    if (outcome.kind === 'capped') throw new OtpHourlyCapError(outcome.retryAfterSeconds);
    return { code: outcome.code, playerId: outcome.playerId };
  }

  /**
   * Checks `code`: against the live login code of the caller's challenge when it has one,
   * else against the newest registration code of the address, which only an account that
   * has not finished verification can use. Success consumes the code; a wrong try counts
   * against the code it was checked against, so without the challenge nobody can use up
   * the tries of someone's login code.
   */
  async verify(email: string, code: string, challengeHash: string | undefined): Promise<VerifiedCode> {
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const live = (challengeHash && (await liveLoginCode(tx, email, challengeHash))) || (await liveRegistrationCode(tx, email));
      const outcome = checkAttempt(
        live && { attempts: live.row.attempts, expiresAt: live.row.expiresAt, deliverable: live.usable },
        live ? this.matches(live.row, code) : false,
        now,
      );
      if (outcome === 'ok') {
        await tx.query(`UPDATE otp_codes SET consumed_at = $2 WHERE id = $1`, [live!.row.id, now]);
        // Verified now: no registration code of the address may open anything any more.
        await tx.query(
          `UPDATE otp_codes SET voided_at = $2 WHERE email = $1 AND purpose = 'register' AND consumed_at IS NULL AND voided_at IS NULL`,
          [email, now],
        );
      } else if (outcome === 'wrong' || outcome === 'locked_now') {
        await tx.query(`UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1`, [live!.row.id]);
      }
      return { outcome, playerId: live?.row.playerId ?? null, purpose: live?.row.purpose ?? 'login' };
    });
    switch (result.outcome) {
      case 'ok':
        return { playerId: result.playerId!, purpose: result.purpose };
      case 'expired':
        throw new OtpExpiredError();
      case 'locked':
      case 'locked_now':
        throw new OtpLockedError();
      case 'wrong':
      case 'none':
        throw new InvalidOtpError();
    }
  }

  /** Voids the earlier live codes of the kind, records the new one and returns it for mailing. */
  private async insert(
    tx: EntityManager,
    c: { email: string; playerId: string | null; purpose: OtpPurpose; challengeHashes: string[]; now: Date },
  ): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    // A stand-in (no player) voids only stand-ins: registering again with someone's
    // address must not void the code their own registration is waiting on.
    await tx.query(
      `UPDATE otp_codes SET voided_at = $3
        WHERE email = $1 AND purpose = $2 AND consumed_at IS NULL AND voided_at IS NULL AND ($4::boolean OR player_id IS NULL)`,
      [c.email, c.purpose, c.now, c.playerId !== null],
    );
    await tx.getRepository(OtpCodeEntity).insert({
      id,
      email: c.email,
      playerId: c.playerId,
      purpose: c.purpose,
      codeHash: this.hashOf(id, code),
      attempts: 0,
      createdAt: c.now,
      expiresAt: new Date(c.now.getTime() + OTP_TTL_MS),
      challengeHashes: c.challengeHashes,
    });
    return code;
  }

  private hashOf(id: string, code: string): string {
    return createHmac('sha256', this.key).update(`${id}:${code}`).digest('base64url');
  }

  private matches(row: OtpCodeEntity, code: string): boolean {
    const given = Buffer.from(this.hashOf(row.id, code));
    const stored = Buffer.from(row.codeHash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
