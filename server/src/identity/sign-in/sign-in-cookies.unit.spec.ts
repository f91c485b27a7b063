import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROWSER_KEY, CHALLENGE, readSecret, setSecretCookie } from './sign-in-cookies.js';
import { newSecret, secretHash, wellFormedSecret } from './sign-in-secrets.js';

const request = (headers: Record<string, string>, protocol = 'http') => ({ headers, protocol }) as unknown as FastifyRequest;

describe('sign-in secrets', () => {
  it('are 32 random bytes in base64url, hashed with SHA-256 for storage', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(a);
    expect(secretHash(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secretHash(a)).not.toBe(a);
    expect(secretHash(a)).toBe(secretHash(a));
  });

  it('take nothing but the exact shape: anything else counts as absent', () => {
    const good = newSecret();
    expect(wellFormedSecret(good)).toBe(good);
    for (const bad of [good + 'x', good.slice(1), `${good.slice(0, 42)}=`, `${good.slice(0, 42)}\u0000`, '', 42, null, ['x'], 'a'.repeat(10_000)]) {
      expect(wellFormedSecret(bad)).toBeUndefined();
    }
  });
});

describe('sign-in secrets on the wire', () => {
  const key = newSecret();
  const other = newSecret();

  it('reads the header first, else the cookie among others', () => {
    expect(readSecret(request({ 'x-browser-key': key, cookie: `fd_browser_key=${other}` }), BROWSER_KEY)).toBe(key);
    expect(readSecret(request({ cookie: `a=1; fd_browser_key=${other}; b=2` }), BROWSER_KEY)).toBe(other);
    expect(readSecret(request({ cookie: `fd_login_challenge=${other}` }), CHALLENGE)).toBe(other);
    expect(readSecret(request({ cookie: `fd_login_challenge=${other}` }), BROWSER_KEY)).toBeUndefined();
  });

  it('ignores a malformed header instead of falling back, and malformed or oversized cookies', () => {
    expect(readSecret(request({ 'x-browser-key': 'bogus', cookie: `fd_browser_key=${other}` }), BROWSER_KEY)).toBeUndefined();
    expect(readSecret(request({ cookie: 'fd_browser_key=bogus' }), BROWSER_KEY)).toBeUndefined();
    expect(readSecret(request({ cookie: `${'x=1; '.repeat(2000)}fd_browser_key=${other}` }), BROWSER_KEY)).toBeUndefined();
    expect(readSecret(request({}), BROWSER_KEY)).toBeUndefined();
  });

  it('sets HttpOnly, SameSite=Strict cookies on their paths, Secure over HTTPS, and removes them with Max-Age=0', () => {
    const set: string[] = [];
    const reply = { header: (name: string, value: string) => (expect(name).toBe('set-cookie'), set.push(value)) } as unknown as FastifyReply;
    setSecretCookie(request({}), reply, CHALLENGE, key);
    setSecretCookie(request({}, 'https'), reply, BROWSER_KEY, key);
    setSecretCookie(request({}), reply, CHALLENGE, undefined);
    expect(set).toEqual([
      `fd_login_challenge=${key}; Path=/user; Max-Age=3600; HttpOnly; SameSite=Strict`,
      `fd_browser_key=${key}; Path=/; Max-Age=7776000; HttpOnly; SameSite=Strict; Secure`,
      'fd_login_challenge=; Path=/user; Max-Age=0; HttpOnly; SameSite=Strict',
    ]);
  });
});
