import { DRAW_PERIODS, isPeriodId, type PeriodId } from '@draws/draw-periods';
import { useMemo } from 'react';
import { SelectField } from '../../../components/ui/select-field.js';
import { periodName, useAdminDashboardText } from '../admin-dashboard.strings.js';

/** The admin dashboard's period selector: 3 hours, 6 hours, 12 hours, 24 hours, Weekly (spec section 2). */
export function PeriodSelect({ value, onChange }: { value: PeriodId; onChange: (period: PeriodId) => void }) {
  const t = useAdminDashboardText();
  const options = useMemo(() => DRAW_PERIODS.map((p) => ({ value: p.id, label: periodName(t, p.id) })), [t]);
  return (
    <SelectField
      className="period-select"
      label={t('period.label')}
      options={options}
      value={value}
      onChange={(event) => {
        if (isPeriodId(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
