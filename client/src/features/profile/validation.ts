import { PASSWORD_MAX_LENGTH, passwordProblem } from '../../lib/password-rule.js';

/** Profile and password rules (spec section 5). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobile: string;
  dateOfBirth: string;
  gender: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** DESIGN.md section 5: players are 18 or older. */
export const MINIMUM_AGE = 18;

/** Every field is required; the messages are joined with commas. */
export function profileErrors(values: ProfileValues, today: Date): string[] {
  const errors: string[] = [];
  if (!values.firstName.trim()) errors.push('First name is required');
  if (!values.lastName.trim()) errors.push('Last name is required');
  if (!EMAIL.test(values.email.trim())) errors.push('Valid email is required');
  if (!/^\+\d{1,4}$/.test(values.countryCode.trim())) errors.push('Country code is required');
  if (!/^\d{10}$/.test(values.mobile)) errors.push('Mobile number must be exactly 10 digits');
  const dob = values.dateOfBirth ? new Date(`${values.dateOfBirth}T00:00:00Z`) : null;
  if (!dob || Number.isNaN(dob.getTime())) errors.push('Date of birth is required');
  else if (dob >= today) errors.push('Date of birth must be in the past');
  else if (ageOn(dob, today) < MINIMUM_AGE) errors.push('You must be at least 18 years old');
  if (!['male', 'female', 'other'].includes(values.gender)) errors.push('Gender is required');
  return errors;
}

function ageOn(dob: Date, today: Date): number {
  let age = today.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dob.getUTCMonth() ||
    (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function passwordChangeErrors(values: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  // The server's rule decides; the change-password form words it as spec section 5 does.
  const problem = passwordProblem(values.newPassword);
  if (problem === 'required') errors.newPassword = 'New password is required';
  else if (problem === 'too-short') errors.newPassword = 'Password must be at least 8 characters';
  else if (problem === 'too-long') errors.newPassword = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  else if (problem === 'weak') errors.newPassword = 'Password must include uppercase, lowercase, and special character';
  if (!values.confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
