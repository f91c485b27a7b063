import { drawPeriod, type PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { COUNTS as T } from '../admin-dashboard.strings.js';
import { COUNTS_POLL_MS, useGetTicketCountsQuery, type PositionCount } from '../api/ticket-count-api.js';
import '../admin-dashboard.css';

const COUNT = new Intl.NumberFormat('en-IN');
const two = (n: number) => String(n).padStart(2, '0');
const POSITIONS = ['num_1', 'num_2', 'num_3', 'num_4', 'num_5'] as const;

/** Numbers nobody picked fade, so the ones people did pick stand out. */
function Count({ value, total = false }: { value: number; total?: boolean }) {
  return <span className={value === 0 ? 'count-zero' : total ? 'count-total' : 'count-hit'}>{COUNT.format(value)}</span>;
}

/** On a phone the 60-75 rows of numbers nobody picked are hidden at first. */
const NARROW = '(max-width: 47.99rem)';

const columns: DataColumn<PositionCount>[] = [
  { key: 'number', header: T.number, cell: (r) => <span className="count-number">{two(r.number)}</span> },
  ...POSITIONS.map((field, i) => ({ key: field, header: T.positions[i]!, cell: (r: PositionCount) => <Count value={r[field]} /> })),
  { key: 'total', header: T.total, cell: (r) => <Count value={r.total} total /> },
];

/**
 * 'Ticket Count by Number' for the selected period (spec section 2): its draws and tickets,
 * per number the count at each position and in all, and for weekly the Alphabet Count.
 * The counts are read again every 30 seconds while the page is open.
 */
export function TicketCounts({ period }: { period: PeriodId }) {
  const { data, isLoading, isError, isFetching } = useGetTicketCountsQuery(period, { pollingInterval: COUNTS_POLL_MS, refetchOnFocus: true });
  const [onlySold, setOnlySold] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches);
  const p = drawPeriod(period);
  const current = data?.period === period ? data : undefined;
  const facts = current
    ? [
        [T.period, p.label],
        [T.totalDraws, COUNT.format(current.totalDraws)],
        [T.openDraws, COUNT.format(current.openDraws)],
        [T.closedDraws, COUNT.format(current.closedDraws)],
        [T.totalTickets, COUNT.format(current.totalTickets)],
      ]
    : [];
  const rows = current ? current.positionCounts.filter((r) => !onlySold || r.total > 0) : [];

  return (
    <section className="card ticket-counts" aria-labelledby="ticket-counts-title" aria-busy={isFetching || undefined}>
      <h2 id="ticket-counts-title" className="counts-title">{T.title}</h2>
      {isError ? (
        <Alert kind="error">{T.failed}</Alert>
      ) : isLoading || !current ? (
        <div role="status" aria-label={T.loading} className="counts-skeleton">
          {[0, 1, 2, 3].map((i) => <div key={i} className="counts-skeleton-line" />)}
        </div>
      ) : (
        <>
          <dl className="count-facts">
            {facts.map(([label, value]) => (
              <div key={label} className="count-fact"><dt>{label}</dt><dd>{value}</dd></div>
            ))}
          </dl>
          {p.hasLetter && (
            <section className="alphabet" aria-labelledby="alphabet-title">
              <h3 id="alphabet-title">{T.alphabet}</h3>
              <ul className="alphabet-grid">
                {current.alphabetCounts.map(({ letter, count }) => (
                  <li key={letter} className={count > 0 ? 'letter-tile letter-sold' : 'letter-tile'} aria-label={T.letterCount(letter, count)}>
                    <span className="letter" aria-hidden="true">{letter}</span>
                    <span className="letter-count" aria-hidden="true">{COUNT.format(count)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <label className="only-sold">
            <input type="checkbox" checked={onlySold} onChange={(e) => setOnlySold(e.target.checked)} /> {T.onlyWithTickets}
          </label>
          <DataTable caption={T.caption(p.label)} columns={columns} rows={rows} rowKey={(r) => String(r.number)} empty={T.empty} />
        </>
      )}
    </section>
  );
}
