import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { useGetPaymentDetailsQuery, type PaymentDetails } from '../api/payment-details-api.js';
import { isAccountType, useMoneyRequestsText, type MoneyOption, type MoneyRequestsText } from '../money-requests.strings.js';

/**
 * Where to pay for the chosen option (DESIGN.md section 4): the operator's bank account,
 * UPI ID or crypto addresses, as an admin set them, so a player never has to ask.
 */
export function WhereToPay({ option }: { option: MoneyOption }) {
  const t = useMoneyRequestsText();
  const { data, isLoading, isError } = useGetPaymentDetailsQuery();
  if (isLoading) return <p className="muted">{t('whereToPay.loading')}</p>;
  if (isError || !data) return <Alert kind="info">{t('whereToPay.failed')}</Alert>;
  const rows = rowsFor(option, data, t);
  return (
    <section className="where-to-pay" aria-labelledby="where-to-pay-title">
      <h2 id="where-to-pay-title">{t('whereToPay.title')}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('whereToPay.notSet')}</p>
      ) : (
        <>
          <p className="muted">{t(`whereToPay.intro.${option}`)}</p>
          <dl className="pay-details">
            {rows.map(([label, value, copy]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <span className="pay-value">{value}</span>
                  {copy && <CopyButton what={label} text={value} />}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

/** [label, value, copyable] rows of the option; none when the admin has not set them. */
function rowsFor(option: MoneyOption, details: PaymentDetails, t: MoneyRequestsText): [string, string, boolean][] {
  if (option === 'bank' && details.bank) {
    const b = details.bank;
    const kind = b.type_of_account.toLowerCase();
    const type = isAccountType(kind) ? t(`accountType.${kind}`) : b.type_of_account;
    return [
      [t('whereToPay.accountHolder'), b.account_holder_name, false],
      [t('whereToPay.bankName'), b.bank_name, false],
      [t('whereToPay.accountNumber'), b.account_number, true],
      [t('whereToPay.ifsc'), b.ifsc_code, true],
      [t('whereToPay.accountType'), type, false],
    ].filter(([, value]) => value) as [string, string, boolean][];
  }
  if (option === 'upi' && details.upi_id) return [[t('whereToPay.upiId'), details.upi_id, true]];
  if (option === 'crypto') {
    return (['TRC20', 'SOLANA'] as const)
      .filter((network) => details.crypto[network])
      .map((network) => [t('whereToPay.address', { network }), details.crypto[network]!, true]);
  }
  return [];
}

function CopyButton({ what, text }: { what: string; text: string }) {
  const t = useMoneyRequestsText();
  const [copied, setCopied] = useState(false);
  if (!navigator.clipboard) return null;
  const copy = () =>
    void navigator.clipboard.writeText(text).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    });
  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={t('whereToPay.copyWhat', { what: what.toLowerCase() })}>
      {copied ? t('whereToPay.copied') : t('whereToPay.copy')}
    </button>
  );
}
