import { describe, expect, it } from '@jest/globals';
import { formatSignedRupees } from './format-signed.js';

describe('formatSignedRupees', () => {
  it('writes the sign of a movement out: plus, the minus sign U+2212, none for nothing', () => {
    expect(formatSignedRupees(500)).toBe('+₹500');
    expect(formatSignedRupees(-1250.5)).toBe('\u2212₹1,250.50');
    expect(formatSignedRupees(0)).toBe('₹0');
    expect(formatSignedRupees(-0.001)).toBe('₹0');
    expect(formatSignedRupees('abc')).toBe('₹0');
  });
});
