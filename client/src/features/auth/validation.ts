import { PASSWORD_RULE_MESSAGE } from '@identity/password-policy';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../../lib/password-rule.js';

/** Validation rules and their exact messages (spec section 5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL.test(email.trim())) return 'Invalid email address';
  return undefined;
}

/** The server's password rule, in the sentence of spec section 5. */
export function strongPasswordError(password: string): string | undefined {
  switch (passwordProblem(password)) {
    case null:
      return undefined;
    case 'required':
      return 'Password is required';
    case 'too-long':
      return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
    default:
      return PASSWORD_RULE_MESSAGE;
  }
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

export function validateRegister(values: RegisterValues): Errors<keyof RegisterValues> {
  let username: string | undefined;
  if (!values.username) username = 'Username is required';
  else if (/\s/.test(values.username)) username = 'Username must not contain spaces';
  else if (values.username.length < 3) username = 'Username must be at least 3 characters';
  let confirmPassword: string | undefined;
  if (!values.confirmPassword) confirmPassword = 'Confirm password is required';
  else if (values.confirmPassword !== values.password) confirmPassword = 'Passwords do not match';
  return clean({
    username,
    email: emailError(values.email),
    password: strongPasswordError(values.password),
    confirmPassword,
  });
}

export const OTP_LENGTH = 6;
export const OTP_MESSAGE = 'Please enter the complete 6-digit OTP';

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}

function clean<T extends Record<string, string | undefined>>(errors: T): Partial<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value)) as Partial<T>;
}
