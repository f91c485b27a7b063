import { shownLocale } from './i18n/text.js';

const formatters = new Map<string, Intl.NumberFormat>();

/** Rupees in the language shown ('en-IN' or 'hi-IN': Indian grouping, Latin digits in both). */
function rupees(paiseShown: boolean): Intl.NumberFormat {
  return rupeesOrCount(paiseShown ? 'paise' : 'whole');
}

function rupeesOrCount(kind: 'paise' | 'whole' | 'count'): Intl.NumberFormat {
  const locale = shownLocale();
  const key = `${locale}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'count' ? {} : { style: 'currency', currency: 'INR', ...(kind === 'paise' ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 }) };
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * The client's one way to show money. The API speaks rupees with up to 2 decimals; they
 * are shown with the rupee sign and Indian grouping, like the server's own formatter
 * ('₹1,00,000', '-₹1.50'), with paise only when there are any ('₹1,500', '₹1,250.50').
 * Anything that is not a finite number shows as ₹0 rather than 'NaN'.
 */
export function formatRupees(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  const paise = Number.isFinite(value) ? Math.round(value * 100) : 0;
  return paise % 100 === 0 ? rupees(false).format(paise / 100) : rupees(true).format(paise / 100);
}

/**
 * Money totals with both paise digits always shown ('₹1,00,000.00'): the admin's
 * dashboard cards, where a column of totals reads best with one shape.
 */
export function formatRupeesWithPaise(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  const paise = Number.isFinite(value) ? Math.round(value * 100) : 0;
  return rupees(true).format(paise / 100);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format of the language shown, made once: toLocaleString builds a new formatter on
 * every call, which a table of dates paid for on every render (issue 14, the dashboard's
 * first load on a slow phone).
 */
export function dateFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = shownLocale();
  const key = `${locale}:${name}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Times are shown in Asia/Kolkata (spec section 9) in the language shown; long form ends with 'IST'. */
export function formatIstDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat('ist-long', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'long' }).format(date);
}

/** A compact IST date and time for table rows: '21 Nov 2026, 1:30 pm'. */
export function formatIstShort(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat('ist-short', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar date (date of birth): '2000-01-31' -> '31 January 2000'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat('calendar-long', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A count in Indian grouping in the language shown ('1,00,000'); in messages, ICU's `#` and `{n, number}` do the same. */
export function formatCount(value: number | null | undefined): string {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? rupeesOrCount('count').format(number) : '0';
}
