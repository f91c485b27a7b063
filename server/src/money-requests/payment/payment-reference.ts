import { randomInt } from 'node:crypto';

/** No 0/O, 1/I: a reference is read off a phone and typed into a note. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A deposit's short payment reference, 'FD' and 8 random characters (32^8, about 10^12):
 * the player puts it in the payment's note, so an admin can match the payment to its
 * request. Random, not derived from anything, so it tells nothing about the player.
 */
export function newPaymentReference(): string {
  let reference = 'FD';
  for (let i = 0; i < 8; i++) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
