import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FileDrop } from '../../../components/ui/file-drop.js';
import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { isNetworkError, serverMessage } from '../../../lib/api/error-message.js';
import { submissionSignature, useAttemptKey } from '../../../lib/use-attempt-key.js';
import { depositBody } from '../api/request-bodies.js';
import { useSubmitDepositMutation } from '../api/money-requests-api.js';
import type { UpiPayment } from '../api/upi-payment-api.js';
import { NETWORKS, useMoneyRequestsText, type MoneyOption } from '../money-requests.strings.js';
import { depositErrors, depositFileProblem, parseRupees, type DepositValues, type FieldErrors } from '../validation.js';
import { BankFields } from './bank-fields.js';
import { depositLabels } from './field-labels.js';
import { UpiPaymentPanel } from './upi-payment.js';

const EMPTY = {
  name: '', amount: '', accountNumber: '', accountType: '', bankName: '', ifsc: '', upiHandle: '', transaction: '',
  network: 'TRC20', file: null,
} satisfies Omit<DepositValues, 'option'>;

/**
 * The deposit form of spec section 2 for one option, with section 5's checks in order. For
 * UPI it offers the payment link and QR code for the amount typed, and sends its reference.
 */
export function DepositForm({ option }: { option: MoneyOption }) {
  const t = useMoneyRequestsText();
  const [values, setValues] = useState<Omit<DepositValues, 'option'>>(EMPTY);
  // Errors belong to the option they were found for: another tab starts clean.
  const [checked, setChecked] = useState<{ option: MoneyOption; errors: FieldErrors<DepositValues> }>({ option, errors: {} });
  const errors = checked.option === option ? checked.errors : {};
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [submitDeposit, { isLoading }] = useSubmitDepositMutation();
  const attempt = useAttemptKey();
  const { formRef, ...checks } = useFocusFirstInvalid();
  const [upi, setUpi] = useState<UpiPayment | null>(null);
  // A payment asked for another amount is no longer the one to pay.
  const payment = upi && upi.amount === parseRupees(values.amount) ? upi : null;

  const set = (name: keyof DepositValues, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const setFile = (file: File | null) => {
    setValues((v) => ({ ...v, file }));
    setChecked((c) => ({ option, errors: { ...(c.option === option ? c.errors : {}), file: file ? (depositFileProblem(file, t) ?? undefined) : undefined } }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = depositErrors({ ...values, option }, t);
    setMessage(null);
    setChecked({ option, errors: found });
    if (Object.keys(found).length > 0) return checks.refuse(problemsOf(found, depositLabels(t, option)));
    checks.accept();
    try {
      const reference = option === 'upi' ? payment?.reference : undefined;
      const idempotencyKey = attempt.keyFor(submissionSignature({ ...values, option, reference }));
      await submitDeposit({ body: depositBody({ ...values, option }, reference), idempotencyKey }).unwrap();
      attempt.succeeded();
      setValues(EMPTY);
      setUpi(null);
      setMessage({ kind: 'success', text: t('deposit.success') });
    } catch (error) {
      // No answer at all is 'Submission failed'; an answer without words, 'Failed to submit'.
      setMessage({ kind: 'error', text: isNetworkError(error) ? t('deposit.thrown') : (serverMessage(error) ?? t('deposit.failed')) });
    }
  };

  const field = (name: 'name' | 'amount' | 'upiHandle' | 'transaction') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="money-form" aria-label={t('deposit.title')}>
      {/* Like the errors, the summary belongs to the option it was found for. */}
      <ErrorSummary refusal={checked.option === option ? checks.refusal : null} />
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <FormField label={t('field.name')} autoComplete="name" {...field('name')} />
      <FormField label={t('field.amount')} inputMode="decimal" autoComplete="off" {...field('amount')} />
      {option === 'upi' && <UpiPaymentPanel amount={values.amount} payment={payment} onPayment={setUpi} />}
      {option === 'bank' && <BankFields values={values} errors={errors} onChange={set} />}
      {option === 'upi' && <FormField label={t('deposit.upiHandle')} placeholder={t('deposit.upiPlaceholder')} autoComplete="off" {...field('upiHandle')} />}
      {option === 'crypto' && (
        <>
          <SelectField label={t('field.network')} name="network" value={values.network} options={[...NETWORKS]}
            onChange={(e) => set('network', e.target.value)} />
          <FormField label={t('deposit.transaction')} placeholder={t('deposit.transactionPlaceholder')} autoComplete="off" {...field('transaction')} />
        </>
      )}
      <FileDrop label={t(option === 'bank' ? 'deposit.screenshotOptional' : 'deposit.screenshot')} hint={t('deposit.dropHint')} accept="image/*"
        file={values.file} onFile={setFile} error={errors.file} removeLabel={t('deposit.removeFile')} />
      <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('deposit.busy')}>
        {t('deposit.submit')}
      </Button>
    </form>
  );
}
