import fc from 'fast-check';
import { formatRupees, InvalidRupeesError, paiseFromRupees, plainRupees, rupeesFromPaise } from './money.js';

describe('rupeesFromPaise', () => {
  it('gives the API number of rupees, with at most 2 decimals in JSON', () => {
    expect(rupeesFromPaise(0)).toBe(0);
    expect(rupeesFromPaise(1)).toBe(0.01);
    expect(rupeesFromPaise(1999)).toBe(19.99);
    expect(rupeesFromPaise(-250)).toBe(-2.5);
    expect(JSON.stringify(rupeesFromPaise(1e12 + 7))).toBe('10000000000.07');
    expect(Object.is(rupeesFromPaise(-0), 0)).toBe(true);
  });

  it('refuses paise that are not whole numbers (a bug, not input)', () => {
    for (const bad of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => rupeesFromPaise(bad)).toThrow(RangeError);
    }
  });
});

describe('paiseFromRupees', () => {
  it('is exact where multiplying by 100 is not', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(paiseFromRupees(0.29)).toBe(29);
    expect(19.99 * 100).not.toBe(1999);
    expect(paiseFromRupees(19.99)).toBe(1999);
    expect(paiseFromRupees(1.1)).toBe(110);
    expect(paiseFromRupees(0.07)).toBe(7);
    expect(paiseFromRupees(100000)).toBe(10_000_000);
  });

  it('handles zero and negatives', () => {
    expect(paiseFromRupees(0)).toBe(0);
    expect(Object.is(paiseFromRupees(-0), 0)).toBe(true);
    expect(paiseFromRupees(-12.5)).toBe(-1250);
    expect(paiseFromRupees(-0.01)).toBe(-1);
  });

  it('refuses more than 2 decimals, including float sums that only look like 2', () => {
    for (const bad of [0.1 + 0.2, 1.005, 0.001, 19.999, 1e-7, -0.005]) {
      expect(() => paiseFromRupees(bad)).toThrow(InvalidRupeesError);
    }
    expect(paiseFromRupees(0.3)).toBe(30);
  });

  it('refuses non-finite values, non-numbers and amounts beyond exact paise', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 1e14, '12' as unknown as number]) {
      expect(() => paiseFromRupees(bad)).toThrow(InvalidRupeesError);
    }
    const error = (() => {
      try {
        paiseFromRupees(1.234);
      } catch (e) {
        return e as InvalidRupeesError;
      }
    })();
    expect(error).toMatchObject({ code: 'MONEY.INVALID_RUPEES', kind: 'invalid' });
  });

  it('takes large amounts up to 1e12 paise exactly', () => {
    expect(paiseFromRupees(10_000_000_000)).toBe(1e12);
    expect(paiseFromRupees(9_999_999_999.99)).toBe(999_999_999_999);
    expect(paiseFromRupees(-9_999_999_999.99)).toBe(-999_999_999_999);
  });

  it('round-trips every whole number of paise up to 15 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }), (paise) => {
        expect(paiseFromRupees(rupeesFromPaise(paise))).toBe(paise === 0 ? 0 : paise);
        expect(paiseFromRupees(JSON.parse(JSON.stringify(rupeesFromPaise(paise))))).toBe(paise === 0 ? 0 : paise);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('formatRupees', () => {
  it('writes rupees with the Indian grouping and two decimals', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99_999)).toBe('₹999.99');
    expect(formatRupees(100_000)).toBe('₹1,000.00');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000.00');
    expect(formatRupees(1_234_567_89)).toBe('₹12,34,567.89');
    expect(formatRupees(1e12)).toBe('₹10,00,00,00,000.00');
  });

  it('puts the sign before the rupee sign', () => {
    expect(formatRupees(-150)).toBe('-₹1.50');
    expect(formatRupees(-10_000_000)).toBe('-₹1,00,000.00');
    expect(formatRupees(-0)).toBe('₹0.00');
  });

  it("agrees with Intl's en-IN format for every amount up to 1e12 paise", () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const expected = intl.format(Math.abs(paise) / 100);
        expect(formatRupees(paise)).toBe(`${paise < 0 ? '-' : ''}₹${expected}`);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses paise that are not whole numbers', () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});

describe('plainRupees (CSV amounts)', () => {
  it('writes exactly 2 decimals, a minus sign and no grouping', () => {
    expect([10_050, -5, 0, -0, 1, 100_000_000_00, -123_456].map(plainRupees)).toEqual(['100.50', '-0.05', '0.00', '0.00', '0.01', '100000000.00', '-1234.56']);
  });

  it('reads back as the same paise for every amount up to 1e12 paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        expect(paiseFromRupees(Number(plainRupees(paise)))).toBe(paise === 0 ? 0 : paise);
        expect(plainRupees(paise)).toMatch(/^-?\d+\.\d{2}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses paise that are not whole numbers', () => {
    expect(() => plainRupees(0.5)).toThrow(RangeError);
  });
});
