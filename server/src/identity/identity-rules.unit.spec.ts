import { isRateLimited } from './commands/log-in-admin/admin-login-limits.js';
import { isPlayerLoginLimited } from './commands/log-in-player/player-login-limits.js';
import { usernameBase } from './commands/sign-in-with-google/sign-in-with-google.handler.js';
import { isStrongPassword } from './passwords/password-policy.js';
import { newReferralCode, REFERRAL_CODE_PATTERN } from './referral-code.js';
import { deriveOtpKey } from './sessions/identity-secret.js';
import { bearerToken } from './sessions/auth.guard.js';

describe('identity rules', () => {
  it('accepts only passwords of 8+ characters with lower, upper and special characters', () => {
    expect(isStrongPassword('Secret@123')).toBe(true);
    expect(isStrongPassword('Aa!aaaaa')).toBe(true);
    for (const weak of ['Secret123', 'secret@123', 'SECRET@123', 'Se@1', '', 42, null, 'A@a'.padEnd(129, 'x')]) {
      expect(isStrongPassword(weak)).toBe(false);
    }
  });

  it('limits admin logins at 5 failures per username and address, 20 per address', () => {
    expect(isRateLimited({ pair: 4, ip: 19 })).toBe(false);
    expect(isRateLimited({ pair: 5, ip: 5 })).toBe(true);
    expect(isRateLimited({ pair: 0, ip: 20 })).toBe(true);
  });

  it('limits player logins at 10 failures per email and address, 50 per address', () => {
    expect(isPlayerLoginLimited({ pair: 9, ip: 49 })).toBe(false);
    expect(isPlayerLoginLimited({ pair: 10, ip: 10 })).toBe(true);
    expect(isPlayerLoginLimited({ pair: 0, ip: 50 })).toBe(true);
  });

  it('makes 8-character referral codes without look-alike characters', () => {
    const codes = new Set(Array.from({ length: 200 }, newReferralCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(REFERRAL_CODE_PATTERN);
      expect(code).not.toMatch(/[01OIL]/);
    }
  });

  it('derives Google usernames from the address, at least 3 characters, no spaces', () => {
    expect(usernameBase('Ravi.Kumar+tag@gmail.com')).toBe('ravikumartag');
    expect(usernameBase('a@gmail.com')).toBe('playera');
  });

  it('reads bearer tokens from the Authorization header only in the Bearer form', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   xyz')).toBe('xyz');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('derives a code key from the JWT secret, different from it and stable', () => {
    const a = deriveOtpKey('x'.repeat(40));
    expect(a.equals(deriveOtpKey('x'.repeat(40)))).toBe(true);
    expect(a.equals(deriveOtpKey('y'.repeat(40)))).toBe(false);
  });
});
