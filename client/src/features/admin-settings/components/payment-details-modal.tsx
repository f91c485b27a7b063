import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { useSetPaymentDetailsMutation, type PaymentDetails } from '../api/settings-api.js';
import { ACCOUNT_TYPES, UPI_PLACEHOLDER, useSettingsText, type SettingsText } from '../admin-settings.strings.js';
import { ACCOUNT_NUMBER, IFSC, UPI_ID } from '../validation.js';
import type { SettingModalProps } from './news-modal.js';
import { useSaveSetting } from './use-save-setting.js';

type Field = 'holder' | 'bankName' | 'accountNumber' | 'ifsc' | 'accountType' | 'upiId' | 'TRC20' | 'SOLANA';
type Values = Record<Field, string>;

function valuesOf(details: PaymentDetails | null): Values {
  const bank = details?.bank;
  return {
    holder: bank?.account_holder_name ?? '', bankName: bank?.bank_name ?? '', accountNumber: bank?.account_number ?? '',
    ifsc: bank?.ifsc_code ?? '', accountType: bank?.type_of_account ?? '', upiId: details?.upi_id ?? '',
    TRC20: details?.crypto.TRC20 ?? '', SOLANA: details?.crypto.SOLANA ?? '',
  };
}

const BANK_FIELDS: Field[] = ['holder', 'bankName', 'accountNumber', 'ifsc', 'accountType'];

/** The bank account is whole or absent; the UPI ID has its form; addresses the server checks. */
function problems(t: SettingsText, v: Values): Partial<Values> {
  const found: Partial<Values> = {};
  if (BANK_FIELDS.some((f) => v[f].trim())) {
    if (!v.holder.trim()) found.holder = t('payment.holderRequired');
    if (!v.bankName.trim()) found.bankName = t('payment.bankNameRequired');
    if (!ACCOUNT_NUMBER.test(v.accountNumber.replace(/ /g, ''))) found.accountNumber = t('payment.accountNumberInvalid');
    if (!IFSC.test(v.ifsc.trim().toUpperCase())) found.ifsc = t('payment.ifscInvalid');
    if (!v.accountType) found.accountType = t('payment.accountTypeRequired');
  }
  if (v.upiId.trim() && !UPI_ID.test(v.upiId.trim())) found.upiId = t('payment.upiInvalid');
  return found;
}

/** Each field's label in the form's order: the error summary names the problems' fields by them. */
function labelsOf(t: SettingsText): Values {
  return {
    holder: t('payment.holder'), bankName: t('payment.bankName'), accountNumber: t('payment.accountNumber'), ifsc: t('payment.ifsc'),
    accountType: t('payment.accountType'), upiId: t('payment.upiId'),
    TRC20: t('payment.address', { network: 'TRC20' }), SOLANA: t('payment.address', { network: 'SOLANA' }),
  };
}

function body(v: Values): PaymentDetails {
  const hasBank = BANK_FIELDS.some((f) => v[f].trim());
  return {
    bank: hasBank
      ? { account_holder_name: v.holder.trim(), bank_name: v.bankName.trim(), account_number: v.accountNumber.replace(/ /g, ''),
          ifsc_code: v.ifsc.trim().toUpperCase(), type_of_account: v.accountType }
      : null,
    upi_id: v.upiId.trim() || null,
    crypto: { TRC20: v.TRC20.trim() || null, SOLANA: v.SOLANA.trim() || null },
  };
}

/** Where players pay deposits: the operator's bank account, UPI ID and crypto addresses. */
export function PaymentDetailsModal({ current, onClose, onSaved }: SettingModalProps & { current: PaymentDetails | null }) {
  const t = useSettingsText();
  const accountTypes = ACCOUNT_TYPES.map((type) => ({ value: type.value, label: t(type.label) }));
  const [values, setValues] = useState<Values>(() => valuesOf(current));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [setDetails, { isLoading }] = useSetPaymentDetailsMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);
  const { formRef, ...checks } = useFocusFirstInvalid();

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <FormField label={label} name={name} autoComplete="off" value={values[name]} error={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} {...extra} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    const found = problems(t, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return checks.refuse(problemsOf(found, labelsOf(t)));
    checks.accept();
    void save(() => setDetails(body(values)).unwrap());
  };

  return (
    <Modal title={t('page.setPayment')} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form ref={formRef} onSubmit={submit} noValidate>
        <ErrorSummary refusal={checks.refusal} />
        <fieldset className="settings-fieldset">
          <legend>{t('payment.bank')}</legend>
          <p className="muted small">{t('payment.bankNote')}</p>
          {field('holder', t('payment.holder'))}
          {field('bankName', t('payment.bankName'))}
          {field('accountNumber', t('payment.accountNumber'), { inputMode: 'numeric' })}
          {field('ifsc', t('payment.ifsc'), { autoCapitalize: 'characters', maxLength: 11 })}
          <SelectField label={t('payment.accountType')} name="accountType" value={values.accountType} options={accountTypes}
            placeholder={t('payment.accountTypePlaceholder')} error={errors.accountType}
            onChange={(e) => setValues((v) => ({ ...v, accountType: e.target.value }))} />
        </fieldset>
        <fieldset className="settings-fieldset">
          <legend>{t('payment.upi')}</legend>
          {field('upiId', t('payment.upiId'), { placeholder: UPI_PLACEHOLDER })}
        </fieldset>
        <fieldset className="settings-fieldset">
          <legend>{t('payment.crypto')}</legend>
          <p className="muted small">{t('payment.emptyNote')}</p>
          {field('TRC20', t('payment.address', { network: 'TRC20' }))}
          {field('SOLANA', t('payment.address', { network: 'SOLANA' }))}
        </fieldset>
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('modal.busy')}>
          {t('modal.save')}
        </Button>
      </form>
    </Modal>
  );
}
