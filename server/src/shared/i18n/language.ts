/**
 * The languages the server speaks (issue 14): English, the default, in the exact words of
 * the specification; and Hindi. The client names the one it shows in `Accept-Language`
 * (`hi-IN` or `en-IN`) on every call; a signed-in player's choice is also stored, for what
 * reaches them outside a request (pushes) and their mails.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Longer headers are not read at all: no browser sends one, and parsing stays O(small). */
const MAX_HEADER_LENGTH = 512;

/**
 * The language of an `Accept-Language` header (RFC 9110 12.5.4): of the ranges whose
 * primary subtag is one we speak (`hi`, `hi-IN`, `en-GB`...), the one with the highest
 * q-value, the first among equals; `q=0` means "not this one". Anything else, a wildcard,
 * a malformed header or none gives English.
 */
export function languageFromAcceptLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || value.length > MAX_HEADER_LENGTH) return DEFAULT_LANGUAGE;
  let best: Language = DEFAULT_LANGUAGE;
  let bestQ = 0;
  for (const part of value.split(',')) {
    const [range = '', ...params] = part.split(';');
    const primary = range.trim().split('-')[0]!.toLowerCase();
    if (!isLanguage(primary)) continue;
    const q = qualityOf(params);
    if (q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}

/** The `q` parameter: 0 to 1 with at most 3 decimals; absent is 1, malformed is 0 (ignored). */
function qualityOf(params: string[]): number {
  for (const param of params) {
    const [name = '', raw = ''] = param.split('=');
    if (name.trim().toLowerCase() !== 'q') continue;
    const text = raw.trim();
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text)) return 0;
    return Number(text);
  }
  return 1;
}
