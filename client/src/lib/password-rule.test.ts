import { describe, expect, it } from '@jest/globals';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '@identity/password-policy';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-rule.js';

describe('the password rule on the client', () => {
  it('accepts exactly what the server policy accepts', () => {
    const samples = [
      '', 'Aa!', 'Aa!45678', 'aa!45678', 'AA!45678', 'Aa345678', 'Pässwörd!', 'Strong@123', 'Ab cdefg',
      `Aa!${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`, `Aa!${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`,
    ];
    for (const password of samples) expect([password, passwordProblem(password) === null]).toEqual([password, isStrongPassword(password)]);
  });

  it("names the problem at the policy's bounds", () => {
    const atLeast = (length: number) => `Aa!${'x'.repeat(length - 3)}`;
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem(atLeast(PASSWORD_MIN_LENGTH - 1))).toBe('too-short');
    expect(passwordProblem(atLeast(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem(atLeast(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem(atLeast(PASSWORD_MAX_LENGTH + 1))).toBe('too-long');
    expect(passwordProblem('abcdefgh')).toBe('weak');
  });

  it("keeps the specification's sentence for registration and login", () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be at least 8 characters, include uppercase, lowercase, and a special character.',
    );
  });
});
