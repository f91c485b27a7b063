import { createHash, randomBytes } from 'node:crypto';

/**
 * The two secrets a browser holds during sign-in: the challenge of one login step, and
 * the browser key of a completed sign-in. 32 random bytes, base64url; the server keeps
 * only their SHA-256 (enough for values this random: nothing to guess from a hash).
 */
const SECRET_BYTES = 32;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** The value if it has the shape of one of our secrets; anything else counts as absent. */
export function wellFormedSecret(value: unknown): string | undefined {
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : undefined;
}
