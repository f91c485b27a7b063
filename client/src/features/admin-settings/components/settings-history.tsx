import { DRAW_PERIODS } from '@draws/draw-periods';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { useGetSettingsHistoryQuery, type PaymentDetails, type SettingsChange } from '../api/settings-api.js';
import { HISTORY as T, SETTINGS } from '../admin-settings.strings.js';
import { paymentSummary } from './payment-summary.js';

function settingName(change: SettingsChange): string {
  const name = T.names[change.setting] ?? change.setting;
  const period = DRAW_PERIODS.find((p) => p.id === change.period);
  return period ? `${name} (${period.label})` : name;
}

function valueText(change: SettingsChange, value: unknown): string {
  if (value === null || value === undefined || value === '') return SETTINGS.notSet;
  if (change.setting === 'payment-details') return paymentSummary(value as PaymentDetails).join('; ');
  if (typeof value === 'number') return formatRupees(value);
  return String(value);
}

const COLUMNS: DataColumn<SettingsChange>[] = [
  { key: 'setting', header: T.setting, cell: settingName },
  { key: 'value', header: T.value, cell: (c) => valueText(c, c.value), wrap: true },
  { key: 'previous', header: T.previous, cell: (c) => valueText(c, c.previous_value), wrap: true },
  { key: 'by', header: T.by, cell: (c) => c.changed_by.username ?? T.unknownAdmin },
  { key: 'when', header: T.when, cell: (c) => formatIstShort(c.changed_at) },
];

/** Every change of a setting is an event with its admin and time: the newest first. */
export function SettingsHistory() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError } = useGetSettingsHistoryQuery(page);
  return (
    <section className="settings-history" aria-labelledby="settings-history-title">
      <h2 id="settings-history-title">{T.title}</h2>
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : isError ? (
        <Alert kind="error">{T.loadFailed}</Alert>
      ) : (
        <>
          <DataTable caption={T.title} columns={COLUMNS} rows={data?.rows ?? []} rowKey={(c) => String(c.version)} empty={T.empty} />
          {(data?.totalPages ?? 1) > 1 && <Pager page={page} totalPages={data!.totalPages} onPage={setPage} busy={isFetching} />}
        </>
      )}
    </section>
  );
}
