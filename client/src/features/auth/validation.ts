import { PASSWORD_MAX_LENGTH, passwordProblem } from '@identity/password-policy';
import {
  normaliseUsername,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  usernameProblem,
  type UsernameProblem,
} from '@identity/username-policy';
import { authTextNow, type AuthKey, type AuthText } from './auth.strings.js';

/**
 * Validation rules of spec section 5; the messages are in messages/*.json. Each rule takes
 * the form's `t` (`useAuthText()`), or words its message in the language shown now.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

export function emailError(email: string, t: AuthText = authTextNow): string | undefined {
  if (!email.trim()) return t('validation.emailRequired');
  if (!EMAIL.test(email.trim())) return t('validation.emailInvalid');
  return undefined;
}

/**
 * The server's own password rule (server/src/identity/passwords/password-policy.ts), in the
 * one sentence of spec section 5; a password over the server's upper bound says so.
 */
export function strongPasswordError(password: string, t: AuthText = authTextNow): string | undefined {
  if (!password) return t('validation.passwordRequired');
  const problem = passwordProblem(password);
  if (problem === 'too_long') return t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  return problem ? t('validation.passwordRule') : undefined;
}

export function validateLogin(values: { email: string; password: string }, t: AuthText = authTextNow): Errors<'email' | 'password'> {
  return clean({ email: emailError(values.email, t), password: strongPasswordError(values.password, t) });
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The username rule's parts, as the server's USERNAME_MESSAGES word them in English. */
const USERNAME_MESSAGES: Record<UsernameProblem, AuthKey> = {
  spaces: 'validation.username.spaces',
  too_short: 'validation.username.tooShort',
  too_long: 'validation.username.tooLong',
  invisible: 'validation.username.invisible',
  mixed_scripts: 'validation.username.mixedScripts',
  characters: 'validation.username.characters',
};

/**
 * The server's own username rule (server/src/identity/username-policy.ts): the spec's
 * required, no spaces and 3 characters, then no invisible characters and no mixed alphabets.
 */
export function usernameError(username: string, t: AuthText = authTextNow): string | undefined {
  if (!username) return t('validation.usernameRequired');
  const problem = usernameProblem(normaliseUsername(username));
  return problem ? t(USERNAME_MESSAGES[problem], { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH }) : undefined;
}

export function validateRegister(values: RegisterValues, t: AuthText = authTextNow): Errors<keyof RegisterValues> {
  const username = usernameError(values.username, t);
  let confirmPassword: string | undefined;
  if (!values.confirmPassword) confirmPassword = t('validation.confirmRequired');
  else if (values.confirmPassword !== values.password) confirmPassword = t('validation.mismatch');
  return clean({
    username,
    email: emailError(values.email, t),
    password: strongPasswordError(values.password, t),
    confirmPassword,
  });
}

/** The reset form's confirmation (its own wording for an empty field). */
export function resetConfirmError(password: string, confirmPassword: string, t: AuthText = authTextNow): string | undefined {
  if (!confirmPassword) return t('validation.confirmReset');
  return confirmPassword !== password ? t('validation.mismatch') : undefined;
}

export const OTP_LENGTH = 6;

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}

function clean<T extends Record<string, string | undefined>>(errors: T): Partial<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value)) as Partial<T>;
}
