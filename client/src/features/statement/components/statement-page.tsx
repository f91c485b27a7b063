import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Pager } from '../../../components/ui/pager.js';
import { formatDay } from '../../../lib/ist-date.js';
import { useGetStatementQuery, useGetStatementSummaryQuery } from '../api/statement-api.js';
import { rangeFromSearch, type DateRange } from '../model/date-range.js';
import { useStatementText } from '../statement.strings.js';
import '../statement.css';
import { BalanceSummary } from './balance-summary.js';
import { RangeBalances, StatementTable } from './statement-table.js';
import { StatementFilter } from './statement-filter.js';
import { YearSummary } from './year-summary.js';

export const STATEMENT_PAGE_LIMIT = 25;

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The player's Statement (/statement, issue 12): the balance and net deposits, every
 * movement of the chosen IST days with its running balance (newest first, paged), the
 * range's opening and closing balances, its CSV, and the yearly summary. The dates and
 * page live in the address, so a reload or a shared link keeps them.
 *
 * `today` is the IST day by the server's clock (which demos and tests move): the default
 * range is the 30 days up to it.
 */
export function StatementPage({ today }: { today: string }) {
  const t = useStatementText();
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search, today);
  const page = pageOf(search);
  // Read again on every visit: a purchase or a credit since the last one is a new row.
  const summary = useGetStatementSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const statement = useGetStatementQuery({ ...range, page, limit: STATEMENT_PAGE_LIMIT }, { refetchOnMountOrArgChange: true });

  const show = (next: DateRange, nextPage = 1) => {
    const params: Record<string, string> = { from: next.from, to: next.to };
    if (nextPage > 1) params.page = String(nextPage);
    setSearch(params);
  };
  const rangeText = t('table.range', {
    from: range.from ? formatDay(range.from) : t('table.rangeStart'),
    to: range.to ? formatDay(range.to) : t('table.rangeEnd'),
  });
  // Another page of the same dates stays on screen while the next one loads; other dates do not.
  const data = statement.data?.range.from === range.from && statement.data.range.to === range.to ? statement.data : undefined;

  return (
    <div className="statement-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="muted statement-intro">{t('intro')}</p>
      <BalanceSummary summary={summary.data} isLoading={summary.isLoading} failed={summary.isError} onRetry={() => void summary.refetch()} />
      <section className="statement-movements" aria-labelledby="movements-heading">
        <h2 id="movements-heading" className="visually-hidden">{t('table.caption')}</h2>
        <div className="card statement-controls">
          <StatementFilter key={`${range.from}|${range.to}`} range={range} onApply={(next) => show(next)}
            onLast30Days={() => setSearch({})} />
          {data && <RangeBalances opening={data.opening} closing={data.closing} range={rangeText} />}
        </div>
        {!data && statement.isFetching ? (
          <p className="muted statement-loading" role="status">{t('table.loading')}</p>
        ) : !data || (statement.isError && !statement.isFetching) ? (
          <div className="statement-failed">
            <Alert kind="error">{t('table.failed')}</Alert>
            <Button variant="secondary" onClick={() => void statement.refetch()}>{t('table.retry')}</Button>
          </div>
        ) : (
          <div aria-busy={statement.isFetching || undefined}>
            <StatementTable rows={data.rows} />
            {data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} busy={statement.isFetching} onPage={(next) => show(range, next)} />}
          </div>
        )}
      </section>
      {summary.data && <YearSummary years={summary.data.years} />}
    </div>
  );
}
