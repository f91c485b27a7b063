import type { PeriodId, PrizeMode } from '@draws/draw-periods';
import { useMemo } from 'react';
import { formatRupees } from '../../../lib/format.js';
import { useGetPrizeStatsQuery } from '../api/draws-api.js';
import { potName, useDrawsText, type DrawsText } from '../draws.strings.js';
import { prizeRows, returnToPlayerPercent, type PrizeRow } from '../model/prize-rows.js';

function Prize({ row, t }: { row: PrizeRow; t: DrawsText }) {
  const fixed = row.multiplier !== null && row.multiplier > 0 ? t('structure.times', { multiplier: row.multiplier }) : null;
  const amount = fixed && row.amount !== null ? <span className="prize-amount">{formatRupees(row.amount)}</span> : null;
  if (row.pot) {
    return (
      <>
        <span className="prize-pot">{potName(t, row.pot)}</span>
        {fixed && <span className="prize-times"> {t('structure.plus', { multiplier: fixed })}</span>}
        {amount}
      </>
    );
  }
  if (!fixed) return <span className="muted">—</span>;
  return (
    <>
      <span className="prize-times">{fixed}</span>
      {amount}
    </>
  );
}

/**
 * The winning structure of the period in the chosen mode, from the real prize table
 * (GET /user/draws/prize-stats), not the spec's example multipliers. A failed read is
 * silent (spec section 8): the panel says the table is not available.
 */
export function WinningStructure({ period, mode, price }: { period: PeriodId; mode: PrizeMode; price: number | null }) {
  const t = useDrawsText();
  const { data, isLoading, isError } = useGetPrizeStatsQuery({ period, mode });
  const rows = useMemo(() => (data ? prizeRows(period, mode, data, price, t) : []), [period, mode, data, price, t]);
  const modeName = t(`mode.${mode}`);
  const rtp = data ? returnToPlayerPercent(data) : null;
  return (
    <section className="card draw-panel structure-panel" aria-labelledby="structure-title" aria-busy={isLoading || undefined}>
      <h2 id="structure-title" className="panel-title">
        {t('structure.title')} <span className="panel-tag">{modeName}</span>
      </h2>
      {price !== null && <p className="muted structure-note">{t('structure.perTicket', { price: formatRupees(price) })}</p>}
      {isLoading ? (
        <div role="status" aria-label={t('structure.loading')}>
          {[0, 1, 2, 3, 4].map((i) => <div key={i} className="skeleton-block skeleton-line" />)}
        </div>
      ) : isError || !data ? (
        <p className="muted">{t('structure.unavailable')}</p>
      ) : (
        <table className="structure">
          <caption className="visually-hidden">{t('structure.caption', { mode: modeName })}</caption>
          <thead>
            <tr><th scope="col">{t('structure.match')}</th><th scope="col">{t('structure.prize')}</th></tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.pot ? 'structure-pot' : undefined}>
                <th scope="row">{row.match}</th>
                <td><Prize row={row} t={t} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rtp && <p className="muted structure-note">{t('structure.returnToPlayer', { percent: rtp })}</p>}
    </section>
  );
}
