import { execFileSync } from 'node:child_process';
import { createSign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The test server's GOOGLE_CLIENT_ID (identity-harness). */
export const GOOGLE_CLIENT_ID = 'fairdraw-test.apps.googleusercontent.com';

/** A locally made RSA key and its self-signed X.509 certificate stand in for Google's. */
export function makeSigningKey(): { privateKey: string; certificate: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fd-google-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=test-google-signer',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { privateKey: readFileSync(join(dir, 'key.pem'), 'utf8'), certificate: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Google ID token signed with `privateKey` (Google checks its times against the real clock). */
export function idToken(privateKey: string, claims: Record<string, unknown>, kid = 'test-kid'): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    sub: '1000001',
    email: 'gita@gmail.com',
    email_verified: true,
    iat: now - 10,
    exp: now + 3600,
    ...claims,
  };
  const signed = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(payload)}`;
  const signature = createSign('RSA-SHA256').update(signed).sign(privateKey).toString('base64url');
  return `${signed}.${signature}`;
}
