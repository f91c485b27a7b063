import { newPaymentReference } from './payment-reference.js';
import { upiPayment } from './upi-payment.js';
import { PAYMENT_REFERENCE } from '../forms/deposit-form.js';

describe('UPI payment details', () => {
  it('makes references the deposit form takes back, each new', () => {
    const references = new Set(Array.from({ length: 500 }, newPaymentReference));
    expect(references.size).toBe(500);
    for (const r of references) expect(r).toMatch(PAYMENT_REFERENCE);
  });

  it('builds the upi://pay link with payee, exact amount, currency and the reference as the note, and its QR code', async () => {
    const pay = await upiPayment('fairdraw@okhdfc', 'Fair Draw Ltd', 150_050, 'FDABCDEFGH');
    expect(pay.link).toBe('upi://pay?pa=fairdraw@okhdfc&pn=Fair%20Draw%20Ltd&am=1500.50&cu=INR&tn=FDABCDEFGH');
    expect(pay).toMatchObject({ upi_id: 'fairdraw@okhdfc', amount: 1500.5, reference: 'FDABCDEFGH' });
    expect(pay.qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(pay.qr_svg).not.toMatch(/<script|on\w+=/i);
    expect(Buffer.from(pay.qr_data_url.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toBe(pay.qr_svg);
    expect((await upiPayment('a@b', 'X', null, 'FDABCDEFGH')).link).toBe('upi://pay?pa=a@b&pn=X&cu=INR&tn=FDABCDEFGH');
  });
});
