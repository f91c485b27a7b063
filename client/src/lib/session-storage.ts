/**
 * The browser session as the specification stores it (section 3, "Session"): four
 * localStorage keys. Tokens are read from here on every request, so the API layer and
 * the session state always agree on what is stored.
 */
export const STORAGE_KEYS = {
  userToken: 'userToken',
  adminToken: 'adminToken',
  isProfileUpdated: 'isProfileUpdated',
  email: 'email',
} as const;

export interface StoredTokens {
  userToken: string | null;
  adminToken: string | null;
}

export type StoredSession =
  | { type: 'anonymous' }
  | { type: 'user'; token: string; email: string; isProfileUpdated: boolean }
  | { type: 'admin'; token: string };

export function readTokens(): StoredTokens {
  return {
    userToken: localStorage.getItem(STORAGE_KEYS.userToken),
    adminToken: localStorage.getItem(STORAGE_KEYS.adminToken),
  };
}

/** A user token takes precedence over an admin token (section 4, "Session"). */
export function readStoredSession(): StoredSession {
  const { userToken, adminToken } = readTokens();
  if (userToken) {
    return {
      type: 'user',
      token: userToken,
      email: localStorage.getItem(STORAGE_KEYS.email) ?? '',
      isProfileUpdated: localStorage.getItem(STORAGE_KEYS.isProfileUpdated) === 'true',
    };
  }
  if (adminToken) return { type: 'admin', token: adminToken };
  return { type: 'anonymous' };
}

export function storeUserSession(token: string, email: string, isProfileUpdated: boolean): void {
  localStorage.setItem(STORAGE_KEYS.userToken, token);
  localStorage.setItem(STORAGE_KEYS.email, email);
  localStorage.setItem(STORAGE_KEYS.isProfileUpdated, String(isProfileUpdated));
}

export function storeProfileUpdated(isProfileUpdated: boolean): void {
  localStorage.setItem(STORAGE_KEYS.isProfileUpdated, String(isProfileUpdated));
}

export function storeAdminToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
}

export function removeAdminToken(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
}

export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}
