import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { OptionTabs } from '../../../components/ui/option-tabs.js';
import { Pager } from '../../../components/ui/pager.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useGetRequestsQuery, type AdminRequest } from '../api/admin-requests-api.js';
import { FILTERS, KIND_TEXT, type RequestFilter, type RequestKind } from '../admin-requests.strings.js';
import '../admin-requests.css';
import { requestColumns } from './request-columns.js';
import { RequestModal } from './request-modal.js';

/**
 * Admin Deposit Requests / Withdraw Requests (spec section 2): the filter with its columns,
 * 'Page X of Y' with Prev/Next, and the detail modal that saves amount and status.
 */
export function RequestsPage({ kind }: { kind: RequestKind }) {
  const T = KIND_TEXT[kind];
  const [filter, setFilter] = useState<RequestFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminRequest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError } = useGetRequestsQuery({ kind, page, filter });

  const choose = (next: RequestFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <>
      <h1 className="page-title">{T.title}</h1>
      {notice && <Alert kind="success">{notice}</Alert>}
      <OptionTabs label="Filter" options={FILTERS} value={filter} onChange={choose} />
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : isError ? (
        <Alert kind="error">{T.loadFailed}</Alert>
      ) : (
        <>
          <DataTable caption={T.title} columns={requestColumns(filter, setOpen)} rows={data?.rows ?? []} rowKey={(row) => row._id} empty={T.empty} />
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
