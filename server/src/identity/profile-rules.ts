/** Profile rules (DESIGN.md 5): players are 18 or older; dates are calendar dates in India. */
export const MINIMUM_AGE = 18;
export const PLAY_TIME_ZONE = 'Asia/Kolkata';

/** Today's calendar date in India as 'YYYY-MM-DD'. */
export function indianDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** True when 'YYYY-MM-DD' names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export type BirthDateCheck = 'ok' | 'future' | 'underage' | 'implausible';

/**
 * A player born on `birth` may play on `today` once their 18th birthday has come (someone
 * born on 29 February turns 18 on 1 March in a common year). Both are 'YYYY-MM-DD'.
 */
export function checkBirthDate(birth: string, today: string): BirthDateCheck {
  if (birth >= today) return 'future';
  if (birth < '1900-01-01') return 'implausible';
  const eighteenth = `${Number(birth.slice(0, 4)) + MINIMUM_AGE}`.padStart(4, '0') + birth.slice(4);
  return eighteenth <= today ? 'ok' : 'underage';
}

/** An Indian mobile number as stored: '+91' and 10 digits, the first 6, 7, 8 or 9 (numbering plan of India). */
export const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

/** '+91' then the 10 digits, whatever spacing or prefix the form sent. */
export function normaliseIndianMobile(value: string): string | undefined {
  const compact = value.replace(/[\s-]/g, '');
  const match = /^(?:\+?91)?(\d{10})$/.exec(compact);
  return match ? `+91${match[1]}` : undefined;
}
