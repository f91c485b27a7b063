import { drawPeriod, type PeriodId } from '@draws/draw-periods';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatCount } from '../../../lib/format.js';
import { periodName, POSITION_HEADERS, useAdminDashboardText, type AdminDashboardText } from '../admin-dashboard.strings.js';
import { COUNTS_POLL_MS, useGetTicketCountsQuery, type PositionCount } from '../api/ticket-count-api.js';
import '../admin-dashboard.css';

const two = (n: number) => String(n).padStart(2, '0');
const POSITIONS = ['num_1', 'num_2', 'num_3', 'num_4', 'num_5'] as const;

/** Numbers nobody picked fade, so the ones people did pick stand out. */
function Count({ value, total = false }: { value: number; total?: boolean }) {
  return <span className={value === 0 ? 'count-zero' : total ? 'count-total' : 'count-hit'}>{formatCount(value)}</span>;
}

/** On a phone the 60-75 rows of numbers nobody picked are hidden at first. */
const NARROW = '(max-width: 47.99rem)';

function columnsOf(t: AdminDashboardText): DataColumn<PositionCount>[] {
  return [
    { key: 'number', header: t('counts.number'), cell: (r) => <span className="count-number">{two(r.number)}</span> },
    ...POSITIONS.map((field, i) => ({ key: field, header: t(POSITION_HEADERS[i]!), cell: (r: PositionCount) => <Count value={r[field]} /> })),
    { key: 'total', header: t('counts.total'), cell: (r) => <Count value={r.total} total /> },
  ];
}

/**
 * 'Ticket Count by Number' for the selected period (spec section 2): its draws and tickets,
 * per number the count at each position and in all, and for weekly the Alphabet Count.
 * The counts are read again every 30 seconds while the page is open.
 */
export function TicketCounts({ period }: { period: PeriodId }) {
  const t = useAdminDashboardText();
  const columns = useMemo(() => columnsOf(t), [t]);
  const { data, isLoading, isError, isFetching } = useGetTicketCountsQuery(period, { pollingInterval: COUNTS_POLL_MS, refetchOnFocus: true });
  const [onlySold, setOnlySold] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches);
  const p = drawPeriod(period);
  const current = data?.period === period ? data : undefined;
  const facts = current
    ? [
        [t('counts.period'), periodName(t, period)],
        [t('counts.totalDraws'), formatCount(current.totalDraws)],
        [t('counts.openDraws'), formatCount(current.openDraws)],
        [t('counts.closedDraws'), formatCount(current.closedDraws)],
        [t('counts.totalTickets'), formatCount(current.totalTickets)],
      ]
    : [];
  const rows = current ? current.positionCounts.filter((r) => !onlySold || r.total > 0) : [];

  return (
    <section className="card ticket-counts" aria-labelledby="ticket-counts-title" aria-busy={isFetching || undefined}>
      <h2 id="ticket-counts-title" className="counts-title">{t('counts.title')}</h2>
      {isError ? (
        <Alert kind="error">{t('counts.failed')}</Alert>
      ) : isLoading || !current ? (
        <div role="status" aria-label={t('counts.loading')} className="counts-skeleton">
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
              <h3 id="alphabet-title">{t('counts.alphabet')}</h3>
              <ul className="alphabet-grid">
                {current.alphabetCounts.map(({ letter, count }) => (
                  <li key={letter} className={count > 0 ? 'letter-tile letter-sold' : 'letter-tile'} aria-label={t('counts.letterCount', { letter, count })}>
                    <span className="letter" aria-hidden="true">{letter}</span>
                    <span className="letter-count" aria-hidden="true">{formatCount(count)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <label className="only-sold">
            <input type="checkbox" checked={onlySold} onChange={(e) => setOnlySold(e.target.checked)} /> {t('counts.onlyWithTickets')}
          </label>
          <DataTable caption={t('counts.caption', { period: periodName(t, period) })} columns={columns} rows={rows} rowKey={(r) => String(r.number)} empty={t('counts.empty')} />
        </>
      )}
    </section>
  );
}
