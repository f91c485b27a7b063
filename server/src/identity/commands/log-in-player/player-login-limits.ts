import type { LoginLimits } from '../../rate-limits/login-attempt-ledger.js';

/**
 * Password guessing limits of the player login within a sliding window
 * (rate-limits/login-attempt-ledger.ts). Unknown emails count like known ones, so the
 * limits reveal nothing about who is registered. Per account, guesses from all addresses
 * together stop at MAX_FAILURES_PER_ACCOUNT; the owner's own browsers, trusted since
 * their last sign-in, are counted apart and never held back by them.
 */
export const PLAYER_LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL_AND_IP = 10;
export const MAX_FAILURES_PER_IP = 50;
export const MAX_FAILURES_PER_ACCOUNT = 20;
export const MAX_FAILURES_PER_TRUSTED_BROWSER = 10;

export const PLAYER_LOGIN_LIMITS: LoginLimits = {
  windowMs: PLAYER_LOGIN_WINDOW_MS,
  perAccountAndIp: MAX_FAILURES_PER_EMAIL_AND_IP,
  perIp: MAX_FAILURES_PER_IP,
  perAccount: MAX_FAILURES_PER_ACCOUNT,
  perTrustedBrowser: MAX_FAILURES_PER_TRUSTED_BROWSER,
};
