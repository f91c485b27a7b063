import { DRAW_PERIODS } from '@draws/draw-periods';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { CsvButton } from '../../../components/ui/csv-button.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { csvPath } from '../../../lib/api/paged.js';
import { labelOf, ROUND_STATUSES, useAdminRoundsText } from '../admin-rounds.strings.js';
import { useGetRoundsQuery, type RoundsFilter } from '../api/rounds-api.js';
import '../admin-rounds.css';
import { roundColumns } from './round-columns.js';

/** Every round (contract A8), filtered by period and status, newest first, paged; as CSV with the same filters. */
export function RoundsPage() {
  const t = useAdminRoundsText();
  const periodOptions = useMemo(() => DRAW_PERIODS.map((p) => ({ value: p.id, label: `${labelOf(t, 'names', p.id)} (${labelOf(t, 'periods', p.id)})` })), [t]);
  const statusOptions = useMemo(() => ROUND_STATUSES.map((value) => ({ value, label: labelOf(t, 'statuses', value) })), [t]);
  const columns = useMemo(() => roundColumns(t), [t]);
  const [filter, setFilter] = useState<RoundsFilter>({ period: '', status: '' });
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError } = useGetRoundsQuery({ ...filter, page });
  const change = (next: Partial<RoundsFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <div className="filters">
        <SelectField label={t('filters.period')} value={filter.period} options={periodOptions} placeholder={t('filters.allPeriods')}
          onChange={(e) => change({ period: e.target.value })} />
        <SelectField label={t('filters.status')} value={filter.status} options={statusOptions} placeholder={t('filters.allStatuses')}
          onChange={(e) => change({ status: e.target.value })} />
        <CsvButton path={csvPath('/admin/rounds', filter)} fileName="rounds.csv" label={t('csv')} />
      </div>
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : isError ? (
        <Alert kind="error">{t('failed')}</Alert>
      ) : (
        <div className="content-wide">
          {data && data.total > 0 && <p className="muted list-count">{t('count', { total: data.total })}</p>}
          <DataTable caption={t('caption')} columns={columns} rows={data?.rows ?? []} rowKey={(r) => r.draw_id} empty={t('empty')} />
          <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} busy={isFetching} />
        </div>
      )}
    </>
  );
}
