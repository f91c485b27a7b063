import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { CsvButton } from '../../../components/ui/csv-button.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Pager } from '../../../components/ui/pager.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { csvPath } from '../../../lib/api/paged.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { ACTIONS as T } from '../admin-actions.strings.js';
import { useGetActionsQuery, type ActionsFilter } from '../api/actions-api.js';
import '../admin-actions.css';
import { ACTION_COLUMNS } from './action-columns.js';

const KIND_OPTIONS = Object.entries(T.kinds).map(([value, label]) => ({ value, label }));
const EMPTY: ActionsFilter = { kind: '', actor: '', from: '', to: '' };

/**
 * The admin action log (contract A9): who changed what and when, newest first, filtered by
 * kind, admin and dates (days in India), paged; as CSV with the same filters.
 */
export function ActionsPage() {
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
      <h1 className="page-title">{T.title}</h1>
      <p className="muted actions-intro">{T.intro}</p>
      <div className="action-filters">
        <SelectField label={T.kind} value={filter.kind} options={KIND_OPTIONS} placeholder={T.allKinds} onChange={(e) => change({ kind: e.target.value })} />
        <FormField label={T.actor} value={filter.actor} maxLength={100} autoComplete="off" onChange={(e) => change({ actor: e.target.value })} />
        <FormField label={T.from} type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => change({ from: e.target.value })} />
        <FormField label={T.to} type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => change({ to: e.target.value })} />
      </div>
      <div className="action-tools">
        <CsvButton path={csvPath('/admin/actions', query)} fileName="admin-actions.csv" label={T.csv} />
        <button type="button" className="btn btn-secondary btn-small" onClick={() => change(EMPTY)}
          disabled={filter.kind === '' && filter.actor === '' && filter.from === '' && filter.to === ''}>
          {T.clear}
        </button>
      </div>
      {badRange ? (
        <Alert kind="error">{T.badRange}</Alert>
      ) : isLoading ? (
        <Spinner label={T.loading} />
      ) : isError ? (
        <Alert kind="error">{T.failed}</Alert>
      ) : (
        <>
          {data && data.total > 0 && <p className="muted list-count">{T.count(data.total)}</p>}
          <DataTable caption={T.caption} columns={ACTION_COLUMNS} rows={data?.rows ?? []} rowKey={(a) => a.id} empty={T.empty} />
          <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} busy={isFetching} />
        </>
      )}
    </>
  );
}
