import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import type { Principal } from '../../shared/http/principal.js';
import { AdminEntity } from '../entities/admin.entity.js';
import { SessionEntity } from '../entities/session.entity.js';
import { UnauthenticatedError } from '../identity.errors.js';
import { SessionCache } from './session-cache.js';

export type SubjectKind = Principal['kind'];

/** How long a login lasts: a player stays signed in for a week, an admin for a working day. */
export const SESSION_TTL_MS: Record<SubjectKind, number> = { user: 7 * 24 * 3600_000, admin: 12 * 3600_000 };

/** What a session token says (HS256-signed, so only this server can have written it). */
export interface SessionClaims {
  sub: string;
  sid: string;
  kind: SubjectKind;
  iat: number;
  exp: number;
}

/**
 * Bearer tokens are HS256 JWTs naming a server-side session (`sid`). A token is good
 * only while its session row is neither revoked nor expired, so logout, password change
 * and reset end it at once. The signature is checked by SessionJwtStrategy (passport-jwt).
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly clock: Clock,
    private readonly cache: SessionCache,
  ) {}

  async open(kind: SubjectKind, subjectId: string): Promise<{ token: string; sessionId: string }> {
    const now = this.clock.now();
    const sessionId = randomUUID();
    const ttl = SESSION_TTL_MS[kind];
    const expiresAt = new Date(now.getTime() + ttl);
    await this.sessions.insert({ id: sessionId, subjectKind: kind, subjectId, createdAt: now, expiresAt, revokedAt: null });
    const claims: SessionClaims = {
      sub: subjectId,
      sid: sessionId,
      kind,
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    return { token: await this.jwt.signAsync(claims), sessionId };
  }

  /**
   * The caller behind the claims of a token whose signature has been checked; 401 unless
   * the token is unexpired by the server's clock and its session is live. Checked sessions
   * are cached briefly (SessionCache); revocations evict them on every instance.
   */
  async principalFor(claims: unknown): Promise<Principal> {
    const now = this.clock.now();
    if (!isSessionClaims(claims) || claims.exp * 1000 <= now.getTime()) throw new UnauthenticatedError();
    const cached = this.cache.get(claims.sid, now);
    if (cached) return cached;
    const session = await this.sessions.findOneBy({ id: claims.sid, revokedAt: IsNull() });
    if (!session || session.subjectId !== claims.sub || session.subjectKind !== claims.kind || session.expiresAt.getTime() <= now.getTime()) {
      throw new UnauthenticatedError();
    }
    let principal: Principal;
    if (session.subjectKind === 'admin') {
      // The role is read at each check (not put in the token), so a changed role applies at once.
      const admin = await this.admins.findOne({ where: { id: session.subjectId }, select: { id: true, role: true } });
      if (!admin) throw new UnauthenticatedError();
      principal = { kind: 'admin', id: session.subjectId, sessionId: session.id, role: admin.role };
    } else {
      principal = { kind: 'user', id: session.subjectId, sessionId: session.id };
    }
    this.cache.put(session.id, principal, session.expiresAt);
    return principal;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
    await this.cache.evict([sessionId]);
  }

  /** Ends every live session of one account (password change and reset). */
  async revokeAll(kind: SubjectKind, subjectId: string): Promise<void> {
    const result = await this.sessions
      .createQueryBuilder()
      .update()
      .set({ revokedAt: this.clock.now() })
      .where('subject_kind = :kind AND subject_id = :subjectId AND revoked_at IS NULL', { kind, subjectId })
      .returning('id')
      .execute();
    await this.cache.evict((result.raw as { id: string }[]).map((r) => r.id));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only this server signs tokens, but a malformed id must still be a 401, never a database error. */
function isSessionClaims(claims: unknown): claims is SessionClaims {
  const c = claims as Partial<SessionClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.sub === 'string' &&
    typeof c.sid === 'string' &&
    UUID.test(c.sid) &&
    (c.kind === 'user' || c.kind === 'admin') &&
    typeof c.exp === 'number'
  );
}
