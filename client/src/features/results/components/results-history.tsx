import { DRAW_PERIODS, drawPeriod, isPeriodId, type PeriodId } from '@draws/draw-periods';
import { useMemo, useState } from 'react';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';
import { Pager } from '../../../components/ui/pager.js';
import { formatCount, formatIstShort, formatRupees } from '../../../lib/format.js';
import { RESULTS_PER_PAGE, useGetResultsQuery, type PublishedResult } from '../api/results-api.js';
import { periodLabel, periodName, useResultsText, type ResultsText } from '../results.strings.js';
import '../results.css';

export const proofPath = (drawId: string) => `/draws/${encodeURIComponent(drawId)}/proof`;

/** Who decided the result: the server's RNG or an admin; another source as the server names it. */
function sourceText(t: ResultsText, source: string): string {
  return source === 'rng' ? t('source.rng') : source === 'manual' ? t('source.manual') : source;
}

const columns = (t: ResultsText, hasLetter: boolean): DataColumn<PublishedResult>[] => [
  { key: 'draw', header: t('history.draw'), cell: (r) => formatIstShort(r.start_at) },
  {
    key: 'numbers',
    header: t('history.numbers'),
    cell: (r) => {
      const letter = hasLetter ? r.result.letter : undefined;
      return <BallRow numbers={r.result.numbers} letter={letter} tone="result" size="sm" label={ballsLabel(r.result.numbers, letter)} />;
    },
  },
  { key: 'source', header: t('history.source'), cell: (r) => sourceText(t, r.result_source) },
  { key: 'tickets', header: t('history.tickets'), cell: (r) => formatCount(r.ticket_count) },
  { key: 'sales', header: t('history.sales'), cell: (r) => formatRupees(r.sales) },
  { key: 'published', header: t('history.published'), cell: (r) => formatIstShort(r.result_at) },
  { key: 'proof', header: t('history.proof'), cell: (r) => <Link to={proofPath(r.draw_id)} aria-label={t('history.checkLabel', { when: formatIstShort(r.start_at) })}>{t('history.check')}</Link> },
];

/** The public results of a period (/results/:period), newest first, paged; each links to its proof. */
export function ResultsHistory() {
  const t = useResultsText();
  const asked = useParams().period;
  const period: PeriodId = isPeriodId(asked) ? asked : '3h';
  const [pages, setPages] = useState<Partial<Record<PeriodId, number>>>({});
  const page = pages[period] ?? 1;
  const { data, isLoading, isFetching, isError } = useGetResultsQuery({ period, page });
  const hasLetter = drawPeriod(period).hasLetter;
  const tableColumns = useMemo(() => columns(t, hasLetter), [t, hasLetter]);
  if (!isPeriodId(asked)) return <Navigate to="/results/3h" replace />;
  const name = periodName(t, period);
  const totalPages = data ? Math.ceil(data.total / RESULTS_PER_PAGE) : 1;
  return (
    <div className="results-page">
      <h1 className="page-title">{t('history.title', { name })}</h1>
      <p className="muted results-intro">{t('history.intro')}</p>
      <nav className="results-periods" aria-label={t('history.periods')}>
        {DRAW_PERIODS.map((d) => (
          <NavLink key={d.id} to={`/results/${d.id}`} className="results-period">{periodLabel(t, d.id)}</NavLink>
        ))}
      </nav>
      {isError ? (
        <Alert kind="error">{t('history.failed')}</Alert>
      ) : isLoading ? (
        <div role="status" aria-label={t('history.loading')}>{[0, 1, 2].map((i) => <div key={i} className="results-skeleton" />)}</div>
      ) : (
        <div aria-busy={isFetching || undefined}>
          <DataTable caption={t('history.caption', { name })} columns={tableColumns} rows={data?.rows ?? []} rowKey={(r) => r.draw_id} empty={t('history.empty')} />
          {totalPages > 1 && <Pager page={page} totalPages={totalPages} busy={isFetching} onPage={(next) => setPages((all) => ({ ...all, [period]: next }))} />}
        </div>
      )}
    </div>
  );
}
