import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatRupees } from '../../../lib/format.js';
import { WINDOWS, type LimitView, type LimitWindow, type PlayView } from '../api/play-view.js';
import { istWhen } from '../model/ist-when.js';
import { LIMITS as T, WINDOW_NAMES } from '../responsible-play.strings.js';

type Row = LimitView & { window: LimitWindow };

const limitText = (limit: number | null) => (limit === null ? T.noLimit : formatRupees(limit));

const COLUMNS: DataColumn<Row>[] = [
  { key: 'window', header: T.window, cell: (row) => <strong>{WINDOW_NAMES[row.window].title}</strong> },
  {
    key: 'limit',
    header: T.limit,
    cell: (row) => (
      <>
        {limitText(row.limit)}
        {row.pending && (
          <span className="limit-pending">
            {row.pending.limit === null ? T.pendingRemoval(istWhen(row.pending.effectiveAt)) : T.pending(formatRupees(row.pending.limit), istWhen(row.pending.effectiveAt))}
          </span>
        )}
      </>
    ),
  },
  { key: 'used', header: T.used, cell: (row) => formatRupees(row.used) },
  { key: 'remaining', header: T.remaining, cell: (row) => (row.remaining === null ? T.noRemaining : formatRupees(row.remaining)) },
  { key: 'resets', header: T.resets, cell: (row) => istWhen(row.resetsAt) || T.none },
];

/** Each window's limit, a raise or removal waiting its 24 hours, what is used and left, and when it resets. */
export function LimitsOverview({ view }: { view: PlayView }) {
  const rows = WINDOWS.map((window) => ({ window, ...view.depositLimits[window] }));
  return <DataTable caption={T.caption} columns={COLUMNS} rows={rows} rowKey={(row) => row.window} empty={T.none} />;
}
