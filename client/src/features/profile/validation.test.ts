import { describe, expect, it } from '@jest/globals';
import { passwordChangeErrors, profileErrors } from './validation.js';

const change = (newPassword: string) =>
  passwordChangeErrors({ currentPassword: 'Old@1234', newPassword, confirmPassword: newPassword }).newPassword;

describe('change-password rule', () => {
  it("words the server's rule with the change form's own messages (spec section 5)", () => {
    expect(change('')).toBe('New password is required');
    expect(change('Aa!4567')).toBe('Password must be at least 8 characters');
    expect(change('abcdefgh')).toBe('Password must include uppercase, lowercase, and special character');
    expect(change('Renewed#2026')).toBeUndefined();
  });

  it('refuses a password longer than the server takes', () => {
    expect(change(`Aa!${'x'.repeat(126)}`)).toBe('Password must be at most 128 characters');
  });
});

describe('profile mobile rule', () => {
  const values = {
    firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', countryCode: '+91', mobile: '9876543210',
    dateOfBirth: '1995-08-15', gender: 'female',
  };
  const today = new Date('2026-06-10T00:00:00Z');

  it('takes 10 digits starting with 6-9 and says which part a number breaks', () => {
    expect(profileErrors(values, today)).toEqual([]);
    expect(profileErrors({ ...values, mobile: '6000000000' }, today)).toEqual([]);
    expect(profileErrors({ ...values, mobile: '98765' }, today)).toEqual(['Mobile number must be exactly 10 digits']);
    expect(profileErrors({ ...values, mobile: '0000000000' }, today)).toEqual(['Mobile number must start with 6, 7, 8 or 9']);
    expect(profileErrors({ ...values, mobile: '5123456789' }, today)).toEqual(['Mobile number must start with 6, 7, 8 or 9']);
  });
});
