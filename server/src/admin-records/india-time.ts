/**
 * Times as the console shows them and dates as its filters take them: India's calendar
 * (Asia/Kolkata, UTC+05:30 all year: India keeps no daylight saving).
 */
const IST_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '06 Jan 2026, 09:00 IST'. */
export function formatIst(at: Date): string {
  return `${IST_FORMAT.format(at)} IST`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instants of a range of calendar days in India, inclusive at both ends ('YYYY-MM-DD',
 * already checked to be real days): from 00:00 IST of `from` to before 00:00 IST of the day
 * after `to`. Either end may be open (null).
 */
export function indiaDayRange(from: string | null, to: string | null): { start: Date | null; end: Date | null } {
  return {
    start: from === null ? null : new Date(`${from}T00:00:00+05:30`),
    end: to === null ? null : new Date(new Date(`${to}T00:00:00+05:30`).getTime() + DAY_MS),
  };
}
