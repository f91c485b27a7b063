import type { PeriodId, PrizeMode } from '@draws/draw-periods';
import { formatRupees } from '../../../lib/format.js';
import { useGetPrizeStatsQuery } from '../api/draws-api.js';
import { MODES, POTS, STRUCTURE as T } from '../draws.strings.js';
import { prizeRows, returnToPlayerPercent, type PrizeRow } from '../model/prize-rows.js';

function Prize({ row }: { row: PrizeRow }) {
  const fixed = row.multiplier !== null && row.multiplier > 0 ? T.times(row.multiplier) : null;
  const amount = fixed && row.amount !== null ? <span className="prize-amount">{formatRupees(row.amount)}</span> : null;
  if (row.pot) {
    return (
      <>
        <span className="prize-pot">{row.pot === 'jackpot' ? POTS.jackpot : POTS.minipot}</span>
        {fixed && <span className="prize-times"> {T.plus(fixed)}</span>}
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
  const { data, isLoading, isError } = useGetPrizeStatsQuery({ period, mode });
  const rows = data ? prizeRows(period, mode, data, price) : [];
  const rtp = data ? returnToPlayerPercent(data) : null;
  return (
    <section className="card draw-panel structure-panel" aria-labelledby="structure-title" aria-busy={isLoading || undefined}>
      <h2 id="structure-title" className="panel-title">
        {T.title} <span className="panel-tag">{MODES[mode]}</span>
      </h2>
      {price !== null && <p className="muted structure-note">{T.perTicket(formatRupees(price))}</p>}
      {isLoading ? (
        <div role="status" aria-label={T.loading}>
          {[0, 1, 2, 3, 4].map((i) => <div key={i} className="skeleton-block skeleton-line" />)}
        </div>
      ) : isError || !data ? (
        <p className="muted">{T.unavailable}</p>
      ) : (
        <table className="structure">
          <caption className="visually-hidden">{`${T.title}: ${MODES[mode]}`}</caption>
          <thead>
            <tr><th scope="col">{T.match}</th><th scope="col">{T.prize}</th></tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.pot ? 'structure-pot' : undefined}>
                <th scope="row">{row.match}</th>
                <td><Prize row={row} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rtp && <p className="muted structure-note">{T.returnToPlayer(rtp)}</p>}
    </section>
  );
}
