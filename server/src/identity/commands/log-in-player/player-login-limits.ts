/**
 * Password guessing limits of the player login, per address: failures for one email and
 * for all emails within a sliding window (rate-limits/sliding-window.ts). Unknown emails
 * count like known ones, so the limit reveals nothing about who is registered.
 */
export const PLAYER_LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL_AND_IP = 10;
export const MAX_FAILURES_PER_IP = 50;
