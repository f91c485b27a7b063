import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { ACCOUNT_TYPES, useMoneyRequestsText } from '../money-requests.strings.js';
import type { BankValues, FieldErrors } from '../validation.js';

export interface BankFieldsProps {
  values: BankValues;
  errors: FieldErrors<BankValues>;
  onChange: (name: keyof BankValues, value: string) => void;
}

/** The paying or receiving bank account: the same four fields on both forms (spec section 5). */
export function BankFields({ values, errors, onChange }: BankFieldsProps) {
  const t = useMoneyRequestsText();
  const accountTypes = ACCOUNT_TYPES.map((value) => ({ value, label: t(`accountType.${value}`) }));
  return (
    <>
      <FormField label={t('field.bankName')} name="bankName" autoComplete="off" value={values.bankName} error={errors.bankName}
        onChange={(e) => onChange('bankName', e.target.value)} />
      <SelectField label={t('field.accountType')} name="accountType" value={values.accountType} options={accountTypes}
        placeholder={t('field.accountTypePlaceholder')} error={errors.accountType} onChange={(e) => onChange('accountType', e.target.value)} />
      <FormField label={t('field.accountNumber')} name="accountNumber" inputMode="numeric" autoComplete="off" value={values.accountNumber}
        error={errors.accountNumber} onChange={(e) => onChange('accountNumber', e.target.value.replace(/\s/g, ''))} />
      <FormField label={t('field.ifsc')} name="ifsc" autoComplete="off" autoCapitalize="characters" placeholder={t('field.ifscPlaceholder')}
        maxLength={11} value={values.ifsc} error={errors.ifsc} onChange={(e) => onChange('ifsc', e.target.value.toUpperCase().trim())} />
    </>
  );
}
