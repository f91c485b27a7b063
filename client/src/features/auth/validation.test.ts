import { describe, expect, it } from '@jest/globals';
import { strongPasswordError, usernameError, validateRegister } from './validation.js';

const RULE = 'Password must be at least 8 characters, include uppercase, lowercase, and a special character.';

describe('sign-in and sign-up password rule', () => {
  it('refuses what the server refuses, with the spec sentence', () => {
    expect(strongPasswordError('')).toBe('Password is required');
    for (const weak of ['Aa!4567', 'aa!45678', 'AA!45678', 'Aa345678']) expect(strongPasswordError(weak)).toBe(RULE);
    expect(strongPasswordError('Strong@123')).toBeUndefined();
  });

  it('refuses a password longer than the server takes instead of sending it', () => {
    expect(strongPasswordError(`Aa!${'x'.repeat(125)}`)).toBeUndefined();
    expect(strongPasswordError(`Aa!${'x'.repeat(126)}`)).toBe('Password must be at most 128 characters');
    const values = { username: 'ravi', email: 'r@x.io', password: `Aa!${'x'.repeat(200)}`, confirmPassword: '' };
    expect(validateRegister({ ...values, confirmPassword: values.password }).password).toBe('Password must be at most 128 characters');
  });
});

describe('sign-up username rule', () => {
  it("words the spec's parts as the spec does, then refuses look-alike names as the server does", () => {
    expect(usernameError('')).toBe('Username is required');
    expect(usernameError('ne ha')).toBe('Username must not contain spaces');
    expect(usernameError('ne')).toBe('Username must be at least 3 characters');
    expect(usernameError('ra\u200Bvi')).toBe('Username must not contain invisible, control or text-direction characters');
    expect(usernameError('\u0430dmin')).toBe('Username must not mix letters of different alphabets');
    expect(usernameError('lucky_ravi')).toBeUndefined();
    expect(usernameError('ｒａｖｉ')).toBeUndefined();
  });
});
