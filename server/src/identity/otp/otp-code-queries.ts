import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { OtpCodeEntity, type OtpPurpose } from '../entities/otp-code.entity.js';
import { HOUR_MS } from './otp-rules.js';

/** The reads of otp_codes that OtpService decides on, each inside its address-locked transaction. */

/** A code to check, and whether it can succeed at all (false: a stand-in, or an account already verified). */
export interface Candidate {
  row: OtpCodeEntity;
  usable: boolean;
}

export async function liveLoginCode(tx: EntityManager, email: string, challengeHash: string): Promise<Candidate | undefined> {
  const row = await tx
    .getRepository(OtpCodeEntity)
    .createQueryBuilder('o')
    .where(`o.email = :email AND o.purpose = 'login' AND :hash = ANY(o.challenge_hashes)`, { email, hash: challengeHash })
    .andWhere('o.consumed_at IS NULL AND o.voided_at IS NULL')
    .orderBy('o.created_at', 'DESC')
    .getOne();
  return row ? { row, usable: row.playerId !== null } : undefined;
}

/**
 * The live registration code to check: a real one before any stand-in (a stand-in is what
 * registering again with a taken address leaves), the newest first. An address with only
 * stand-ins live checks those, and counts the tries, exactly like an address with no account.
 */
export async function liveRegistrationCode(tx: EntityManager, email: string): Promise<Candidate | undefined> {
  const row = await tx
    .getRepository(OtpCodeEntity)
    .createQueryBuilder('o')
    .where(`o.email = :email AND o.purpose = 'register' AND o.consumed_at IS NULL AND o.voided_at IS NULL`, { email })
    .orderBy('o.player_id IS NOT NULL', 'DESC')
    .addOrderBy('o.created_at', 'DESC')
    .getOne();
  if (!row) return undefined;
  const [open]: { unverified: boolean }[] = row.playerId
    ? await tx.query(`SELECT NOT email_verified AS unverified FROM players WHERE id = $1`, [row.playerId])
    : [];
  return { row, usable: open?.unverified === true };
}

export async function recentCodes(tx: EntityManager, email: string, purpose: OtpPurpose, now: Date) {
  const rows: { created_at: Date; consumed: boolean }[] = await tx.query(
    `SELECT created_at, consumed_at IS NOT NULL AS consumed FROM otp_codes
      WHERE email = $1 AND purpose = $2 AND created_at > $3 ORDER BY created_at DESC LIMIT 20`,
    [email, purpose, new Date(now.getTime() - HOUR_MS)],
  );
  return rows.map((r) => ({ purpose, createdAt: r.created_at, consumed: r.consumed }));
}

export async function lockAddress(tx: EntityManager, email: string): Promise<void> {
  const key = createHash('sha256').update(`otp:${email}`).digest().readBigInt64BE(0);
  await tx.query('SELECT pg_advisory_xact_lock($1)', [key.toString()]);
}
