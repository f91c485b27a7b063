import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { CsvButton } from '../../../components/ui/csv-button.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Pager } from '../../../components/ui/pager.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { csvPath } from '../../../lib/api/paged.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { ACTION_KINDS, labelOf, useAdminActionsText } from '../admin-actions.strings.js';
import { useGetActionsQuery, type ActionsFilter } from '../api/actions-api.js';
import '../admin-actions.css';
import { actionColumns } from './action-columns.js';

const EMPTY: ActionsFilter = { kind: '', actor: '', from: '', to: '' };

/**
 * The admin action log (contract A9): who changed what and when, newest first, filtered by
 * kind, admin and dates (days in India), paged; as CSV with the same filters.
 */
export function ActionsPage() {
  const t = useAdminActionsText();
  const kindOptions = useMemo(() => ACTION_KINDS.map((value) => ({ value, label: labelOf(t, 'kinds', value) })), [t]);
  const columns = useMemo(() => actionColumns(t), [t]);
  const [filter, setFilter] = useState<ActionsFilter>(EMPTY);
  const [page, setPage] = useState(1);
  // A typed admin is asked for once the typing stops; an emptied field at once.
  const typedActor = useDebouncedValue(filter.actor.trim(), 300);
  const actor = filter.actor.trim() ? typedActor : '';
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const query = { ...filter, actor };
  const { data, isLoading, isFetching, isError } = useGetActionsQuery({ ...query, page }, { skip: badRange });
  const change = (next: Partial<ActionsFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="muted actions-intro">{t('intro')}</p>
      <div className="action-filters">
        <SelectField label={t('filters.kind')} value={filter.kind} options={kindOptions} placeholder={t('filters.allKinds')} onChange={(e) => change({ kind: e.target.value })} />
        <FormField label={t('filters.actor')} value={filter.actor} maxLength={100} autoComplete="off" onChange={(e) => change({ actor: e.target.value })} />
        <FormField label={t('filters.from')} type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => change({ from: e.target.value })} />
        <FormField label={t('filters.to')} type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => change({ to: e.target.value })} />
      </div>
      <div className="action-tools">
        <CsvButton path={csvPath('/admin/actions', query)} fileName="admin-actions.csv" label={t('csv')} />
        <button type="button" className="btn btn-secondary btn-small" onClick={() => change(EMPTY)}
          disabled={filter.kind === '' && filter.actor === '' && filter.from === '' && filter.to === ''}>
          {t('filters.clear')}
        </button>
      </div>
      {badRange ? (
        <Alert kind="error">{t('filters.badRange')}</Alert>
      ) : isLoading ? (
        <Spinner label={t('loading')} />
      ) : isError ? (
        <Alert kind="error">{t('failed')}</Alert>
      ) : (
        <>
          {data && data.total > 0 && <p className="muted list-count">{t('count', { total: data.total })}</p>}
          <DataTable caption={t('caption')} columns={columns} rows={data?.rows ?? []} rowKey={(a) => a.id} empty={t('empty')} />
          <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} busy={isFetching} />
        </>
      )}
    </>
  );
}
