import { DRAW_PERIODS } from '@draws/draw-periods';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { useGetSettingsHistoryQuery, type PaymentDetails, type SettingsChange } from '../api/settings-api.js';
import { periodKey, SETTING_NAMES, useSettingsText, type SettingsText } from '../admin-settings.strings.js';
import { paymentSummary } from './payment-summary.js';

function settingName(t: SettingsText, change: SettingsChange): string {
  const known = SETTING_NAMES[change.setting];
  const name = known ? t(known) : change.setting;
  const period = DRAW_PERIODS.find((p) => p.id === change.period);
  return period ? t('history.withPeriod', { setting: name, period: t(periodKey(period.id)) }) : name;
}

function valueText(t: SettingsText, change: SettingsChange, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('page.notSet');
  if (change.setting === 'payment-details') return paymentSummary(t, value as PaymentDetails).join('; ');
  if (typeof value === 'number') return formatRupees(value);
  if (change.setting === 'result-source' && (value === 'rng' || value === 'manual')) return t(`source.${value}`);
  return String(value);
}

function historyColumns(t: SettingsText): DataColumn<SettingsChange>[] {
  return [
    { key: 'setting', header: t('history.setting'), cell: (c) => settingName(t, c) },
    { key: 'value', header: t('history.value'), cell: (c) => valueText(t, c, c.value), wrap: true },
    { key: 'previous', header: t('history.previous'), cell: (c) => valueText(t, c, c.previous_value), wrap: true },
    { key: 'by', header: t('history.by'), cell: (c) => c.changed_by.username ?? t('history.unknownAdmin') },
    { key: 'when', header: t('history.when'), cell: (c) => formatIstShort(c.changed_at) },
  ];
}

/** Every change of a setting is an event with its admin and time: the newest first. */
export function SettingsHistory() {
  const t = useSettingsText();
  const columns = useMemo(() => historyColumns(t), [t]);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError } = useGetSettingsHistoryQuery(page);
  return (
    <section className="settings-history" aria-labelledby="settings-history-title">
      <h2 id="settings-history-title">{t('history.title')}</h2>
      {isLoading ? (
        <Spinner label={t('history.loading')} />
      ) : isError ? (
        <Alert kind="error">{t('history.loadFailed')}</Alert>
      ) : (
        <>
          <DataTable caption={t('history.title')} columns={columns} rows={data?.rows ?? []} rowKey={(c) => String(c.version)} empty={t('history.empty')} />
          {(data?.totalPages ?? 1) > 1 && <Pager page={page} totalPages={data!.totalPages} onPage={setPage} busy={isFetching} />}
        </>
      )}
    </section>
  );
}
