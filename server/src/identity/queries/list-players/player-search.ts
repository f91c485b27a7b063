/**
 * The admin's player search (GET /admin/users-list?q): a case-insensitive substring of the
 * first name, the last name, "first last", the username or the email, or, when the term is
 * a phone number, a run of the mobile's digits ('98765' finds '+919876543210').
 *
 * The term goes into LIKE patterns with its wildcards escaped, so '%' and '_' match only
 * themselves. Lower-casing is left to PostgreSQL (lower() on both sides), so the term and
 * the names are folded by the same rules whatever the database's collation.
 */
export const PLAYER_SEARCH_MAX_LENGTH = 100;

export interface PlayerSearch {
  /** LIKE pattern (backslash escapes) for the names, username and email: '%term%'. */
  textPattern: string;
  /** LIKE pattern for the mobile's digits, when the term reads as a phone number; else null. */
  mobilePattern: string | null;
}

/** Spaces, dashes, dots, brackets and a leading '+' are how people write phone numbers. */
const PHONE_LIKE = /^\+?[\d\s\-.()]+$/;

/** Backslash-escapes LIKE's wildcards and its escape character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The search a query string asks for; null for none (absent, or only blanks). Runs of
 * white space count as one space, so 'Asha   Rao' finds Asha Rao. The length cap is the
 * request DTO's (a 400 before this runs).
 */
export function playerSearch(q: string | null | undefined): PlayerSearch | null {
  const term = (q ?? '').trim().replace(/\s+/g, ' ');
  if (term === '') return null;
  const digits = PHONE_LIKE.test(term) ? term.replace(/\D/g, '') : '';
  return {
    textPattern: `%${escapeLike(term)}%`,
    mobilePattern: digits === '' ? null : `%${digits}%`,
  };
}

/**
 * The SQL condition for a search on players aliased `p`, with its parameters named
 * :searchText and :searchMobile (names no SQL of the query contains: TypeORM would take
 * the ':text' of a '::text' cast for a parameter called text). One expression holds every
 * text field; newlines (which no stored field contains) keep a term from matching across
 * the username and the email, while the single space between the names lets 'asha rao'
 * match.
 */
export function playerSearchCondition(search: PlayerSearch): { sql: string; params: Record<string, string> } {
  const text = `lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '') || chr(10) || p.username || chr(10) || p.email) LIKE lower(:searchText)`;
  if (search.mobilePattern === null) return { sql: `(${text})`, params: { searchText: search.textPattern } };
  // Stored mobiles are '+91' and 10 digits: a run of digits is a substring of the mobile as it is.
  return { sql: `(${text} OR p.mobile LIKE :searchMobile)`, params: { searchText: search.textPattern, searchMobile: search.mobilePattern } };
}
