/**
 * Brute-force limits of the admin login: failures per address and username pair, and
 * per address overall, within a sliding window (rate-limits/sliding-window.ts). Counted
 * in PostgreSQL, so they hold across server instances.
 */
export const ADMIN_LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 20;
