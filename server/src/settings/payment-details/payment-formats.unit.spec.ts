import { decodeBase58, IFSC, isSolanaAddress, isTronAddress, UPI_ID } from './payment-formats.js';

describe('payment formats', () => {
  it('IFSC: 4 letters, a zero, 6 letters or digits', () => {
    for (const ok of ['SBIN0001234', 'HDFC0CAGSBK', 'ICIC0000001']) expect(IFSC.test(ok)).toBe(true);
    for (const bad of ['SBIN1001234', 'SBI00001234', 'sbin0001234', 'SBIN000123', 'SBIN00012345', 'SBIN0-01234']) expect(IFSC.test(bad)).toBe(false);
  });

  it('UPI id: name@bank', () => {
    for (const ok of ['fairdraw@okaxis', 'ravi.kumar-1@ybl', '9876543210@paytm', 'a_b@upi']) expect(UPI_ID.test(ok)).toBe(true);
    for (const bad of ['fairdraw', '@okaxis', 'f@', 'a@okaxis', 'fair draw@ybl', 'x@ok axis', 'x@ok1', 'a@b@c', 'fairdraw@ybl.com']) expect(UPI_ID.test(bad)).toBe(false);
  });

  it('decodes base58 with its leading zeros', () => {
    expect([...decodeBase58('1112')!]).toEqual([0, 0, 0, 1]);
    expect([...decodeBase58('5R')!]).toEqual([1, 0]);
    expect(decodeBase58('0OIl')).toBeNull();
  });

  it('Tron (TRC20): base58check, version 0x41, checksum verified', () => {
    // The USDT contract on Tron and the Tron foundation's address: real addresses.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    // One character changed breaks the checksum.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    // A Bitcoin address has the right length of base58check but another version.
    expect(isTronAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isTronAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe(false);
  });

  it('Solana: a 32-byte key in base58', () => {
    expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true);
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
    // Too short or too long once decoded, or outside the alphabet.
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false);
    expect(isSolanaAddress('So1111111111111111111111111111111111111111O')).toBe(false);
    expect(isSolanaAddress('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz')).toBe(false);
    expect(isSolanaAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
});
