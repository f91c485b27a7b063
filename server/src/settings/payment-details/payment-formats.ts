import { createHash } from 'node:crypto';

/**
 * The formats of the operator's payment details (and of any Indian bank or UPI detail):
 * what a bank, an NPCI UPI app or a blockchain would accept, so a typo never reaches the
 * deposit page where players copy it.
 */

/** IFSC: 4 letters (the bank), a 0 (reserved), 6 letters or digits (the branch). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER = /^\d{9,18}$/;

/**
 * A UPI id (virtual payment address), `name@bank`: the name 2-256 letters, digits, dots,
 * hyphens or underscores; the handle of the bank's app 2-64 letters (okaxis, ybl, paytm...).
 */
export const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;

export const ACCOUNT_TYPES = ['savings', 'current'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const CRYPTO_NETWORKS = ['TRC20', 'SOLANA'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes of a base58 string (Bitcoin alphabet), or null when a character is outside it. */
export function decodeBase58(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  // Each leading '1' stands for a leading zero byte.
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

/**
 * A Tron address (where TRC20 tokens go): base58check of 0x41 and a 20-byte account,
 * 34 characters starting with T, its last 4 bytes the double SHA-256 checksum.
 */
export function isTronAddress(text: string): boolean {
  if (typeof text !== 'string' || !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return false;
  const bytes = decodeBase58(text);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
}

/** A Solana address: a 32-byte ed25519 public key in base58 (32 to 44 characters). */
export function isSolanaAddress(text: string): boolean {
  if (typeof text !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return false;
  return decodeBase58(text)?.length === 32;
}

export const ADDRESS_CHECKS: Record<CryptoNetwork, (text: string) => boolean> = {
  TRC20: isTronAddress,
  SOLANA: isSolanaAddress,
};
