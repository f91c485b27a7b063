import { DomainError } from '../shared/errors/domain-error.js';
import { RateLimitedError } from '../shared/errors/rate-limited-error.js';
import type { Message } from '../shared/i18n/message.js';
import { PASSWORD_RULE_MESSAGE } from './passwords/password-policy.js';

/**
 * Every reason identity refuses a request, each with a stable code. Messages are the
 * specification's and are shown to people as they are; the exception filter maps the kind
 * to the HTTP status.
 */

/** A wait in whole minutes, at least one, as the rate limits word it. */
const minutesOf = (retryAfterSeconds: number): number => Math.max(1, Math.ceil(retryAfterSeconds / 60));

// Player sign-in and registration.
export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password.', 'unauthorized');
  }
}

export class PlayerLoginLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('IDENTITY.LOGIN_RATE_LIMITED', 'Too many login attempts. Please try again in 15 minutes.', retryAfterSeconds);
  }
}

export class UsernameTakenError extends DomainError {
  constructor() {
    super('IDENTITY.USERNAME_TAKEN', 'This username is already taken.', 'conflict');
  }
}

/** One address has started as many registrations this hour as it may (quotas.ts). */
export class RegistrationsLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'IDENTITY.REGISTRATIONS_LIMITED',
      'Too many registrations from this network. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      retryAfterSeconds,
      { minutes: minutesOf(retryAfterSeconds) },
    );
  }
}

// One-time codes.
export class InvalidOtpError extends DomainError {
  constructor() {
    super('IDENTITY.INVALID_OTP', 'Invalid OTP. Please try again.', 'invalid');
  }
}

export class OtpExpiredError extends DomainError {
  constructor() {
    super('IDENTITY.OTP_EXPIRED', 'This OTP has expired. Please request a new one.', 'invalid');
  }
}

export class OtpLockedError extends DomainError {
  constructor() {
    super('IDENTITY.OTP_LOCKED', 'Too many wrong attempts. Please request a new OTP.', 'invalid');
  }
}

/** The last code is younger than its resend cooldown; it stays valid. */
export class OtpCooldownError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('IDENTITY.OTP_COOLDOWN', 'Please wait {seconds} seconds before requesting a new OTP.', retryAfterSeconds, {
      seconds: String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export class OtpHourlyCapError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'IDENTITY.OTP_HOURLY_CAP',
      'Too many OTP requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      retryAfterSeconds,
      { minutes: minutesOf(retryAfterSeconds) },
    );
  }
}

// Passwords and profile.
export class ResetLinkInvalidError extends DomainError {
  constructor() {
    super('IDENTITY.RESET_LINK_INVALID', 'This reset link is invalid or has expired.', 'invalid');
  }
}

export class WrongCurrentPasswordError extends DomainError {
  constructor() {
    super('IDENTITY.WRONG_CURRENT_PASSWORD', 'Current password is incorrect.', 'invalid');
  }
}

export class NoPasswordSetError extends DomainError {
  constructor() {
    super('IDENTITY.NO_PASSWORD', 'This account signs in with Google. Use "Forgot Password?" to set a password.', 'invalid');
  }
}

/** zxcvbn rates the new password below the minimum (passwords/password-guessability.ts). */
export class GuessablePasswordError extends DomainError {
  constructor() {
    super(
      'IDENTITY.GUESSABLE_PASSWORD',
      'Password is too easy to guess. Avoid common passwords, names, dates and keyboard patterns; a few unrelated words make a strong one.',
      'invalid',
    );
  }
}

/** Too many wrong current passwords at change-password (quotas.ts). */
export class ChangePasswordLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'IDENTITY.CHANGE_PASSWORD_LIMITED',
      'Too many wrong passwords. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      retryAfterSeconds,
      { minutes: minutesOf(retryAfterSeconds) },
    );
  }
}

export class WeakPasswordError extends DomainError {
  constructor() {
    super('IDENTITY.WEAK_PASSWORD', PASSWORD_RULE_MESSAGE, 'invalid');
  }
}

export class EmailMismatchError extends DomainError {
  constructor() {
    super('IDENTITY.EMAIL_MISMATCH', 'The email must be the email of your account.', 'invalid');
  }
}

