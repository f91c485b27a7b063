import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { REJECTION_REASONS, reasonSaved, useRequestsText, type RequestKind } from '../admin-requests.strings.js';

/** A preset reason, or 'other' with the admin's own words. */
export interface ReasonChoice {
  preset: string;
  written: string;
}

/** Why a request is rejected: chosen from the usual reasons or written (the player reads it). */
export interface ReasonFieldProps {
  kind: RequestKind;
  value: ReasonChoice;
  onChange: (v: ReasonChoice) => void;
  error?: string;
  /** The request is rejected already: choosing nothing keeps its reason. */
  keepsCurrent?: boolean;
}

export function ReasonField({ kind, value, onChange, error, keepsCurrent = false }: ReasonFieldProps) {
  const t = useRequestsText();
  // The value is the reason's saved (English) words; the label is in the language shown.
  const options = [...REJECTION_REASONS[kind].map((key) => ({ value: reasonSaved(key), label: t(key) })), { value: 'other', label: t('form.otherReason') }];
  return (
    <>
      <SelectField label={t('form.reason')} name="reason" value={value.preset} options={options} placeholder={keepsCurrent ? t('form.keepReason') : t('form.reasonPlaceholder')}
        error={value.preset === 'other' ? undefined : error} onChange={(e) => onChange({ ...value, preset: e.target.value })} />
      {value.preset === 'other' && (
        <FormField label={t('form.reasonText')} name="reasonText" value={value.written} maxLength={200} error={error}
          onChange={(e) => onChange({ ...value, written: e.target.value })} />
      )}
    </>
  );
}
