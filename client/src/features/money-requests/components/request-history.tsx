import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import type { HistoryRow } from '../api/money-requests-api.js';
import { HISTORY as H, OPTIONS } from '../money-requests.strings.js';

export interface RequestHistoryProps {
  title: string;
  rows: HistoryRow[] | undefined;
  isLoading: boolean;
  failed: boolean;
  texts: { empty: string; loading: string; loadFailed: string };
}

function optionLabel(option: string): string {
  return OPTIONS.find((o) => o.value === option.toLowerCase())?.label ?? option;
}

const COLUMNS: DataColumn<HistoryRow>[] = [
  { key: 'type', header: H.type, cell: (row) => optionLabel(row.option) },
  { key: 'amount', header: H.amount, cell: (row) => formatRupees(row.amount) },
  { key: 'date', header: H.date, cell: (row) => formatIstShort(row.createdAt) },
  {
    key: 'status',
    header: H.status,
    cell: (row) => (
      <>
        <StatusBadge status={row.status} />
        {row.status === 'rejected' && row.reason && <span className="history-reason">{H.reason(row.reason)}</span>}
      </>
    ),
  },
];

/** A player's recent requests (spec section 2): type, amount, date, status in its colour. */
export function RequestHistory({ title, rows, isLoading, failed, texts }: RequestHistoryProps) {
  const withReference = rows?.some((row) => row.reference) ?? false;
  const columns = withReference
    ? [...COLUMNS, { key: 'reference', header: H.reference, cell: (row: HistoryRow) => row.reference ?? '' }]
    : COLUMNS;
  return (
    <section className="history" aria-labelledby={`${title}-heading`.replace(/\s+/g, '-')}>
      <h2 id={`${title}-heading`.replace(/\s+/g, '-')}>{title}</h2>
      {isLoading ? (
        <p className="muted history-loading" role="status">
          {texts.loading}
        </p>
      ) : failed ? (
        <Alert kind="error">{texts.loadFailed}</Alert>
      ) : (
        <DataTable caption={title} columns={columns} rows={rows ?? []} rowKey={(row) => row.id} empty={texts.empty} />
      )}
    </section>
  );
}
