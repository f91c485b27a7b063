import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { formatRupees } from '../../../lib/format.js';
import { useGetUpiPaymentMutation, type UpiPayment } from '../api/upi-payment-api.js';
import { UPI_PAYMENT as T } from '../money-requests.strings.js';
import { parseRupees } from '../validation.js';

export interface UpiPaymentPanelProps {
  /** The amount as typed in the form. */
  amount: string;
  /** The payment asked for, if it is still for this amount. */
  payment: UpiPayment | null;
  onPayment: (payment: UpiPayment) => void;
}

/**
 * Pay by UPI (DESIGN.md section 4): for the exact amount, a upi://pay link and its QR code
 * with the operator's UPI ID and a reference in the note. The reference goes with the
 * deposit request, so the admin matches the payment to it.
 */
export function UpiPaymentPanel({ amount, payment, onPayment }: UpiPaymentPanelProps) {
  const [getPayment, { isLoading, error, reset }] = useGetUpiPaymentMutation();
  const rupees = parseRupees(amount);
  const valid = rupees !== null && rupees >= 1;
  const ask = async () => {
    reset();
    const reply = await getPayment(amount.trim()).unwrap().catch(() => null);
    if (reply) onPayment(reply);
  };

  return (
    <section className="upi-pay" aria-labelledby="upi-pay-title">
      <h3 id="upi-pay-title">{T.title}</h3>
      {!payment ? (
        <>
          <p>{valid ? T.ready(formatRupees(rupees)) : T.enterAmount}</p>
          {error ? <Alert kind="error">{serverMessage(error) ?? T.failed}</Alert> : null}
          <Button variant="secondary" disabled={!valid} loading={isLoading} loadingText={T.busy} onClick={() => void ask()}>
            {T.get}
          </Button>
        </>
      ) : (
        <>
          <p>
            {T.payee} <strong>{payment.payee_name}</strong> ({payment.upi_id})
          </p>
          <a className="btn btn-primary upi-link" href={payment.link}>
            {T.link(formatRupees(payment.amount))}
          </a>
          <p className="muted">{T.scan}</p>
          <img className="upi-qr" src={payment.qr_data_url} alt={T.qrAlt(formatRupees(payment.amount))} width={192} height={192} />
          <p>
            {T.reference}: <span className="upi-reference">{payment.reference}</span>
          </p>
          <p className="muted">{T.referenceNote}</p>
        </>
      )}
    </section>
  );
}
