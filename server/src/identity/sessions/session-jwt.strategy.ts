import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import passport from 'passport';
import { Strategy } from 'passport-jwt';
import type { Principal } from '../../shared/http/principal.js';
import { UnauthenticatedError } from '../identity.errors.js';
import { JWT_SIGNING_SECRET } from './identity-secret.js';
import { SessionService } from './session.service.js';
import { VerifiedTokens } from './verified-tokens.js';

export const SESSION_JWT = 'session-jwt';

/** Each strategy's own Passport (see below); set while the mixin's constructor runs, before field initialisers. */
const OWN_PASSPORT = new WeakMap<object, passport.Authenticator>();

/**
 * The bearer check as a passport-jwt strategy: passport-jwt takes the token from
 * `Authorization: Bearer` and verifies its HS256 signature; validate() then asks
 * SessionService whether the session it names is live (revocations included, also those
 * heard from other instances). Expiry is checked there too, by the server's Clock, which
 * is why jsonwebtoken's own wall-clock check is off.
 *
 * The strategy registers with a Passport of its own rather than passport's process-wide
 * default: two applications in one process (the tests run a second instance) would
 * otherwise replace each other's strategy, and with it the sessions and clock it uses.
 */
@Injectable()
export class SessionJwtStrategy extends PassportStrategy(Strategy, SESSION_JWT) {
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(JWT_SIGNING_SECRET) secret: string,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: (request: FastifyRequest) => bearerToken(request.headers.authorization) ?? null,
      // A KeyObject, not the string: given a string, jsonwebtoken tries it as a PEM public key
      // first (createPublicKey throws) on every request, a fifth of an authenticated read's CPU.
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: true,
    });
  }

  validate(claims: unknown): Promise<Principal> {
    return this.sessions.principalFor(claims);
  }

  /** Called by PassportStrategy's constructor to register this strategy. */
  getPassportInstance(): passport.Authenticator {
    let own = OWN_PASSPORT.get(this);
    if (!own) {
      own = new passport.Passport();
      OWN_PASSPORT.set(this, own);
    }
    return own;
  }

  /**
   * The caller behind a token whose signature this instance verified before (no passport,
   * no HMAC), its session still checked (SessionService); undefined for any other token.
   */
  verifiedPrincipal(authorization: string | undefined): Promise<Principal> | undefined {
    const token = bearerToken(authorization);
    const claims = token === undefined ? undefined : this.verified.get(token);
    return claims === undefined ? undefined : this.sessions.principalFor(claims);
  }

  /**
   * The principal of this request, or UnauthenticatedError (401) when the token is
   * missing, forged, expired or its session is over. Other failures (the database is
   * down) pass through as they are and become a 500.
   */
  principalOf(request: FastifyRequest, reply: FastifyReply): Promise<Principal> {
    const known = this.verifiedPrincipal(request.headers.authorization);
    if (known !== undefined) return known;
    const token = bearerToken(request.headers.authorization);
    return new Promise((resolve, reject) => {
      const authenticate = this.getPassportInstance().authenticate(
        SESSION_JWT,
        { session: false },
        (error: unknown, principal: Principal | false | null) => {
          if (error) reject(error);
          else if (!principal) reject(new UnauthenticatedError());
          else {
            // passport-jwt took this same header's token and checked its signature.
            if (token !== undefined) this.verified.remember(token);
            resolve(principal);
          }
        },
      ) as (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
      authenticate(request, reply, (error) => reject(error ?? new UnauthenticatedError()));
    });
  }
}

/** The token of an `Authorization: Bearer <token>` header (scheme in any letter case). */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
