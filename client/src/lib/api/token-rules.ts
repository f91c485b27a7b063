import type { StoredTokens } from '../session-storage.js';

/**
 * Which stored token a call carries (spec section 6, "Token use per call"): /admin paths
 * the admin token, /user paths the user token, anything else the user token if present,
 * otherwise the admin token. Null means the call goes without Authorization.
 */
export function tokenForPath(path: string, tokens: StoredTokens): string | null {
  const pathname = path.split('?')[0] ?? '';
  if (startsWithSegment(pathname, '/admin')) return tokens.adminToken;
  if (startsWithSegment(pathname, '/user')) return tokens.userToken;
  return tokens.userToken ?? tokens.adminToken;
}

/** '/admin' and '/admin/x' match; '/administrator' does not. */
function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function authorizationHeader(path: string, tokens: StoredTokens): Record<string, string> {
  const token = tokenForPath(path, tokens);
  return token ? { Authorization: `Bearer ${token}` } : {};
}
