import { describe, expect, it } from '@jest/globals';
import { passwordChangeErrors } from './validation.js';

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
