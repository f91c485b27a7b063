import type { LoginLimits } from '../../rate-limits/login-attempt-ledger.js';

/**
 * Brute-force limits of the admin login within a sliding window
 * (rate-limits/login-attempt-ledger.ts), counted in PostgreSQL so they hold across server
 * instances. Per username, guesses from all addresses together stop at
 * MAX_FAILURES_PER_USERNAME; a browser that has signed in to that admin account before is
 * counted apart and never held back by them.
 */
export const ADMIN_LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_TRUSTED_BROWSER = 5;

export const ADMIN_LOGIN_LIMITS: LoginLimits = {
  windowMs: ADMIN_LOGIN_WINDOW_MS,
  perAccountAndIp: MAX_FAILURES_PER_USERNAME_AND_IP,
  perIp: MAX_FAILURES_PER_IP,
  perAccount: MAX_FAILURES_PER_USERNAME,
  perTrustedBrowser: MAX_FAILURES_PER_TRUSTED_BROWSER,
};
