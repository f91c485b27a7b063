import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { useSetPaymentDetailsMutation, type PaymentDetails } from '../api/settings-api.js';
import { ACCOUNT_TYPES, MODALS, PAYMENT as T, SETTINGS } from '../admin-settings.strings.js';
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
function problems(v: Values): Partial<Values> {
  const found: Partial<Values> = {};
  if (BANK_FIELDS.some((f) => v[f].trim())) {
    if (!v.holder.trim()) found.holder = T.holderRequired;
    if (!v.bankName.trim()) found.bankName = T.bankNameRequired;
    if (!ACCOUNT_NUMBER.test(v.accountNumber.replace(/ /g, ''))) found.accountNumber = T.accountNumberInvalid;
    if (!IFSC.test(v.ifsc.trim().toUpperCase())) found.ifsc = T.ifscInvalid;
    if (!v.accountType) found.accountType = T.accountTypeRequired;
  }
  if (v.upiId.trim() && !UPI_ID.test(v.upiId.trim())) found.upiId = T.upiInvalid;
  return found;
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
  const [values, setValues] = useState<Values>(() => valuesOf(current));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [setDetails, { isLoading }] = useSetPaymentDetailsMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <FormField label={label} name={name} autoComplete="off" value={values[name]} error={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} {...extra} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    const found = problems(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void save(() => setDetails(body(values)).unwrap());
  };

  return (
    <Modal title={SETTINGS.setPayment} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form onSubmit={submit} noValidate>
        <fieldset className="settings-fieldset">
          <legend>{T.bank}</legend>
          <p className="muted small">{T.bankNote}</p>
          {field('holder', T.holder)}
          {field('bankName', T.bankName)}
          {field('accountNumber', T.accountNumber, { inputMode: 'numeric' })}
          {field('ifsc', T.ifsc, { autoCapitalize: 'characters', maxLength: 11 })}
          <SelectField label={T.accountType} name="accountType" value={values.accountType} options={ACCOUNT_TYPES}
            placeholder={T.accountTypePlaceholder} error={errors.accountType}
            onChange={(e) => setValues((v) => ({ ...v, accountType: e.target.value }))} />
        </fieldset>
        <fieldset className="settings-fieldset">
          <legend>{T.upi}</legend>
          {field('upiId', T.upiId, { placeholder: T.upiPlaceholder })}
        </fieldset>
        <fieldset className="settings-fieldset">
          <legend>{T.crypto}</legend>
          <p className="muted small">{T.emptyNote}</p>
          {field('TRC20', T.address('TRC20'))}
          {field('SOLANA', T.address('SOLANA'))}
        </fieldset>
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={MODALS.busy}>
          {MODALS.save}
        </Button>
      </form>
    </Modal>
  );
}
