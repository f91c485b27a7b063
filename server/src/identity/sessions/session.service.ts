import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import type { Principal } from '../../shared/http/principal.js';
import type { AdminRole } from '../entities/admin.entity.js';
import { UnauthenticatedError } from '../identity.errors.js';
import { SessionCache } from './session-cache.js';

export type SubjectKind = Principal['kind'];

/** How long a login lasts: a player stays signed in for a week, an admin for a working day. */
export const SESSION_TTL_MS: Record<SubjectKind, number> = { user: 7 * 24 * 3600_000, admin: 12 * 3600_000 };

interface TokenClaims {
  sub: string;
  sid: string;
  kind: SubjectKind;
}

/**
 * Bearer tokens are HS256 JWTs naming a server-side session (`sid`). A token is good
 * only while its session row is neither revoked nor expired, so logout, password change
 * and reset end it at once.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly jwt: JwtService,
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly cache: SessionCache,
  ) {}

  async open(kind: SubjectKind, subjectId: string): Promise<{ token: string; sessionId: string }> {
    const now = this.clock.now();
    const sessionId = randomUUID();
    const ttl = SESSION_TTL_MS[kind];
    await this.db.query(
      `INSERT INTO sessions (id, subject_kind, subject_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [sessionId, kind, subjectId, now, new Date(now.getTime() + ttl)],
    );
    const claims: TokenClaims & { iat: number } = {
      sub: subjectId,
      sid: sessionId,
      kind,
      iat: Math.floor(now.getTime() / 1000),
    };
    const token = await this.jwt.signAsync(claims, { expiresIn: Math.floor(ttl / 1000) });
    return { token, sessionId };
  }

  /** The caller behind a bearer token; 401 for anything but a live session. */
  async authenticate(token: string): Promise<Principal> {
    const now = this.clock.now();
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, { clockTimestamp: Math.floor(now.getTime() / 1000) });
    } catch {
      throw new UnauthenticatedError();
    }
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string') throw new UnauthenticatedError();
    const cached = this.cache.get(claims.sid, now);
    if (cached) return cached;
    const rows: { subject_kind: SubjectKind; subject_id: string; expires_at: Date; role: AdminRole | null }[] =
      await this.db.query(
        `SELECT s.subject_kind, s.subject_id, s.expires_at, a.role
           FROM sessions s LEFT JOIN admins a ON s.subject_kind = 'admin' AND a.id = s.subject_id
          WHERE s.id = $1 AND s.revoked_at IS NULL`,
        [claims.sid],
      );
    const row = rows[0];
    if (!row || row.subject_id !== claims.sub || row.expires_at.getTime() <= now.getTime()) {
      throw new UnauthenticatedError();
    }
    let principal: Principal;
    if (row.subject_kind === 'admin') {
      if (!row.role) throw new UnauthenticatedError();
      principal = { kind: 'admin', id: row.subject_id, sessionId: claims.sid, role: row.role };
    } else {
      principal = { kind: 'user', id: row.subject_id, sessionId: claims.sid };
    }
    this.cache.put(claims.sid, principal, row.expires_at);
    return principal;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [
      sessionId,
      this.clock.now(),
    ]);
    await this.cache.evict([sessionId]);
  }

  /** Ends every live session of one account (password change and reset). */
  async revokeAll(kind: SubjectKind, subjectId: string): Promise<void> {
    const rows: { id: string }[] = await this.db
      .query(
        `UPDATE sessions SET revoked_at = $3
          WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL RETURNING id`,
        [kind, subjectId, this.clock.now()],
      )
      .then((r: unknown) => (Array.isArray(r) && Array.isArray(r[0]) ? r[0] : (r as { id: string }[])));
    await this.cache.evict(rows.map((r) => r.id));
  }
}
