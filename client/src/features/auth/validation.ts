import { PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE, passwordProblem } from '@identity/password-policy';
import { normaliseUsername, USERNAME_MESSAGES, usernameProblem } from '@identity/username-policy';
import { VALIDATION } from './auth.strings.js';

/** Validation rules of spec section 5; the messages are in auth.strings.ts. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return VALIDATION.emailRequired;
  if (!EMAIL.test(email.trim())) return VALIDATION.emailInvalid;
  return undefined;
}

/**
 * The server's own password rule (server/src/identity/passwords/password-policy.ts), in the
 * one sentence of spec section 5; a password over the server's upper bound says so.
 */
export function strongPasswordError(password: string): string | undefined {
  if (!password) return VALIDATION.passwordRequired;
  const problem = passwordProblem(password);
  if (problem === 'too_long') return PASSWORD_TOO_LONG_MESSAGE;
  return problem ? PASSWORD_RULE_MESSAGE : undefined;
}

export function validateLogin(values: { email: string; password: string }): Errors<'email' | 'password'> {
  return clean({ email: emailError(values.email), password: strongPasswordError(values.password) });
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The server's own username rule (server/src/identity/username-policy.ts): the spec's
 * required, no spaces and 3 characters, then no invisible characters and no mixed alphabets.
 */
export function usernameError(username: string): string | undefined {
  if (!username) return VALIDATION.usernameRequired;
  const problem = usernameProblem(normaliseUsername(username));
  return problem ? USERNAME_MESSAGES[problem] : undefined;
}

export function validateRegister(values: RegisterValues): Errors<keyof RegisterValues> {
  const username = usernameError(values.username);
  let confirmPassword: string | undefined;
  if (!values.confirmPassword) confirmPassword = VALIDATION.confirmRequired;
  else if (values.confirmPassword !== values.password) confirmPassword = VALIDATION.mismatch;
  return clean({
    username,
    email: emailError(values.email),
    password: strongPasswordError(values.password),
    confirmPassword,
  });
}

/** The reset form's confirmation (its own wording for an empty field). */
export function resetConfirmError(password: string, confirmPassword: string): string | undefined {
  if (!confirmPassword) return VALIDATION.confirmReset;
  return confirmPassword !== password ? VALIDATION.mismatch : undefined;
}

export const OTP_LENGTH = 6;

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}

function clean<T extends Record<string, string | undefined>>(errors: T): Partial<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value)) as Partial<T>;
}
