import {
  PASSWORD_CHARACTERS_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
  type PasswordProblem,
} from '@identity/password-policy';
import { CHANGE_PASSWORD, PROFILE_VALIDATION as M } from './profile.strings.js';

/** Profile and password rules (spec section 5); the messages are in profile.strings.ts. */
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
  if (!values.firstName.trim()) errors.push(M.firstName);
  if (!values.lastName.trim()) errors.push(M.lastName);
  if (!EMAIL.test(values.email.trim())) errors.push(M.email);
  if (!/^\+\d{1,4}$/.test(values.countryCode.trim())) errors.push(M.countryCode);
  if (!/^\d{10}$/.test(values.mobile)) errors.push(M.mobile);
  else if (!/^[6-9]/.test(values.mobile)) errors.push(M.mobileStart);
  const dob = values.dateOfBirth ? new Date(`${values.dateOfBirth}T00:00:00Z`) : null;
  if (!dob || Number.isNaN(dob.getTime())) errors.push(M.dateOfBirth);
  else if (dob >= today) errors.push(M.dateInFuture);
  else if (ageOn(dob, today) < MINIMUM_AGE) errors.push(M.underage);
  if (!['male', 'female', 'other'].includes(values.gender)) errors.push(M.gender);
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

const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: PASSWORD_TOO_SHORT_MESSAGE,
  too_long: PASSWORD_TOO_LONG_MESSAGE,
  characters: PASSWORD_CHARACTERS_MESSAGE,
};

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function passwordChangeErrors(values: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  if (!values.currentPassword) errors.currentPassword = CHANGE_PASSWORD.currentRequired;
  // The server's rule decides; the change-password form words each part as spec section 5 does.
  const problem = values.newPassword ? passwordProblem(values.newPassword) : undefined;
  if (!values.newPassword) errors.newPassword = CHANGE_PASSWORD.newRequired;
  else if (problem) errors.newPassword = PASSWORD_MESSAGES[problem];
  if (!values.confirmPassword) errors.confirmPassword = CHANGE_PASSWORD.confirmRequired;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = CHANGE_PASSWORD.mismatch;
  return errors;
}
