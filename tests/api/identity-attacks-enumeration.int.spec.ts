import { AfterAnswer } from '../../server/src/shared/http/after-answer.js';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';
import { compareTimings, probe, type ProbeRequest } from './timing-probe.js';

const PASSWORD = 'Quiet-Harbor-73!';
const HOUR = 3600_000;

/**
 * Issue 8, attacks 5 and 7: nothing registration or forgot-password answers, nor how
 * long it takes, tells whether an email has an account; a username once asked for stays
 * taken either way; an address gets one "someone tried to register" mail an hour; one
 * network address opens at most ten registrations an hour, however many it sends at once.
 */
describe('identity attacks: who is registered', () => {
  let t: IdentityApp;
  let ip = 0;
  /** A new client address (the harness trusts X-Forwarded-For from loopback), so the per-address quota stays out of the way. */
  const fresh = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++ip / 250)}.${(ip % 250) + 1}` });
  const register = (body: object, headers: Record<string, string> = fresh()) =>
    t.request('POST', '/user/register', { payload: body, headers });
  /** An address as long as 'known@example.com' and shaped like it (parsing and validating take alike), new for each i. */
  const unknownEmail = (i: number) => `${i.toString(26).padStart(5, '0').replace(/./g, (c) => String.fromCharCode(97 + parseInt(c, 26)))}@example.com`;
  const json = (body: object, headers: Record<string, string> = {}): Omit<ProbeRequest, 'url'> => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    t = await startIdentityApp();
    await signUpPlayer(t, { username: 'known', email: 'known@example.com', password: PASSWORD });
  });
  afterAll(async () => {
    await t.close();
  });

  /** `pairs` pairs of (a, b) requests in random order each; the first `warmUp` pairs only warm up. */
  async function timePairs(pairs: number, warmUp: number, make: (i: number) => [ProbeRequest, ProbeRequest]) {
    const requests: ProbeRequest[] = [];
    const aFirst: boolean[] = [];
    for (let i = 0; i < pairs + warmUp; i++) {
      const [a, b] = make(i);
      aFirst.push(Math.random() < 0.5);
      requests.push(...(aFirst[i] ? [a, b] : [b, a]));
    }
    // Each request meets an idle server: the work of the one before is done and its garbage
    // collected, as for requests spread out in time.
    const settle = () => t.app.get(AfterAnswer).settled();
    const answers = await probe(t.baseUrl, requests, async () => {
      await settle();
      await new Promise((done) => setTimeout(done, 15));
    });
    await settle();
    const a = [];
    const b = [];
    for (let i = 0; i < pairs + warmUp; i++) {
      const [first, second] = [answers[2 * i]!, answers[2 * i + 1]!];
      const [ra, rb] = aFirst[i] ? [first, second] : [second, first];
      if (i >= warmUp) {
        a.push(ra);
        b.push(rb);
      }
    }
    return { a, b };
  }

  describe('attack 5: registration', () => {
    it('answers a taken username alike whether the email is new or registered', async () => {
      const withNew = await register({ username: 'known', email: 'brand-new@example.com', password: PASSWORD });
      const withRegistered = await register({ username: 'known', email: 'known@example.com', password: PASSWORD });
      expect(withNew.statusCode).toBe(409);
      expect(withRegistered.statusCode).toBe(409);
      expect(withRegistered.json()).toEqual(withNew.json());
    });

    it('answers a free username alike for a new and a registered email, and takes the username either way', async () => {
      const withNew = await register({ username: 'free_one', email: 'free-one@example.com', password: PASSWORD });
      const withRegistered = await register({ username: 'free_two', email: 'known@example.com', password: PASSWORD });
      expect(withNew.statusCode).toBe(200);
      expect(withRegistered.json()).toEqual(withNew.json());
      // Checking the usernames afterwards tells nothing about the emails either: both are taken.
      const again = [
        await register({ username: 'free_one', email: 'someone@example.com', password: PASSWORD }),
        await register({ username: 'free_two', email: 'someone@example.com', password: PASSWORD }),
      ];
      expect(again.map((r) => [r.statusCode, r.json().msg])).toEqual([
        [409, 'This username is already taken.'],
        [409, 'This username is already taken.'],
      ]);
      // Only the new email got an account; the owner of the registered one got a notice.
      expect(await t.sql(`SELECT username FROM players WHERE username IN ('free_one', 'free_two')`)).toEqual([{ username: 'free_one' }]);
      expect(t.mails('known@example.com').at(-1)).toContain('An account with this email already exists');
    });

    it('takes as long for a registered email as for a new one', async () => {
      const { a: registered, b: unregistered } = await timePairs(60, 6, (i) => [
        { url: '/user/register', ...json({ username: `tk_r${i}`, email: 'known@example.com', password: PASSWORD }, fresh()) },
        { url: '/user/register', ...json({ username: `tk_n${i}`, email: unknownEmail(i), password: PASSWORD }, fresh()) },
      ]);
      expect(new Set([...registered, ...unregistered].map((r) => `${r.status} ${r.body}`))).toEqual(
        new Set(['200 {"err":"N","msg":"Registration successful. Please check your email for the OTP."}']),
      );
      const verdict = compareTimings(registered.map((r) => r.ms), unregistered.map((r) => r.ms), 2);
      expect(verdict.alike ? 'alike' : verdict).toBe('alike');
    }, 120_000);

    it('takes as long to refuse a taken username with a registered email as with a new one', async () => {
      const { a: registered, b: unregistered } = await timePairs(40, 4, (i) => [
        { url: '/user/register', ...json({ username: 'known', email: 'known@example.com', password: PASSWORD }, fresh()) },
        { url: '/user/register', ...json({ username: 'known', email: unknownEmail(i + 5000), password: PASSWORD }, fresh()) },
      ]);
      expect(new Set([...registered, ...unregistered].map((r) => r.status))).toEqual(new Set([409]));
      const verdict = compareTimings(registered.map((r) => r.ms), unregistered.map((r) => r.ms), 2);
      expect(verdict.alike ? 'alike' : verdict).toBe('alike');
    }, 120_000);
  });

  describe('attack 5: forgot-password', () => {
    it('takes as long for a registered email as for an unknown one, with the same answer', async () => {
      const { a: known, b: unknown } = await timePairs(200, 10, (i) => [
        { url: '/user/forgot-password', ...json({ email: 'known@example.com' }) },
        { url: '/user/forgot-password', ...json({ email: unknownEmail(i + 10_000) }) },
      ]);
      expect(new Set([...known, ...unknown].map((r) => `${r.status} ${r.body}`)).size).toBe(1);
      const verdict = compareTimings(known.map((r) => r.ms), unknown.map((r) => r.ms), 0.5);
      expect(verdict.alike ? 'alike' : verdict).toBe('alike');
      // The link still reaches the owner, after the answer.
      expect(t.mails('known@example.com').at(-1)).toContain('/reset-password?token=');
    }, 120_000);
  });

  describe('attack 7: mail floods and account floods', () => {
    it('mails the owner of a registered email one "someone tried" notice an hour, however many registrations', async () => {
      await signUpPlayer(t, { username: 'flooded', email: 'flooded@example.com', password: PASSWORD });
      t.clock.advance(HOUR);
      const notices = () => t.mails('flooded@example.com').filter((m) => m.includes('An account with this email already exists')).length;
      const before = notices();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => register({ username: `flood_${i}`, email: 'flooded@example.com', password: PASSWORD })),
      );
      expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200]));
      expect(notices()).toBe(before + 1);
      t.clock.advance(HOUR + 1000);
      await register({ username: 'flood_later', email: 'flooded@example.com', password: PASSWORD });
      expect(notices()).toBe(before + 2);
    });

    it('lets one address start ten registrations an hour, even fifty sent at once, and claims no username for the refused', async () => {
      const address = { 'x-forwarded-for': '203.0.113.77' };
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => register({ username: `burst_${i}`, email: `burst-${i}@example.com`, password: PASSWORD }, address)),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      const refused = answers.find((r) => r.statusCode === 429)!.json();
      expect(refused).toMatchObject({ err: 'Y', code: 'IDENTITY.REGISTRATIONS_LIMITED', retryAfterSeconds: 3600 });
      expect(refused.msg).toBe('Too many registrations from this network. Please try again in 60 minutes.');
      expect((await t.sql(`SELECT count(*)::int AS n FROM players WHERE username LIKE 'burst\\_%'`))[0].n).toBe(10);
      // A refused registration took nothing: its username is free for someone else.
      const refusedIndex = statuses.indexOf(429);
      expect((await register({ username: `burst_${refusedIndex}`, email: 'later@example.com', password: PASSWORD })).statusCode).toBe(200);
      // The hour over, the address may register again.
      t.clock.advance(HOUR + 1000);
      expect((await register({ username: 'burst_after', email: 'burst-after@example.com', password: PASSWORD }, address)).statusCode).toBe(200);
    });
  });
});

describe('compareTimings (the judge of the timing tests)', () => {
  // Deterministic noise: a linear congruential generator, heavy-tailed by cubing.
  const noise = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return (seed / 2 ** 31 - 0.5) ** 3 * 8;
  };
  it('finds the reported leaks: forgot-password 1.8 vs 3.3 ms, registration 31 vs 36 ms', () => {
    const r = noise(7);
    const quiet = (ms: number, spread: number) => Array.from({ length: 60 }, () => ms + spread * r());
    expect(compareTimings(quiet(3.3, 0.4), quiet(1.8, 0.4), 0.5).alike).toBe(false);
    expect(compareTimings(quiet(36, 3), quiet(31, 3), 2).alike).toBe(false);
  });
  it('calls requests of equal cost alike, also on a loaded machine with wild noise', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = noise(seed);
      const loaded = () => Array.from({ length: 40 }, () => 130 + 80 * r());
      expect(compareTimings(loaded(), loaded(), 2).alike).toBe(true);
    }
  });
});
