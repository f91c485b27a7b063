/**
 * The specification's password rule (section 5): at least 8 characters with a lowercase
 * letter, an uppercase letter and a special character (anything but a letter or digit).
 * The upper bound keeps a hostile body from making argon2 hash megabytes.
 *
 * The one copy of the rule for server and client: the client imports this file through
 * an alias, so it stays pure (no imports, no Node or browser APIs).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Registration, login and reset forms: the whole rule in one message. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters, include uppercase, lowercase, and a special character.';

/** The change-password form words each part of the rule on its own (spec section 5). */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_CHARACTERS_MESSAGE = 'Password must include uppercase, lowercase, and special character';
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

export type PasswordProblem = 'too_short' | 'too_long' | 'characters';

/** A lowercase letter, an uppercase letter and a special character, whatever the length. */
export function hasPasswordCharacters(password: string): boolean {
  return /[a-z]/.test(password) && /[A-Z]/.test(password) && /[^A-Za-z0-9]/.test(password);
}

/** The first part of the rule `password` breaks, in the order the forms report them; none: undefined. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (!hasPasswordCharacters(password)) return 'characters';
  return undefined;
}

export function isStrongPassword(password: unknown): password is string {
  return typeof password === 'string' && passwordProblem(password) === undefined;
}
