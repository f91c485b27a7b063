import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { formatRupees } from '../../../lib/format.js';
import { useGetUpiPaymentMutation, type UpiPayment } from '../api/upi-payment-api.js';
import { useMoneyRequestsText } from '../money-requests.strings.js';
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
  const t = useMoneyRequestsText();
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
      <h3 id="upi-pay-title">{t('upiPayment.title')}</h3>
      {!payment ? (
        <>
          <p>{valid ? t('upiPayment.ready', { amount: formatRupees(rupees) }) : t('upiPayment.enterAmount')}</p>
          {error ? <Alert kind="error">{serverMessage(error) ?? t('upiPayment.failed')}</Alert> : null}
          <Button variant="secondary" disabled={!valid} loading={isLoading} loadingText={t('upiPayment.busy')} onClick={() => void ask()}>
            {t('upiPayment.get')}
          </Button>
        </>
      ) : (
        <>
          <p>
            {t('upiPayment.payee')} <strong>{payment.payee_name}</strong> ({payment.upi_id})
          </p>
          <a className="btn btn-primary upi-link" href={payment.link}>
            {t('upiPayment.link', { amount: formatRupees(payment.amount) })}
          </a>
          <p className="muted">{t('upiPayment.scan')}</p>
          <img className="upi-qr" src={payment.qr_data_url} alt={t('upiPayment.qrAlt', { amount: formatRupees(payment.amount) })} width={192} height={192} />
          <p>
            {t('upiPayment.reference')}: <span className="upi-reference">{payment.reference}</span>
          </p>
          <p className="muted">{t('upiPayment.referenceNote')}</p>
        </>
      )}
    </section>
  );
}
