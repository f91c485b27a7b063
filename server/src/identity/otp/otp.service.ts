import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import { OtpCodeEntity, type OtpPurpose } from '../entities/otp-code.entity.js';
import { InvalidOtpError, OtpCooldownError, OtpExpiredError, OtpHourlyCapError, OtpLockedError } from '../identity.errors.js';
import { OTP_HMAC_KEY } from '../sessions/identity-secret.js';
import { checkAttempt, decideIssue, HOUR_MS, OTP_TTL_MS } from './otp-rules.js';

export interface VerifiedCode {
  playerId: string;
  purpose: OtpPurpose;
}

/**
 * Stores, rate-limits and checks emailed codes. All work on one address runs under a
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
   * Records a new code for `email` (voiding any earlier one) and returns it for mailing;
   * with `playerId` null nothing will be mailed but the address is rate-limited the same.
   */
  async issue(email: string, playerId: string | null, purpose: OtpPurpose): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    const id = randomUUID();
    const outcome = await this.db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const recent = await tx.getRepository(OtpCodeEntity).find({
        where: { email },
        order: { createdAt: 'DESC' },
        take: 20,
        select: { purpose: true, createdAt: true, consumedAt: true },
      });
      const decision = decideIssue(
        recent
          .filter((c) => now.getTime() - c.createdAt.getTime() < HOUR_MS)
          .map((c) => ({ purpose: c.purpose, createdAt: c.createdAt, consumed: c.consumedAt !== null && c.consumedAt !== undefined })),
        now,
      );
      if (decision.kind !== 'issue') return decision;
      await tx.query(
        `UPDATE otp_codes SET voided_at = $2 WHERE email = $1 AND consumed_at IS NULL AND voided_at IS NULL`,
        [email, now],
      );
      await tx.getRepository(OtpCodeEntity).insert({
        id,
        email,
        playerId,
        purpose,
        codeHash: this.hashOf(id, code),
        attempts: 0,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      });
      return decision;
    });
    if (outcome.kind === 'cooldown') throw new OtpCooldownError(outcome.retryAfterSeconds);
    if (outcome.kind === 'capped') throw new OtpHourlyCapError(outcome.retryAfterSeconds);
    return code;
  }

  /** The purpose of the newest code sent to `email` in the last hour, if any. */
  async lastPurpose(email: string): Promise<OtpPurpose | undefined> {
    const since = new Date(this.clock.now().getTime() - HOUR_MS);
    const rows: { purpose: OtpPurpose }[] = await this.db.query(
      `SELECT purpose FROM otp_codes WHERE email = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT 1`,
      [email, since],
    );
    return rows[0]?.purpose;
  }

  /**
   * Checks `code` against the newest live code of `email`. Success consumes it; a login
   * code also grants the browser with `fingerprint` one repeat of its password login
   * (see LoginGrants).
   */
  async verify(email: string, code: string, fingerprint: string): Promise<VerifiedCode> {
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const row = await tx.getRepository(OtpCodeEntity).findOne({
        where: { email },
        order: { createdAt: 'DESC' },
      });
      const live = row && !row.consumedAt && !row.voidedAt ? row : undefined;
      const outcome = checkAttempt(
        live && { attempts: live.attempts, expiresAt: live.expiresAt, deliverable: live.playerId !== null },
        live ? this.matches(live, code) : false,
        now,
      );
      if (outcome === 'ok') {
        // Only a login code grants the repeat of the password login (the spec's client repeats it).
        await tx.query(`UPDATE otp_codes SET consumed_at = $2, grant_fingerprint = $3 WHERE id = $1`, [
          live!.id,
          now,
          live!.purpose === 'login' ? fingerprint : null,
        ]);
      } else if (outcome === 'wrong' || outcome === 'locked_now') {
        await tx.query(`UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1`, [live!.id]);
      }
      return { outcome, playerId: live?.playerId ?? null, purpose: live?.purpose ?? 'login' };
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

  private hashOf(id: string, code: string): string {
    return createHmac('sha256', this.key).update(`${id}:${code}`).digest('base64url');
  }

  private matches(row: OtpCodeEntity, code: string): boolean {
    const given = Buffer.from(this.hashOf(row.id, code));
    const stored = Buffer.from(row.codeHash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}

async function lockAddress(tx: EntityManager, email: string): Promise<void> {
  const key = createHash('sha256').update(`otp:${email}`).digest().readBigInt64BE(0);
  await tx.query('SELECT pg_advisory_xact_lock($1)', [key.toString()]);
}
