import * as adminLimits from './commands/log-in-admin/admin-login-limits.js';
import * as playerLimits from './commands/log-in-player/player-login-limits.js';
import { usernameBase } from './commands/sign-in-with-google/sign-in-with-google.handler.js';
import { isStrongPassword } from './passwords/password-policy.js';
import { newReferralCode, REFERRAL_CODE_PATTERN } from './referral-code.js';
import { windowWaitMs, type WindowCount } from './rate-limits/sliding-window.js';
import { deriveOtpKey } from './sessions/identity-secret.js';
import { bearerToken } from './sessions/session-jwt.strategy.js';

describe('identity rules', () => {
  it('accepts only passwords of 8+ characters with lower, upper and special characters', () => {
    expect(isStrongPassword('Secret@123')).toBe(true);
    expect(isStrongPassword('Aa!aaaaa')).toBe(true);
    for (const weak of ['Secret123', 'secret@123', 'SECRET@123', 'Se@1', '', 42, null, 'A@a'.padEnd(129, 'x')]) {
      expect(isStrongPassword(weak)).toBe(false);
    }
  });

  describe('login limits (sliding windows)', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const limited = (pair: number, pairMax: number, ip: number, ipMax: number, edgeAgoMs = 60_000) =>
      windowWaitMs(
        [
          { count: pair, max: pairMax, edge: pair >= pairMax ? ago(edgeAgoMs) : null },
          { count: ip, max: ipMax, edge: ip >= ipMax ? ago(edgeAgoMs) : null },
        ],
        15 * 60_000,
        now,
      ) > 0;

    it('limits admin logins at 5 failures per username and address, 20 per address', () => {
      const { MAX_FAILURES_PER_USERNAME_AND_IP: pair, MAX_FAILURES_PER_IP: ip } = adminLimits;
      expect([pair, ip, adminLimits.ADMIN_LOGIN_WINDOW_MS]).toEqual([5, 20, 15 * 60_000]);
      expect(limited(4, pair, 19, ip)).toBe(false);
      expect(limited(5, pair, 5, ip)).toBe(true);
      expect(limited(0, pair, 20, ip)).toBe(true);
    });

    it('limits player logins at 10 failures per email and address, 50 per address', () => {
      const { MAX_FAILURES_PER_EMAIL_AND_IP: pair, MAX_FAILURES_PER_IP: ip } = playerLimits;
      expect([pair, ip, playerLimits.PLAYER_LOGIN_WINDOW_MS]).toEqual([10, 50, 15 * 60_000]);
      expect(limited(9, pair, 49, ip)).toBe(false);
      expect(limited(10, pair, 10, ip)).toBe(true);
      expect(limited(0, pair, 50, ip)).toBe(true);
    });

    it('opens when the failure at the limit leaves the window; the longest of two waits wins', () => {
      const window = 15 * 60_000;
      const pairLimit: WindowCount = { count: 5, max: 5, edge: ago(60_000) };
      expect(windowWaitMs([pairLimit], window, now)).toBe(14 * 60_000);
      const ipLimit: WindowCount = { count: 20, max: 20, edge: ago(10 * 60_000) };
      expect(windowWaitMs([pairLimit, ipLimit], window, now)).toBe(14 * 60_000);
      expect(windowWaitMs([{ ...pairLimit, edge: ago(window) }], window, now)).toBe(1);
      expect(windowWaitMs([{ count: 4, max: 5, edge: null }], window, now)).toBe(0);
    });
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
