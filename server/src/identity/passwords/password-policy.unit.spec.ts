import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  hasPasswordCharacters,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
} from './password-policy.js';

describe('password policy (shared with the client)', () => {
  it('imports nothing, so the client can bundle it as it is', () => {
    const source = readFileSync(fileURLToPath(new URL('./password-policy.ts', import.meta.url)), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s+[^;]*\bfrom\b)/m);
    expect(source).not.toMatch(/\brequire\(|\bprocess\.|\bBuffer\b/);
  });

  it('names the first broken part in the order the change-password form reports them', () => {
    expect(passwordProblem('Aa!')).toBe('too_short');
    expect(passwordProblem('aaaaaaaa')).toBe('characters');
    expect(passwordProblem('Aa!'.padEnd(PASSWORD_MAX_LENGTH + 1, 'x'))).toBe('too_long');
    expect(passwordProblem('Secret@123')).toBeUndefined();
    expect(passwordProblem('Aa!'.padEnd(PASSWORD_MAX_LENGTH, 'x'))).toBeUndefined();
  });

  it('counts anything but a letter or digit as special, spaces and non-Latin letters included', () => {
    expect(hasPasswordCharacters('Secret 123')).toBe(true);
    expect(hasPasswordCharacters('Secretß123')).toBe(true);
    expect(hasPasswordCharacters('Secret123')).toBe(false);
  });

  it('agrees with isStrongPassword, which also refuses non-strings', () => {
    for (const candidate of ['Secret@123', 'secret@123', 'SECRET@123', 'Secret123', 'S@e', '']) {
      expect(isStrongPassword(candidate)).toBe(passwordProblem(candidate) === undefined);
    }
    for (const notText of [42, null, undefined, ['Secret@123'], { length: 10 }]) expect(isStrongPassword(notText)).toBe(false);
  });
});
