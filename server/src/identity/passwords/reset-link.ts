import { createHash, randomBytes } from 'node:crypto';

/** A reset link works once, for 30 minutes; at most 3 are mailed to an address per hour. */
export const RESET_LINK_TTL_MS = 30 * 60_000;
export const RESET_LINKS_PER_HOUR = 3;

/** A fresh link token (256 bits) and the hash that is stored in its place. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
