import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../shared/config/config.js';

/** Nest token for the signing secret of session tokens (a string). */
export const JWT_SIGNING_SECRET = Symbol('JWT_SIGNING_SECRET');
/** Nest token for the key that turns one-time codes into stored HMACs (a Buffer). */
export const OTP_HMAC_KEY = Symbol('OTP_HMAC_KEY');

/**
 * JWT_SECRET when set (production requires it). In development, a random secret kept in
 * DATA_DIR/jwt.secret (mode 600), so sessions survive a restart and every instance
 * sharing the data folder agrees on it.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.dataDir, 'jwt.secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not created yet.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created it first: then read theirs.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

/** A key of its own for code hashes, derived so that one secret is all an operator manages. */
export function deriveOtpKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('fairdraw/otp-hmac/v1').digest();
}
