/**
 * Every word the profile screens show: profile setup, the profile page, the password
 * change and the dashboard's welcome banner. The specification's strings (sections 2, 5
 * and 8) are exact and its tests repeat them literally.
 */
export const CREATE_PROFILE = {
  title: 'Create Profile',
  intro: 'Tell us a little about yourself to start playing.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobile: 'Mobile Number',
  mobilePlaceholder: '10 digits',
  countryCode: 'Country code',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  genderPlaceholder: 'Select gender',
  submit: 'Save Profile',
  saved: 'Profile updated successfully!',
  failed: 'Failed to update profile.',
} as const;

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

/** Spec section 5, profile: every field is required; the messages are joined with commas. */
export const PROFILE_VALIDATION = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  countryCode: 'Country code is required',
  mobile: 'Mobile number must be exactly 10 digits',
  /** Indian mobile numbers start with 6, 7, 8 or 9 (the server's rule too). */
  mobileStart: 'Mobile number must start with 6, 7, 8 or 9',
  dateOfBirth: 'Date of birth is required',
  dateInFuture: 'Date of birth must be in the past',
  underage: 'You must be at least 18 years old',
  gender: 'Gender is required',
} as const;

export const PROFILE_PAGE = {
  title: 'Profile',
  loading: 'Loading profile...',
  notFound: 'Profile Not found',
  name: 'Name',
  email: 'Email',
  dateOfBirth: 'Date of Birth',
  balance: 'Current Balance',
  referCode: 'Refer Code',
  referralLink: 'Referral Link',
  gender: 'Gender',
  empty: '—',
  changePassword: 'Change Password',
} as const;

/** The password rule's own messages live with the rule (@identity/password-policy). */
export const CHANGE_PASSWORD = {
  title: 'Change Password',
  current: 'Current Password',
  next: 'New Password',
  confirm: 'Confirm Password',
  submit: 'Update Password',
  done: 'Password changed successfully!',
  failed: 'Failed to change password.',
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
} as const;

export const WELCOME = {
  loading: 'Loading profile',
  notFound: 'Profile Not found',
  failed: 'Failed to load profile',
  greeting: (username: string) => `Welcome back, ${username}!`,
  tagline: 'Your lucky numbers are waiting for you.',
  money: 'Money Balance',
  referral: 'Referral Balance',
  referralNote: 'You can use this balance only in game.',
} as const;
