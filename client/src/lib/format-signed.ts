import { formatRupees } from './format.js';

/**
 * A movement of money with its sign written out ('+₹500', '−₹1,250.50', '₹0'), so a
 * credit and a debit differ in text and not in colour alone. The minus is U+2212.
 * Apart from format.ts, which the first page loads and which does not need it.
 */
export function formatSignedRupees(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  const paise = Number.isFinite(value) ? Math.round(value * 100) : 0;
  if (paise === 0) return formatRupees(0);
  return `${paise > 0 ? '+' : '\u2212'}${formatRupees(Math.abs(paise) / 100)}`;
}
