import { DRAW_PERIODS, drawPeriod, isPeriodId, type PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';
import { Pager } from '../../../components/ui/pager.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { RESULTS_PER_PAGE, useGetResultsQuery, type PublishedResult } from '../api/results-api.js';
import { HISTORY as T, SOURCE } from '../results.strings.js';
import '../results.css';

export const proofPath = (drawId: string) => `/draws/${encodeURIComponent(drawId)}/proof`;

const columns = (hasLetter: boolean): DataColumn<PublishedResult>[] => [
  { key: 'draw', header: T.draw, cell: (r) => formatIstShort(r.start_at) },
  {
    key: 'numbers',
    header: T.numbers,
    cell: (r) => {
      const letter = hasLetter ? r.result.letter : undefined;
      return <BallRow numbers={r.result.numbers} letter={letter} tone="result" size="sm" label={ballsLabel(r.result.numbers, letter)} />;
    },
  },
  { key: 'source', header: T.source, cell: (r) => SOURCE[r.result_source as keyof typeof SOURCE] ?? r.result_source },
  { key: 'tickets', header: T.tickets, cell: (r) => r.ticket_count.toLocaleString('en-IN') },
  { key: 'sales', header: T.sales, cell: (r) => formatRupees(r.sales) },
  { key: 'published', header: T.published, cell: (r) => formatIstShort(r.result_at) },
  { key: 'proof', header: T.proof, cell: (r) => <Link to={proofPath(r.draw_id)} aria-label={T.checkLabel(formatIstShort(r.start_at))}>{T.check}</Link> },
];

/** The public results of a period (/results/:period), newest first, paged; each links to its proof. */
export function ResultsHistory() {
  const asked = useParams().period;
  const period: PeriodId = isPeriodId(asked) ? asked : '3h';
  const [pages, setPages] = useState<Partial<Record<PeriodId, number>>>({});
  const page = pages[period] ?? 1;
  const { data, isLoading, isFetching, isError } = useGetResultsQuery({ period, page });
  if (!isPeriodId(asked)) return <Navigate to="/results/3h" replace />;
  const p = drawPeriod(period);
  const totalPages = data ? Math.ceil(data.total / RESULTS_PER_PAGE) : 1;
  return (
    <div className="results-page">
      <h1 className="page-title">{T.title(p.name)}</h1>
      <p className="muted results-intro">{T.intro}</p>
      <nav className="results-periods" aria-label={T.periods}>
        {DRAW_PERIODS.map((d) => (
          <NavLink key={d.id} to={`/results/${d.id}`} className="results-period">{d.label}</NavLink>
        ))}
      </nav>
      {isError ? (
        <Alert kind="error">{T.failed}</Alert>
      ) : isLoading ? (
        <div role="status" aria-label={T.loading}>{[0, 1, 2].map((i) => <div key={i} className="results-skeleton" />)}</div>
      ) : (
        <div aria-busy={isFetching || undefined}>
          <DataTable caption={T.caption(p.name)} columns={columns(p.hasLetter)} rows={data?.rows ?? []} rowKey={(r) => r.draw_id} empty={T.empty} />
          {totalPages > 1 && <Pager page={page} totalPages={totalPages} busy={isFetching} onPage={(next) => setPages((all) => ({ ...all, [period]: next }))} />}
        </div>
      )}
    </div>
  );
}
