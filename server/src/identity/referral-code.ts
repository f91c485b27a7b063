import { randomInt } from 'node:crypto';

/** No 0/O or 1/I/L: codes are read aloud and typed from screenshots. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_PATTERN = /^[A-Z2-9]{8}$/;

/** A random 8-character referral code (31^8 ~ 8.5e11 values; uniqueness is checked on insert). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
