/**
 * The sign-in secrets this browser sends back (DESIGN.md 5): the browser key it was given
 * at its last completed sign-in, kept in localStorage beside the session (but not one of
 * the session's four keys: logout keeps it), and the challenge of the current login
 * step, which the login form holds. With the key, this browser's own login is never held
 * back by someone else's guesses at the account, and the login just after a verified code
 * needs no second code; with the challenge, the code of that login can be verified (and
 * resent) by this browser alone.
 */
const STORAGE_KEY = 'browserKey';
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export function storedBrowserKey(): string | null {
  const value = localStorage.getItem(STORAGE_KEY);
  return value && WELL_FORMED.test(value) ? value : null;
}

/** Keeps the key a sign-in answer carries (anything else is ignored). */
export function keepBrowserKey(reply: unknown): void {
  const key = (reply as { browserKey?: unknown } | null)?.browserKey;
  if (typeof key === 'string' && WELL_FORMED.test(key)) localStorage.setItem(STORAGE_KEY, key);
}

/** The headers of a sign-in call: this browser's key, and the login step's challenge if given. */
export function signInHeaders(challenge?: string): Record<string, string> {
  const key = storedBrowserKey();
  return { ...(key ? { 'X-Browser-Key': key } : {}), ...(challenge ? { 'X-Login-Challenge': challenge } : {}) };
}
