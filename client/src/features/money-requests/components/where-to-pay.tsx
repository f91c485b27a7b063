import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { useGetPaymentDetailsQuery, type PaymentDetails } from '../api/payment-details-api.js';
import { ACCOUNT_TYPES, WHERE_TO_PAY as T, type MoneyOption } from '../money-requests.strings.js';

/**
 * Where to pay for the chosen option (DESIGN.md section 4): the operator's bank account,
 * UPI ID or crypto addresses, as an admin set them, so a player never has to ask.
 */
export function WhereToPay({ option }: { option: MoneyOption }) {
  const { data, isLoading, isError } = useGetPaymentDetailsQuery();
  if (isLoading) return <p className="muted">{T.loading}</p>;
  if (isError || !data) return <Alert kind="info">{T.failed}</Alert>;
  const rows = rowsFor(option, data);
  return (
    <section className="where-to-pay" aria-labelledby="where-to-pay-title">
      <h2 id="where-to-pay-title">{T.title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{T.notSet}</p>
      ) : (
        <>
          <p className="muted">{T.intro[option]}</p>
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
function rowsFor(option: MoneyOption, details: PaymentDetails): [string, string, boolean][] {
  if (option === 'bank' && details.bank) {
    const b = details.bank;
    const type = ACCOUNT_TYPES.find((t) => t.value === b.type_of_account.toLowerCase())?.label ?? b.type_of_account;
    return [
      [T.accountHolder, b.account_holder_name, false],
      [T.bankName, b.bank_name, false],
      [T.accountNumber, b.account_number, true],
      [T.ifsc, b.ifsc_code, true],
      [T.accountType, type, false],
    ].filter(([, value]) => value) as [string, string, boolean][];
  }
  if (option === 'upi' && details.upi_id) return [[T.upiId, details.upi_id, true]];
  if (option === 'crypto') {
    return (['TRC20', 'SOLANA'] as const)
      .filter((network) => details.crypto[network])
      .map((network) => [T.address(network), details.crypto[network]!, true]);
  }
  return [];
}

function CopyButton({ what, text }: { what: string; text: string }) {
  const [copied, setCopied] = useState(false);
  if (!navigator.clipboard) return null;
  const copy = () =>
    void navigator.clipboard.writeText(text).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    });
  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={T.copy(what.toLowerCase())}>
      {copied ? T.copied : 'Copy'}
    </button>
  );
}
