/**
 * The Settings modals' own checks (spec section 5); the server checks them all again and
 * its message is shown when it refuses.
 */

/** 'News URL. Must start with http:// or https://', with a host after it. */
export function isNewsUrl(text: string): boolean {
  const value = text.trim();
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** 'A finite number not below 0', in steps of 0.01: digits with at most 2 decimals. */
export function isAmount(text: string): boolean {
  return /^\d{1,15}(\.\d{1,2})?$/.test(text.trim());
}

export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER = /^\d{9,18}$/;
export const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;
