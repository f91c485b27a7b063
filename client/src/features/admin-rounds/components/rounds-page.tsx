import { DRAW_PERIODS } from '@draws/draw-periods';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { CsvButton } from '../../../components/ui/csv-button.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { csvPath } from '../../../lib/api/paged.js';
import { ROUNDS as T } from '../admin-rounds.strings.js';
import { useGetRoundsQuery, type RoundsFilter } from '../api/rounds-api.js';
import '../admin-rounds.css';
import { ROUND_COLUMNS } from './round-columns.js';

const PERIOD_OPTIONS = DRAW_PERIODS.map((p) => ({ value: p.id, label: `${p.name} (${p.label})` }));
const STATUS_OPTIONS = Object.entries(T.statuses).map(([value, label]) => ({ value, label }));

/** Every round (contract A8), filtered by period and status, newest first, paged; as CSV with the same filters. */
export function RoundsPage() {
  const [filter, setFilter] = useState<RoundsFilter>({ period: '', status: '' });
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError } = useGetRoundsQuery({ ...filter, page });
  const change = (next: Partial<RoundsFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <>
      <h1 className="page-title">{T.title}</h1>
      <div className="filters">
        <SelectField label={T.period} value={filter.period} options={PERIOD_OPTIONS} placeholder={T.allPeriods}
          onChange={(e) => change({ period: e.target.value })} />
        <SelectField label={T.status} value={filter.status} options={STATUS_OPTIONS} placeholder={T.allStatuses}
          onChange={(e) => change({ status: e.target.value })} />
        <CsvButton path={csvPath('/admin/rounds', filter)} fileName="rounds.csv" label={T.csv} />
      </div>
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : isError ? (
        <Alert kind="error">{T.failed}</Alert>
      ) : (
        <div className="content-wide">
          {data && data.total > 0 && <p className="muted list-count">{T.count(data.total)}</p>}
          <DataTable caption={T.caption} columns={ROUND_COLUMNS} rows={data?.rows ?? []} rowKey={(r) => r.draw_id} empty={T.empty} />
          <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} busy={isFetching} />
        </div>
      )}
    </>
  );
}
