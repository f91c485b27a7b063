/** Validation rules and their exact messages (spec section 5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{8,}$/;

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters, include uppercase, lowercase, and a special character.';

export type Errors<K extends string> = Partial<Record<K, string>>;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL.test(email.trim())) return 'Invalid email address';
  return undefined;
}

export function strongPasswordError(password: string): string | undefined {
  if (!password) return 'Password is required';
  if (!STRONG.test(password)) return PASSWORD_RULE_MESSAGE;
  return undefined;
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
