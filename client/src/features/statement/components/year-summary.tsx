import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.js';
import { formatRupees } from '../../../lib/format.js';
import { formatSignedRupees } from '../../../lib/format-signed.js';
import { formatDay } from '../../../lib/ist-date.js';
import type { FinancialYear } from '../api/statement-api.js';
import { YEARS as T } from '../statement.strings.js';

/**
 * Totals per Indian financial year (1 April to 31 March, B3), the newest first: what a
 * player needs for their own taxes, with the reminder that winnings are taxed (spec section 1).
 */
export function YearSummary({ years }: { years: FinancialYear[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const year = years.find((y) => y.fy === chosen) ?? years[0];
  return (
    <section className="card year-summary" aria-labelledby="years-heading">
      <h2 id="years-heading" className="summary-heading">{T.title}</h2>
      <p className="muted summary-note">{T.intro}</p>
      {!year ? (
        <p className="muted">{T.none}</p>
      ) : (
        <>
          <SelectField label={T.select} value={year.fy} onChange={(e) => setChosen(e.target.value)}
            options={years.map((y) => ({ value: y.fy, label: T.option(y.fy) }))} />
          <p className="year-period">{T.period(formatDay(year.from), formatDay(year.to))}</p>
          <dl className="year-figures" aria-label={T.option(year.fy)}>
            <div><dt>{T.staked}</dt><dd>{formatRupees(year.staked)}</dd></div>
            <div><dt>{T.won}</dt><dd>{formatRupees(year.won)}</dd></div>
            <div><dt>{T.net}</dt><dd>{formatSignedRupees(year.net)}</dd></div>
            <div><dt>{T.deposits}</dt><dd>{formatRupees(year.deposits)}</dd></div>
            <div><dt>{T.withdrawals}</dt><dd>{formatRupees(year.withdrawals)}</dd></div>
            <div><dt>{T.referralBonuses}</dt><dd>{formatRupees(year.referralBonuses)}</dd></div>
            <div><dt>{T.tickets}</dt><dd>{year.tickets}</dd></div>
          </dl>
        </>
      )}
      <p className="tax-note">{T.taxNote}</p>
    </section>
  );
}
