import QRCode from 'qrcode';

export interface UpiPayment {
  upi_id: string;
  payee_name: string;
  /** Rupees, or null when no amount was given (the payer types it in). */
  amount: number | null;
  reference: string;
  /** The UPI deep link (NPCI's upi://pay): payee, amount, currency and the reference as the note. */
  link: string;
  /** The same link as a QR code: SVG text, and as a data: URL an <img> can show. */
  qr_svg: string;
  qr_data_url: string;
}

/**
 * What a UPI deposit needs before the player pays: the link and QR code a UPI app opens,
 * with the operator's UPI id, the exact amount and the request's reference in the note.
 */
export async function upiPayment(upiId: string, payeeName: string, amountPaise: number | null, reference: string): Promise<UpiPayment> {
  const params = new URLSearchParams({ pa: upiId, pn: payeeName });
  if (amountPaise !== null) params.set('am', (amountPaise / 100).toFixed(2));
  params.set('cu', 'INR');
  params.set('tn', reference);
  // URLSearchParams writes spaces as '+' and '@' as %40; UPI apps expect %20 and a plain '@' (NPCI's examples).
  const link = `upi://pay?${params.toString().replace(/\+/g, '%20').replace(/%40/g, '@')}`;
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    upi_id: upiId,
    payee_name: payeeName,
    amount: amountPaise === null ? null : amountPaise / 100,
    reference,
    link,
    qr_svg: svg,
    qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
