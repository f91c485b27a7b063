import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { ACCOUNT_TYPES, FIELDS } from '../money-requests.strings.js';
import type { BankValues, FieldErrors } from '../validation.js';

export interface BankFieldsProps {
  values: BankValues;
  errors: FieldErrors<BankValues>;
  onChange: (name: keyof BankValues, value: string) => void;
}

/** The paying or receiving bank account: the same four fields on both forms (spec section 5). */
export function BankFields({ values, errors, onChange }: BankFieldsProps) {
  return (
    <>
      <FormField label={FIELDS.bankName} name="bankName" autoComplete="off" value={values.bankName} error={errors.bankName}
        onChange={(e) => onChange('bankName', e.target.value)} />
      <SelectField label={FIELDS.accountType} name="accountType" value={values.accountType} options={ACCOUNT_TYPES}
        placeholder={FIELDS.accountTypePlaceholder} error={errors.accountType} onChange={(e) => onChange('accountType', e.target.value)} />
      <FormField label={FIELDS.accountNumber} name="accountNumber" inputMode="numeric" autoComplete="off" value={values.accountNumber}
        error={errors.accountNumber} onChange={(e) => onChange('accountNumber', e.target.value.replace(/\s/g, ''))} />
      <FormField label={FIELDS.ifsc} name="ifsc" autoComplete="off" autoCapitalize="characters" placeholder={FIELDS.ifscPlaceholder}
        maxLength={11} value={values.ifsc} error={errors.ifsc} onChange={(e) => onChange('ifsc', e.target.value.toUpperCase().trim())} />
    </>
  );
}
