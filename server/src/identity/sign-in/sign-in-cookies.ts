import type { FastifyReply, FastifyRequest } from 'fastify';
import { wellFormedSecret } from './sign-in-secrets.js';

/**
 * Where a browser's sign-in secrets travel. Our web client sends them as headers
 * (X-Login-Challenge, X-Browser-Key) from what it stored; the same values also go out as
 * HttpOnly, SameSite=Strict cookies, so the specification's own client, which knows no
 * such headers, still finishes its login and its silent repeat (DESIGN.md 6). A header
 * wins over a cookie.
 */
export const CHALLENGE = { header: 'x-login-challenge', cookie: 'fd_login_challenge', path: '/user', maxAgeSeconds: 3600 } as const;
export const BROWSER_KEY = { header: 'x-browser-key', cookie: 'fd_browser_key', path: '/', maxAgeSeconds: 90 * 24 * 3600 } as const;

type Carrier = typeof CHALLENGE | typeof BROWSER_KEY;

/** The well-formed secret the request carries, if any (a malformed one counts as none). */
export function readSecret(request: FastifyRequest, carrier: Carrier): string | undefined {
  const header = request.headers[carrier.header];
  if (typeof header === 'string' && header !== '') return wellFormedSecret(header);
  return wellFormedSecret(cookieValue(request.headers.cookie, carrier.cookie));
}

/** Adds a Set-Cookie for the secret (or, with `undefined`, one that removes it). */
export function setSecretCookie(request: FastifyRequest, reply: FastifyReply, carrier: Carrier, secret: string | undefined): void {
  const attributes = [
    `${carrier.cookie}=${secret ?? ''}`,
    `Path=${carrier.path}`,
    `Max-Age=${secret ? carrier.maxAgeSeconds : 0}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  // Fastify appends to an earlier Set-Cookie rather than replacing it.
  void reply.header('set-cookie', attributes.join('; '));
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
