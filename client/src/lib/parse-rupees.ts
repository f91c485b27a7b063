/** Rupees with at most two decimals: '100', '99.5', '0.01'. */
const RUPEES = /^\d+(\.\d{1,2})?$/;

/**
 * An amount the player typed, in rupees, or null when it is not plain rupees with at most
 * two decimals (no sign, grouping, exponent or other base).
 */
export function parseRupees(text: string): number | null {
  const trimmed = text.trim();
  return RUPEES.test(trimmed) ? Number(trimmed) : null;
}
