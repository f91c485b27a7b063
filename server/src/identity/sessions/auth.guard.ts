import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../shared/http/principal.js';
import { AuditorReadOnlyError, UnauthenticatedError, WrongRoleError } from '../identity.errors.js';
import { ALLOW_AUDITOR_KEY, AUTH_ROLE_KEY, type AuthRole } from './auth-metadata.js';
import { SessionService } from './session.service.js';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Checks the bearer token and its session, sets `request.user` to the Principal, and
 * applies the route's role: 'user' (players), 'admin' (admins; auditors only on reads or
 * where @AllowAuditor() says so), or 'any' (either). Wrong role: 403; no live session: 401.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const role = this.reflector.getAllAndOverride<AuthRole>(AUTH_ROLE_KEY, targets) ?? 'any';
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthenticatedError();
    const principal = await this.sessions.authenticate(token);
    if (role === 'user' && principal.kind !== 'user') throw new WrongRoleError();
    if (role === 'admin') {
      if (principal.kind !== 'admin') throw new WrongRoleError();
      const auditorAllowed = this.reflector.getAllAndOverride<boolean>(ALLOW_AUDITOR_KEY, targets) === true;
      if (principal.role === 'auditor' && !READ_METHODS.has(request.method) && !auditorAllowed) {
        throw new AuditorReadOnlyError();
      }
    }
    request.user = principal;
    return true;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
