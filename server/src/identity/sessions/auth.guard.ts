import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../shared/http/principal.js';
import { AuditorReadOnlyError, WrongRoleError } from '../identity.errors.js';
import { ALLOW_AUDITOR_KEY, AUTH_ROLE_KEY, type AuthRole } from './auth-metadata.js';
import { SessionJwtStrategy } from './session-jwt.strategy.js';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Checks the bearer token and its session (SessionJwtStrategy), sets `request.user` to
 * the Principal, and applies the route's role: 'user' (players), 'admin' (admins;
 * auditors only on reads or where @AllowAuditor() says so), or 'any' (either). Wrong
 * role: 403; no live session: 401.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly bearer: SessionJwtStrategy,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const role = this.reflector.getAllAndOverride<AuthRole>(AUTH_ROLE_KEY, targets) ?? 'any';
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: Principal }>();
    const principal = await this.bearer.principalOf(request, http.getResponse<FastifyReply>());
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
