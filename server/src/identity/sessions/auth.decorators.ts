import { applyDecorators, createParamDecorator, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Principal } from '../../shared/http/principal.js';
import { AuthGuard } from './auth.guard.js';

import { ALLOW_AUDITOR_KEY, AUTH_ROLE_KEY, type AuthRole } from './auth-metadata.js';

export type { AuthRole } from './auth-metadata.js';

/**
 * Marks a controller or route with the role it needs (DESIGN.md 5: every endpoint has a
 * role). `@Auth('admin')` admits auditors on GET only.
 */
export const Auth = (role: AuthRole) =>
  applyDecorators(
    SetMetadata(AUTH_ROLE_KEY, role),
    UseGuards(AuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No live session' }),
    ApiForbiddenResponse({ description: 'Wrong role' }),
  );

/** Lets auditors call an admin route that reads but is not a GET (e.g. run an integrity check). */
export const AllowAuditor = () => SetMetadata(ALLOW_AUDITOR_KEY, true);

/** The authenticated caller, as the AuthGuard set it. */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  return context.switchToHttp().getRequest<{ user: Principal }>().user;
});
