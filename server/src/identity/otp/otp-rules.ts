import type { OtpPurpose } from '../entities/otp-code.entity.js';

/** DESIGN.md section 5: the one-time code rules, as data and pure decisions. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** The client's countdowns (spec section 9): 120 s after a login code, 30 s after a registration code. */
export const OTP_COOLDOWN_MS: Record<OtpPurpose, number> = { login: 120_000, register: 30_000 };
/**
 * Unused codes of one kind an address may be sent in an hour. Login codes and registration
 * codes are counted apart: login codes go out only after a correct password, so only the
 * owner's own logins can reach their cap; what anyone else asks for counts as registration.
 */
export const OTP_HOURLY_CAP = 5;
/** Correct-password logins that may share one login code (each during its resend cooldown). */
export const CHALLENGES_PER_CODE = 20;
/** How long the challenge of a login step can ask for a new code (resend). */
export const CHALLENGE_RESEND_MS = 60 * 60_000;
export const HOUR_MS = 60 * 60_000;
/**
 * After a verified login code, the same browser may repeat its password login once within
 * this window (the spec's client repeats it at once). Logout and password changes void it.
 */
export const LOGIN_GRANT_MS = 2 * 60_000;

export interface SentCode {
  purpose: OtpPurpose;
  createdAt: Date;
  /** A used code holds nobody back: the cooldown only spaces out resends of a live one. */
  consumed: boolean;
}

export type IssueDecision =
  | { kind: 'issue' }
  | { kind: 'cooldown'; retryAfterSeconds: number }
  | { kind: 'capped'; retryAfterSeconds: number };

/** May a new code of a kind go to this address now? `recent`: that kind's codes of the last hour, newest first. */
export function decideIssue(recent: readonly SentCode[], now: Date): IssueDecision {
  const latest = recent[0];
  if (latest && !latest.consumed) {
    const waitMs = latest.createdAt.getTime() + OTP_COOLDOWN_MS[latest.purpose] - now.getTime();
    if (waitMs > 0) return { kind: 'cooldown', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  // The cap is against mail floods: codes that were used show a player signing in, not abuse.
  const inWindow = recent.filter((c) => !c.consumed && now.getTime() - c.createdAt.getTime() < HOUR_MS);
  if (inWindow.length >= OTP_HOURLY_CAP) {
    const oldest = inWindow[inWindow.length - 1]!;
    const waitMs = oldest.createdAt.getTime() + HOUR_MS - now.getTime();
    return { kind: 'capped', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  return { kind: 'issue' };
}

export interface ActiveCode {
  attempts: number;
  expiresAt: Date;
  /** False for a code "sent" to an unknown address: it can never succeed. */
  deliverable: boolean;
}

export type CheckOutcome = 'ok' | 'wrong' | 'locked_now' | 'locked' | 'expired' | 'none';

/** The outcome of one attempt at the newest live code (`code` undefined when there is none). */
export function checkAttempt(code: ActiveCode | undefined, matches: boolean, now: Date): CheckOutcome {
  if (!code) return 'none';
  if (code.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  if (matches && code.deliverable) return 'ok';
  return code.attempts + 1 >= OTP_MAX_ATTEMPTS ? 'locked_now' : 'wrong';
}
