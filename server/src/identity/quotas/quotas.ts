/**
 * Identity's quotas besides the login limits (DESIGN.md 5; issue 8, attacks 7 and 10),
 * each a sliding window counted in PostgreSQL (quota-ledger.ts). Windows stay within a
 * day, the time housekeeping keeps the events.
 */
export interface Quota {
  /** The name its events are stored under. */
  bucket: string;
  max: number;
  windowMs: number;
}

const HOUR_MS = 3600_000;

/**
 * Registrations one address may start in an hour (each ends in a new account or in a
 * notice to an existing one: the caller cannot tell which, so both count). The limit is
 * the setting REGISTRATIONS_PER_ADDRESS_PER_HOUR: ten by default leaves room for a family
 * or an office behind one address.
 */
export function registrationsPerAddress(max: number): Quota {
  return { bucket: 'register:address', max, windowMs: HOUR_MS };
}

/** "Someone tried to create an account with your email" mails an address gets in an hour. */
export const REGISTRATION_NOTICES_PER_EMAIL: Quota = { bucket: 'register:notice', max: 1, windowMs: HOUR_MS };

/** Wrong current passwords a signed-in player may give change-password in 15 minutes. */
export const WRONG_CURRENT_PASSWORDS: Quota = { bucket: 'change-password:wrong', max: 5, windowMs: 15 * 60_000 };
