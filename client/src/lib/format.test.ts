import { describe, expect, it } from '@jest/globals';
import { formatDate, formatIstDateTime, formatIstShort, formatRupees, formatRupeesWithPaise } from './format.js';

describe('formatRupees', () => {
  it('shows whole rupees without paise and Indian digit grouping', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(100)).toBe('₹100');
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(10_000_000)).toBe('₹1,00,00,000');
  });

  it('shows both paise digits when there are paise, the sign before the rupee sign', () => {
    expect(formatRupees(1250.5)).toBe('₹1,250.50');
    expect(formatRupees(0.01)).toBe('₹0.01');
    expect(formatRupees(-1.5)).toBe('-₹1.50');
    // Floating point noise from the wire does not leak into the text.
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });

  it('reads numeric strings and shows ₹0 for anything that is not a finite amount', () => {
    expect(formatRupees('20.5')).toBe('₹20.50');
    for (const bad of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) expect(formatRupees(bad)).toBe('₹0');
  });
});

describe('formatRupeesWithPaise', () => {
  it('always shows two paise digits with Indian grouping', () => {
    expect(formatRupeesWithPaise(100000)).toBe('₹1,00,000.00');
    expect(formatRupeesWithPaise(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupeesWithPaise('0')).toBe('₹0.00');
    expect(formatRupeesWithPaise('junk')).toBe('₹0.00');
  });
});

describe('dates', () => {
  it('shows times in IST and dates of birth as calendar dates', () => {
    expect(formatIstDateTime('2026-11-21T08:00:00.000Z')).toBe('21 November 2026 at 1:30:00 pm IST');
    expect(formatIstDateTime('not a date')).toBe('');
    expect(formatIstShort('2026-11-21T08:00:00.000Z')).toBe('21 Nov 2026, 1:30 pm');
    expect(formatIstShort(null)).toBe('');
    expect(formatDate('2000-01-31')).toBe('31 January 2000');
  });
});
