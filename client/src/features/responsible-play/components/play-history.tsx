import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import type { PlayView } from '../api/play-view.js';
import { istWhen } from '../model/ist-when.js';
import { HISTORY as T } from '../responsible-play.strings.js';

type Entry = PlayView['history'][number];

const COLUMNS: DataColumn<Entry>[] = [
  { key: 'at', header: T.date, cell: (row) => istWhen(row.at) },
  { key: 'event', header: T.event, wrap: true, cell: (row) => row.summary },
];

/** Every limit, answer, review, reality-check and break the player recorded, newest first. */
export function PlayHistory({ history }: { history: PlayView['history'] }) {
  return (
    <section className="play-history" aria-labelledby="play-history-heading">
      <h2 id="play-history-heading" className="play-heading">{T.title}</h2>
      <DataTable caption={T.caption} columns={COLUMNS} rows={history} rowKey={(row) => `${row.at}|${row.type}|${row.summary}`} empty={T.empty} />
    </section>
  );
}
