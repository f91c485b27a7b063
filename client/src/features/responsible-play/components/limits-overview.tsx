import { useMemo } from 'react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatRupees } from '../../../lib/format.js';
import { WINDOWS, type LimitView, type LimitWindow, type PlayView } from '../api/play-view.js';
import { istWhen } from '../model/ist-when.js';
import { useResponsiblePlayText, WINDOW_NAMES, type ResponsiblePlayText } from '../responsible-play.strings.js';

type Row = LimitView & { window: LimitWindow };

function columnsOf(t: ResponsiblePlayText): DataColumn<Row>[] {
  const limitText = (limit: number | null) => (limit === null ? t('limits.noLimit') : formatRupees(limit));
  return [
    { key: 'window', header: t('limits.window'), cell: (row) => <strong>{t(WINDOW_NAMES[row.window].title)}</strong> },
    {
      key: 'limit',
      header: t('limits.limit'),
      cell: (row) => (
        <>
          {limitText(row.limit)}
          {row.pending && (
            <span className="limit-pending">
              {row.pending.limit === null
                ? t('limits.pendingRemoval', { when: istWhen(row.pending.effectiveAt) })
                : t('limits.pending', { limit: formatRupees(row.pending.limit), when: istWhen(row.pending.effectiveAt) })}
            </span>
          )}
        </>
      ),
    },
    { key: 'used', header: t('limits.used'), cell: (row) => formatRupees(row.used) },
    { key: 'remaining', header: t('limits.remaining'), cell: (row) => (row.remaining === null ? t('limits.noRemaining') : formatRupees(row.remaining)) },
    { key: 'resets', header: t('limits.resets'), cell: (row) => istWhen(row.resetsAt) || t('limits.none') },
  ];
}

/** Each window's limit, a raise or removal waiting its 24 hours, what is used and left, and when it resets. */
export function LimitsOverview({ view }: { view: PlayView }) {
  const t = useResponsiblePlayText();
  const columns = useMemo(() => columnsOf(t), [t]);
  const rows = WINDOWS.map((window) => ({ window, ...view.depositLimits[window] }));
  return <DataTable caption={t('limits.caption')} columns={columns} rows={rows} rowKey={(row) => row.window} empty={t('limits.none')} />;
}
