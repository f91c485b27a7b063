import type { PeriodId, PrizeMode } from '@draws/draw-periods';
import { hundredthsOf, MAX_MULTIPLIER } from '@draws/prize-odds';
import { FormField } from '../../../components/ui/form-field.js';
import { useAdminDrawsText } from '../admin-draws.strings.js';
import { fieldsOf, type FieldName, type FormValues } from '../jackpot-form.js';

export interface JackpotFieldsProps {
  period: PeriodId;
  mode: PrizeMode;
  values: FormValues;
  errors: Partial<Record<FieldName, string>>;
  onChange: (name: FieldName, value: string) => void;
  /** A multiplier's prize in rupees at the ticket price, for the label's line (null: price unknown). */
  amountOf: (multiplier: number) => string | null;
}

/** One table's inputs, labelled as the spec labels them, each multiplier with its rupee prize under it. */
export function JackpotFields({ period, mode, values, errors, onChange, amountOf }: JackpotFieldsProps) {
  const t = useAdminDrawsText();
  return (
    <div className="jackpot-fields">
      {fieldsOf(period, mode, t).map(({ name, label, kind }) => {
        const text = values[name] ?? '';
        const hundredths = kind === 'multiplier' ? hundredthsOf(text, MAX_MULTIPLIER) : null;
        const amount = hundredths === null ? null : amountOf(hundredths / 100);
        // The prize in rupees sits under its input, so fields of every label length line up.
        return (
          <div key={`${mode}-${name}`} className={kind === 'multiplier' ? 'jackpot-field' : 'jackpot-field jackpot-money'}>
            <FormField label={label} name={name} type="text" inputMode="decimal" autoComplete="off" value={text}
              error={errors[name] ?? null} onChange={(e) => onChange(name, e.target.value)} />
            {kind === 'multiplier' && <p className="jackpot-amount">{amount ? t('jackpot.each', { amount }) : '\u00a0'}</p>}
          </div>
        );
      })}
    </div>
  );
}
