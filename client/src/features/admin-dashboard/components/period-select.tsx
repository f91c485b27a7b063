import { DRAW_PERIODS, isPeriodId, type PeriodId } from '@draws/draw-periods';
import { SelectField } from '../../../components/ui/select-field.js';
import { PERIOD_SELECT as T } from '../admin-dashboard.strings.js';

const OPTIONS = DRAW_PERIODS.map((p) => ({ value: p.id, label: p.label }));

/** The admin dashboard's period selector: 3 hours, 6 hours, 12 hours, 24 hours, Weekly (spec section 2). */
export function PeriodSelect({ value, onChange }: { value: PeriodId; onChange: (period: PeriodId) => void }) {
  return (
    <SelectField
      className="period-select"
      label={T.label}
      options={OPTIONS}
      value={value}
      onChange={(event) => {
        if (isPeriodId(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
