import { formatIndianDate, formatIndianTime } from '../clock/india-time.js';
import type { Localized } from './message.js';

const HINDI_DATE = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const HINDI_CLOCK = new Intl.DateTimeFormat('hi-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });

/** A day in India for a message: '28 Nov 2026' in English (as ever), '28 नव॰ 2026' in Hindi. */
export function indianDateIn(at: Date): Localized {
  return { en: formatIndianDate(at), hi: HINDI_DATE.format(at) };
}

/** An instant in India for a message: '27 Nov 2026, 14:05 IST' in English, '27 नव॰ 2026, 14:05 IST' in Hindi. */
export function indianTimeIn(at: Date): Localized {
  return { en: formatIndianTime(at), hi: `${HINDI_DATE.format(at)}, ${HINDI_CLOCK.format(at)} IST` };
}
