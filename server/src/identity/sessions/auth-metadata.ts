/** Metadata keys read by the AuthGuard (kept apart from the decorators to avoid an import cycle). */
export type AuthRole = 'user' | 'admin' | 'any';
export const AUTH_ROLE_KEY = 'fairdraw:auth-role';
export const ALLOW_AUDITOR_KEY = 'fairdraw:allow-auditor';
