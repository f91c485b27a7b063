import { DomainError } from '../shared/errors/domain-error.js';

/** Identity's rule violations, each with a stable code; messages are shown to people. */
export const IdentityErrors = {
  invalidCredentials: () =>
    new DomainError('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password.', 'unauthorized'),
  playerLoginLimited: () =>
    new DomainError('IDENTITY.LOGIN_RATE_LIMITED', 'Too many login attempts. Please try again in 15 minutes.', 'too_many'),
  usernameTaken: () => new DomainError('IDENTITY.USERNAME_TAKEN', 'This username is already taken.', 'conflict'),
  invalidOtp: () => new DomainError('IDENTITY.INVALID_OTP', 'Invalid OTP. Please try again.', 'invalid'),
  otpExpired: () =>
    new DomainError('IDENTITY.OTP_EXPIRED', 'This OTP has expired. Please request a new one.', 'invalid'),
  otpLocked: () =>
    new DomainError('IDENTITY.OTP_LOCKED', 'Too many wrong attempts. Please request a new OTP.', 'invalid'),
  otpCooldown: (seconds: number) =>
    new DomainError(
      'IDENTITY.OTP_COOLDOWN',
      `Please wait ${seconds} seconds before requesting a new OTP.`,
      'too_many',
    ),
  otpHourlyCap: (minutes: number) =>
    new DomainError(
      'IDENTITY.OTP_HOURLY_CAP',
      `Too many OTP requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      'too_many',
    ),
  resetLinkInvalid: () =>
    new DomainError('IDENTITY.RESET_LINK_INVALID', 'This reset link is invalid or has expired.', 'invalid'),
  wrongCurrentPassword: () =>
    new DomainError('IDENTITY.WRONG_CURRENT_PASSWORD', 'Current password is incorrect.', 'invalid'),
  noPasswordSet: () =>
    new DomainError(
      'IDENTITY.NO_PASSWORD',
      'This account signs in with Google. Use "Forgot Password?" to set a password.',
      'invalid',
    ),
  emailMismatch: () =>
    new DomainError('IDENTITY.EMAIL_MISMATCH', 'The email must be the email of your account.', 'invalid'),
  underage: () => new DomainError('IDENTITY.UNDERAGE', 'You must be at least 18 years old to play.', 'invalid'),
  googleNotConfigured: () =>
    new DomainError('IDENTITY.GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured on this server.', 'invalid'),
  googleTokenRejected: (why: string) =>
    new DomainError('IDENTITY.GOOGLE_TOKEN_REJECTED', `Google sign-in failed: ${why}`, 'unauthorized'),
  googleEmailTaken: () =>
    new DomainError('IDENTITY.GOOGLE_EMAIL_TAKEN', 'This email is linked to another Google account.', 'conflict'),
  adminFieldsMissing: () =>
    new DomainError('IDENTITY.ADMIN_FIELDS_MISSING', 'Please provide both username and password.', 'invalid'),
  adminUnknown: () =>
    new DomainError('IDENTITY.ADMIN_UNKNOWN', 'Invalid username. Please check your credentials.', 'not_found'),
  adminWrongPassword: () =>
    new DomainError('IDENTITY.ADMIN_WRONG_PASSWORD', 'Invalid password. Please check your credentials.', 'unauthorized'),
  adminRateLimited: () =>
    new DomainError(
      'IDENTITY.ADMIN_RATE_LIMITED',
      'Too many login attempts. Please try again in 15 minutes.',
      'too_many',
    ),
  adminUsernameTaken: () => new DomainError('IDENTITY.ADMIN_USERNAME_TAKEN', 'This admin username is already taken.', 'conflict'),
  unauthenticated: () => new DomainError('IDENTITY.UNAUTHENTICATED', 'Please log in to continue.', 'unauthorized'),
  forbidden: () => new DomainError('IDENTITY.FORBIDDEN', 'Access forbidden.', 'forbidden'),
  readOnly: () =>
    new DomainError('IDENTITY.READ_ONLY', 'Auditors have read-only access.', 'forbidden'),
  playerNotFound: () => new DomainError('IDENTITY.PLAYER_NOT_FOUND', 'Profile not found.', 'not_found'),
};
