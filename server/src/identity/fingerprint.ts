import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Identifies the browser flow a verified code belongs to (address and user agent), so
 * the one repeat of the password login that the code grants works only from there.
 */
export function browserFingerprint(request: FastifyRequest): string {
  const agent = String(request.headers['user-agent'] ?? '');
  return createHash('sha256').update(`${request.ip}\n${agent}`).digest('base64url');
}
