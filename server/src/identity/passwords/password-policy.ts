/**
 * The specification's password rule (section 5): at least 8 characters with a lowercase
 * letter, an uppercase letter and a special character. The upper bound keeps a hostile
 * body from making argon2 hash megabytes.
 */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters, include uppercase, lowercase, and a special character.';
export const PASSWORD_MAX_LENGTH = 128;

export function isStrongPassword(password: unknown): password is string {
  return (
    typeof password === 'string' &&
    password.length >= 8 &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