export class UnderageError extends DomainError {
  constructor() {
    super('IDENTITY.UNDERAGE', 'You must be at least 18 years old to play.', 'invalid');
  }
}

export class BirthDateFutureError extends DomainError {
  constructor() {
    super('IDENTITY.BIRTH_DATE_FUTURE', 'Date of birth must be in the past', 'invalid');
  }
}

export class BirthDateImplausibleError extends DomainError {
  constructor() {
    super('IDENTITY.BIRTH_DATE_IMPLAUSIBLE', 'Date of birth must be a valid date (YYYY-MM-DD)', 'invalid');
  }
}

/** Deposits and tickets wait for a completed profile (issue 12): names, mobile and an adult's date of birth. */
export class ProfileIncompleteError extends DomainError {
  constructor() {
    super('IDENTITY.PROFILE_INCOMPLETE', 'Complete your profile before you deposit or buy tickets.', 'forbidden');
  }
}

/** A language the server does not speak (issue 14): only 'en' and 'hi'. */
export class InvalidLanguageError extends DomainError {
  constructor() {
    super('IDENTITY.INVALID_LANGUAGE', 'language must be en or hi', 'invalid');
  }
}

export class PlayerNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.PLAYER_NOT_FOUND', 'Profile not found.', 'not_found');
  }
}

// Google sign-in.
export class GoogleNotConfiguredError extends DomainError {
  constructor() {
    super('IDENTITY.GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured on this server.', 'invalid');
  }
}

/** `reason`: what was wrong with the token, a `text(...)` of its own. */
export class GoogleTokenRejectedError extends DomainError {
  constructor(readonly reason: Message) {
    super('IDENTITY.GOOGLE_TOKEN_REJECTED', 'Google sign-in failed: {reason}', 'unauthorized', { reason });
  }
}

/** The address belongs to an account of another Google user (a recycled address). */
export class GoogleEmailTakenError extends DomainError {
  constructor() {
    super('IDENTITY.GOOGLE_EMAIL_TAKEN', 'This email is linked to another Google account.', 'conflict');
  }
}

// Admin console accounts.
export class AdminFieldsMissingError extends DomainError {
  constructor() {
    super('IDENTITY.ADMIN_FIELDS_MISSING', 'Please provide both username and password.', 'invalid');
  }
}

export class AdminUnknownError extends DomainError {
  constructor() {
    super('IDENTITY.ADMIN_UNKNOWN', 'Invalid username. Please check your credentials.', 'not_found');
  }
}

export class AdminWrongPasswordError extends DomainError {
  constructor() {
    super('IDENTITY.ADMIN_WRONG_PASSWORD', 'Invalid password. Please check your credentials.', 'unauthorized');
  }
}

export class AdminLoginLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('IDENTITY.ADMIN_RATE_LIMITED', 'Too many login attempts. Please try again in 15 minutes.', retryAfterSeconds);
  }
}

export class AdminUsernameTakenError extends DomainError {
  constructor() {
    super('IDENTITY.ADMIN_USERNAME_TAKEN', 'This admin username is already taken.', 'conflict');
  }
}

export class AdminUsernameInvalidError extends DomainError {
  constructor() {
    super('IDENTITY.ADMIN_USERNAME_INVALID', 'Username must be at least 3 characters without spaces.', 'invalid');
  }
}

export class AdminRoleInvalidError extends DomainError {
  constructor() {
    super('IDENTITY.ADMIN_ROLE_INVALID', 'Role must be admin or auditor.', 'invalid');
  }
}

// Sessions and roles.
export class UnauthenticatedError extends DomainError {
  constructor() {
    super('IDENTITY.UNAUTHENTICATED', 'Please log in to continue.', 'unauthorized');
  }
}

export class WrongRoleError extends DomainError {
  constructor() {
    super('IDENTITY.FORBIDDEN', 'Access forbidden.', 'forbidden');
  }
}

export class AuditorReadOnlyError extends DomainError {
  constructor() {
    super('IDENTITY.READ_ONLY', 'Auditors have read-only access.', 'forbidden');
  }
}
