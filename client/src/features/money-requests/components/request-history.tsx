import { useMemo } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import type { HistoryRow } from '../api/money-requests-api.js';
import { OPTIONS, useMoneyRequestsText, type MoneyOption, type MoneyRequestsText } from '../money-requests.strings.js';

export interface RequestHistoryProps {
  title: string;
  rows: HistoryRow[] | undefined;
  isLoading: boolean;
  failed: boolean;
  texts: { empty: string; loading: string; loadFailed: string };
}

/** The option's name in the language shown; an option the client does not know, as the server wrote it. */
function optionLabel(option: string, t: MoneyRequestsText): string {
  const value = option.toLowerCase();
  return (OPTIONS as readonly string[]).includes(value) ? t(`option.${value as MoneyOption}`) : option;
}

function columnsOf(t: MoneyRequestsText, withReference: boolean): DataColumn<HistoryRow>[] {
  const columns: DataColumn<HistoryRow>[] = [
    { key: 'type', header: t('history.type'), cell: (row) => optionLabel(row.option, t) },
    { key: 'amount', header: t('history.amount'), cell: (row) => formatRupees(row.amount) },
    { key: 'date', header: t('history.date'), cell: (row) => formatIstShort(row.createdAt) },
    {
      key: 'status',
      header: t('history.status'),
      cell: (row) => (
        <>
          <StatusBadge status={row.status} />
          {row.status === 'rejected' && row.reason && <span className="history-reason">{t('history.reason', { reason: row.reason })}</span>}
        </>
      ),
    },
  ];
  if (withReference) columns.push({ key: 'reference', header: t('history.reference'), cell: (row) => row.reference ?? '' });
  return columns;
}

/** A player's recent requests (spec section 2): type, amount, date, status in its colour. */
export function RequestHistory({ title, rows, isLoading, failed, texts }: RequestHistoryProps) {
  const t = useMoneyRequestsText();
  const withReference = rows?.some((row) => row.reference) ?? false;
  const columns = useMemo(() => columnsOf(t, withReference), [t, withReference]);
  const headingId = `${title}-heading`.replace(/\s+/g, '-');
  return (
    <section className="history" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
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
