import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, type PasswordProblem } from '@identity/password-policy';
import { GENDERS, profileTextNow, type ProfileKey, type ProfileText } from './profile.strings.js';

/**
 * Profile and password rules (spec section 5); the messages are in messages/*.json. Each
 * rule takes the form's `t` (`useProfileText()`), or words its messages in the language shown now.
 */
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

/** One refused field and what is wrong with it, in the order of the form's fields. */
export interface ProfileProblem {
  field: keyof ProfileValues;
  message: string;
}

/** Every field is required; the form joins the messages with commas. */
export function profileErrors(values: ProfileValues, today: Date, t: ProfileText = profileTextNow): string[] {
  return profileProblems(values, today, t).map((problem) => problem.message);
}

/** The same checks, each message with its field (which the form marks invalid). */
export function profileProblems(values: ProfileValues, today: Date, t: ProfileText = profileTextNow): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const add = (field: keyof ProfileValues, message: string) => problems.push({ field, message });
  if (!values.firstName.trim()) add('firstName', t('validation.firstName'));
  if (!values.lastName.trim()) add('lastName', t('validation.lastName'));
  if (!EMAIL.test(values.email.trim())) add('email', t('validation.email'));
  if (!/^\+\d{1,4}$/.test(values.countryCode.trim())) add('countryCode', t('validation.countryCode'));
  if (!/^\d{10}$/.test(values.mobile)) add('mobile', t('validation.mobile'));
  // Indian mobile numbers start with 6, 7, 8 or 9 (the server's rule too).
  else if (!/^[6-9]/.test(values.mobile)) add('mobile', t('validation.mobileStart'));
  const dob = values.dateOfBirth ? new Date(`${values.dateOfBirth}T00:00:00Z`) : null;
  if (!dob || Number.isNaN(dob.getTime())) add('dateOfBirth', t('validation.dateOfBirth'));
  else if (dob >= today) add('dateOfBirth', t('validation.dateInFuture'));
  else if (ageOn(dob, today) < MINIMUM_AGE) add('dateOfBirth', t('validation.underage', { age: MINIMUM_AGE }));
  if (!GENDERS.some((gender) => gender.value === values.gender)) add('gender', t('validation.gender'));
  return problems;
}

function ageOn(dob: Date, today: Date): number {
  let age = today.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dob.getUTCMonth() ||
    (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** The change-password form words each part of the server's rule on its own (spec section 5). */
const PASSWORD_MESSAGES: Record<PasswordProblem, ProfileKey> = {
  too_short: 'password.tooShort',
  too_long: 'password.tooLong',
  characters: 'password.characters',
};

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function passwordChangeErrors(values: PasswordChange, t: ProfileText = profileTextNow): Partial<Record<keyof PasswordChange, string>> {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  if (!values.currentPassword) errors.currentPassword = t('password.currentRequired');
  // The server's rule decides; the change-password form words each part as spec section 5 does.
  const problem = values.newPassword ? passwordProblem(values.newPassword) : undefined;
  if (!values.newPassword) errors.newPassword = t('password.newRequired');
  else if (problem) errors.newPassword = t(PASSWORD_MESSAGES[problem], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  if (!values.confirmPassword) errors.confirmPassword = t('password.confirmRequired');
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('password.mismatch');
  return errors;
}
