import { useMemo } from 'react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import type { PlayView } from '../api/play-view.js';
import { istWhen } from '../model/ist-when.js';
import { useResponsiblePlayText } from '../responsible-play.strings.js';

type Entry = PlayView['history'][number];

/** Every limit, answer, review, reality-check and break the player recorded, newest first. */
export function PlayHistory({ history }: { history: PlayView['history'] }) {
  const t = useResponsiblePlayText();
  // The summary is the server's own words, shown as it sent them.
  const columns = useMemo<DataColumn<Entry>[]>(() => [
    { key: 'at', header: t('history.date'), cell: (row) => istWhen(row.at) },
    { key: 'event', header: t('history.event'), wrap: true, cell: (row) => row.summary },
  ], [t]);
  return (
    <section className="play-history" aria-labelledby="play-history-heading">
      <h2 id="play-history-heading" className="play-heading">{t('history.title')}</h2>
      <DataTable caption={t('history.caption')} columns={columns} rows={history} rowKey={(row) => `${row.at}|${row.type}|${row.summary}`} empty={t('history.empty')} />
    </section>
  );
}
