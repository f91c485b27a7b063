import { checkAttempt, decideIssue, HOUR_MS, OTP_TTL_MS, type SentCode } from './otp-rules.js';

const t0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const sent = (purpose: SentCode['purpose'], ms: number, consumed = false): SentCode => ({ purpose, createdAt: at(ms), consumed });

describe('decideIssue', () => {
  it('issues the first code', () => {
    expect(decideIssue([], t0)).toEqual({ kind: 'issue' });
  });

  it('holds a login code for 120 s and a registration code for 30 s', () => {
    expect(decideIssue([sent('login', 0)], at(119_001))).toEqual({ kind: 'cooldown', retryAfterSeconds: 1 });
    expect(decideIssue([sent('login', 0)], at(120_000))).toEqual({ kind: 'issue' });
    expect(decideIssue([sent('register', 0)], at(10_000))).toEqual({ kind: 'cooldown', retryAfterSeconds: 20 });
    expect(decideIssue([sent('register', 0)], at(30_000))).toEqual({ kind: 'issue' });
  });

  it('lets a new code follow at once when the last one was used', () => {
    // Register, verify, log out and log in again within 30 s: the login needs a code now.
    expect(decideIssue([sent('register', 0, true)], at(10_000))).toEqual({ kind: 'issue' });
    expect(decideIssue([sent('login', 0, true)], at(1_000))).toEqual({ kind: 'issue' });
  });

  it('does not count used codes against the hourly cap', () => {
    const usedFive = [4, 3, 2, 1, 0].map((i) => sent('login', i * 60_000, true));
    expect(decideIssue(usedFive, at(10 * 60_000))).toEqual({ kind: 'issue' });
  });

  it('caps at five codes an hour, counting from the oldest in the window', () => {
    const five = [4, 3, 2, 1, 0].map((i) => sent('register', i * 60_000));
    expect(decideIssue(five, at(10 * 60_000))).toEqual({ kind: 'capped', retryAfterSeconds: 50 * 60 });
    expect(decideIssue(five, at(10 * 60_000 + 1))).toEqual({ kind: 'capped', retryAfterSeconds: 50 * 60 });
    expect(decideIssue(five, at(HOUR_MS - 1))).toEqual({ kind: 'capped', retryAfterSeconds: 1 });
    expect(decideIssue(five, at(HOUR_MS))).toEqual({ kind: 'issue' });
  });
});

describe('checkAttempt', () => {
  const live = { attempts: 0, expiresAt: at(OTP_TTL_MS), deliverable: true };

  it('accepts the right code before expiry', () => {
    expect(checkAttempt(live, true, at(OTP_TTL_MS - 1))).toBe('ok');
  });

  it('refuses an expired code even when it matches', () => {
    expect(checkAttempt(live, true, at(OTP_TTL_MS))).toBe('expired');
  });

  it('voids the code at the fifth wrong try, and refuses the right code after that', () => {
    expect(checkAttempt({ ...live, attempts: 3 }, false, t0)).toBe('wrong');
    expect(checkAttempt({ ...live, attempts: 4 }, false, t0)).toBe('locked_now');
    expect(checkAttempt({ ...live, attempts: 5 }, true, t0)).toBe('locked');
  });

  it('never accepts a code sent to an unknown address, and has nothing to check without a code', () => {
    expect(checkAttempt({ ...live, deliverable: false }, true, t0)).toBe('wrong');
    expect(checkAttempt(undefined, true, t0)).toBe('none');
  });
});
