const WHOLE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/**
 * The client's one way to show money. The API speaks rupees with up to 2 decimals; they
 * are shown with the rupee sign and Indian grouping, like the server's own formatter
 * ('₹1,00,000', '-₹1.50'), with paise only when there are any ('₹1,500', '₹1,250.50').
 * Anything that is not a finite number shows as ₹0 rather than 'NaN'.
 */
export function formatRupees(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  const paise = Number.isFinite(value) ? Math.round(value * 100) : 0;
  return paise % 100 === 0 ? WHOLE.format(paise / 100) : WITH_PAISE.format(paise / 100);
}

/**
 * Money totals with both paise digits always shown ('₹1,00,000.00'): the admin's
 * dashboard cards, where a column of totals reads best with one shape.
 */
export function formatRupeesWithPaise(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  const paise = Number.isFinite(value) ? Math.round(value * 100) : 0;
  return WITH_PAISE.format(paise / 100);
}

/** Times are shown in Asia/Kolkata (spec section 9); long form ends with 'IST'. */
export function formatIstDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'long' });
}

/** A compact IST date and time for table rows: '21 Nov 2026, 1:30 pm'. */
export function formatIstShort(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar date (date of birth): '2000-01-31' -> '31 January 2000'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
}
