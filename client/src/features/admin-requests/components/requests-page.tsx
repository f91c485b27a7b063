import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { OptionTabs } from '../../../components/ui/option-tabs.js';
import { Pager } from '../../../components/ui/pager.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useGetRequestsQuery, type AdminRequest } from '../api/admin-requests-api.js';
import { FILTERS, KIND_TEXT, useRequestsText, type RequestFilter, type RequestKind } from '../admin-requests.strings.js';
import '../admin-requests.css';
import { requestColumns } from './request-columns.js';
import { RequestModal } from './request-modal.js';

/**
 * Admin Deposit Requests / Withdraw Requests (spec section 2): the filter with its columns,
 * 'Page X of Y' with Prev/Next, and the detail modal that saves amount and status.
 */
export function RequestsPage({ kind }: { kind: RequestKind }) {
  const t = useRequestsText();
  const words = KIND_TEXT[kind];
  const [filter, setFilter] = useState<RequestFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminRequest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError } = useGetRequestsQuery({ kind, page, filter });

  const filters = useMemo(() => FILTERS.map((option) => ({ value: option.value, label: t(option.label) })), [t]);
  const columns = useMemo(() => requestColumns(t, filter, setOpen), [t, filter]);

  const choose = (next: RequestFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <>
      <h1 className="page-title">{t(words.title)}</h1>
      {notice && <Alert kind="success">{notice}</Alert>}
      <OptionTabs label={t('filter.label')} options={filters} value={filter} onChange={choose} />
      {isLoading ? (
        <Spinner label={t(words.loading)} />
      ) : isError ? (
        <Alert kind="error">{t(words.loadFailed)}</Alert>
      ) : (
        <>
          <DataTable caption={t(words.title)} columns={columns} rows={data?.rows ?? []} rowKey={(row) => row._id} empty={t(words.empty)} />
          <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} busy={isFetching} />
        </>
      )}
      {open && (
        <RequestModal
          kind={kind}
          request={open}
          onClose={() => setOpen(null)}
          onSaved={(message) => {
            setOpen(null);
            setNotice(message);
          }}
        />
      )}
    </>
  );
}
