import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.js';
import { formatCount, formatRupees } from '../../../lib/format.js';
import { formatSignedRupees } from '../../../lib/format-signed.js';
import { formatDay } from '../../../lib/ist-date.js';
import type { FinancialYear } from '../api/statement-api.js';
import { useStatementText } from '../statement.strings.js';

/**
 * Totals per Indian financial year (1 April to 31 March, B3), the newest first: what a
 * player needs for their own taxes, with the reminder that winnings are taxed (spec section 1).
 */
export function YearSummary({ years }: { years: FinancialYear[] }) {
  const t = useStatementText();
  const [chosen, setChosen] = useState<string | null>(null);
  const year = years.find((y) => y.fy === chosen) ?? years[0];
  return (
    <section className="card year-summary" aria-labelledby="years-heading">
      <h2 id="years-heading" className="summary-heading">{t('years.title')}</h2>
      <p className="muted summary-note">{t('years.intro')}</p>
      {!year ? (
        <p className="muted">{t('years.none')}</p>
      ) : (
        <>
          <SelectField label={t('years.select')} value={year.fy} onChange={(e) => setChosen(e.target.value)}
            options={years.map((y) => ({ value: y.fy, label: t('years.option', { fy: y.fy }) }))} />
          <p className="year-period">{t('years.period', { from: formatDay(year.from), to: formatDay(year.to) })}</p>
          <dl className="year-figures" aria-label={t('years.option', { fy: year.fy })}>
            <div><dt>{t('years.staked')}</dt><dd>{formatRupees(year.staked)}</dd></div>
            <div><dt>{t('years.won')}</dt><dd>{formatRupees(year.won)}</dd></div>
            <div><dt>{t('years.net')}</dt><dd>{formatSignedRupees(year.net)}</dd></div>
            <div><dt>{t('years.deposits')}</dt><dd>{formatRupees(year.deposits)}</dd></div>
            <div><dt>{t('years.withdrawals')}</dt><dd>{formatRupees(year.withdrawals)}</dd></div>
            <div><dt>{t('years.referralBonuses')}</dt><dd>{formatRupees(year.referralBonuses)}</dd></div>
            <div><dt>{t('years.tickets')}</dt><dd>{formatCount(year.tickets)}</dd></div>
          </dl>
        </>
      )}
      <p className="tax-note">{t('years.taxNote')}</p>
    </section>
  );
}
