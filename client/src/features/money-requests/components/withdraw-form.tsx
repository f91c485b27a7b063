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
import { formatRupees } from '../../../lib/format.js';
import { useSubmitWithdrawMutation } from '../api/money-requests-api.js';
import { withdrawBody } from '../api/request-bodies.js';
import { NETWORKS, useMoneyRequestsText, type MoneyOption } from '../money-requests.strings.js';
import { withdrawErrors, withdrawFileProblem, type FieldErrors, type WithdrawValues } from '../validation.js';
import { BankFields } from './bank-fields.js';
import { withdrawLabels } from './field-labels.js';

const EMPTY = {
  name: '', amount: '', accountNumber: '', accountType: '', bankName: '', ifsc: '', upiId: '', address: '',
  network: 'TRC20', file: null,
} satisfies Omit<WithdrawValues, 'option'>;

export interface WithdrawFormProps {
  option: MoneyOption;
  /** The withdrawable money balance in rupees; null while unknown. */
  available: number | null;
}

/** The withdraw form of spec section 2; the amount is held as soon as the request is in. */
export function WithdrawForm({ option, available }: WithdrawFormProps) {
  const t = useMoneyRequestsText();
  const [values, setValues] = useState<Omit<WithdrawValues, 'option'>>(EMPTY);
  const [checked, setChecked] = useState<{ option: MoneyOption; errors: FieldErrors<WithdrawValues> }>({ option, errors: {} });
  const errors = checked.option === option ? checked.errors : {};
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [submitWithdraw, { isLoading }] = useSubmitWithdrawMutation();
  const attempt = useAttemptKey();
  const { formRef, ...checks } = useFocusFirstInvalid();

  const set = (name: keyof WithdrawValues, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const setFile = (file: File | null) => {
    setValues((v) => ({ ...v, file }));
    setChecked((c) => ({ option, errors: { ...(c.option === option ? c.errors : {}), file: file ? (withdrawFileProblem(file, t) ?? undefined) : undefined } }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = withdrawErrors({ ...values, option }, available, t);
    setMessage(null);
    setChecked({ option, errors: found });
    if (Object.keys(found).length > 0) return checks.refuse(problemsOf(found, withdrawLabels(t, option)));
    checks.accept();
    try {
      const idempotencyKey = attempt.keyFor(submissionSignature({ ...values, option }));
      await submitWithdraw({ body: withdrawBody({ ...values, option }), idempotencyKey }).unwrap();
      attempt.succeeded();
      setValues(EMPTY);
      setMessage({ kind: 'success', text: t('withdraw.success') });
    } catch (error) {
      // A refusal the server explains (409: more than the available balance) shows its words;
      // no answer at all is the catalogue's 'thrown' message.
      setMessage({ kind: 'error', text: isNetworkError(error) ? t('withdraw.thrown') : (serverMessage(error) ?? t('withdraw.failed')) });
    }
  };

  const field = (name: 'name' | 'amount' | 'upiId' | 'address') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="money-form" aria-label={t('withdraw.title')}>
      {/* Like the errors, the summary belongs to the option it was found for. */}
      <ErrorSummary refusal={checked.option === option ? checks.refusal : null} />
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <FormField label={t('field.name')} autoComplete="name" {...field('name')} />
      <FormField label={t('field.amount')} inputMode="decimal" autoComplete="off" {...field('amount')}
        labelAside={
          <span className="available" data-testid="available-balance">
            {available === null ? t('withdraw.availableLoading') : t('withdraw.available', { amount: formatRupees(available) })}
          </span>
        } />
      {option === 'bank' && <BankFields values={values} errors={errors} onChange={set} />}
      {option === 'upi' && <FormField label={t('withdraw.upiId')} placeholder={t('withdraw.upiPlaceholder')} autoComplete="off" {...field('upiId')} />}
      {option === 'crypto' && (
        <>
          <SelectField label={t('field.network')} name="network" value={values.network} options={[...NETWORKS]}
            onChange={(e) => set('network', e.target.value)} />
          <FormField label={t('withdraw.address')} placeholder={t('withdraw.addressPlaceholder')} autoComplete="off" {...field('address')} />
        </>
      )}
      {option !== 'bank' && (
        <FileDrop label={t('withdraw.scanner')} hint={t('withdraw.scannerHint')} accept="image/*,application/pdf" file={values.file} onFile={setFile}
          error={errors.file} removeLabel={t('withdraw.removeFile')} />
      )}
      <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('withdraw.busy')}>
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}
