import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { CAPTIONS, PLAY as T } from '../admin-users.strings.js';
import type { LimitView, ResponsiblePlayView } from '../api/player-detail.js';

type LimitRow = { key: 'day' | 'week' | 'month'; label: string; view: LimitView };

const money = (value: number | null) => (value === null ? T.noLimit : formatRupees(value));

const LIMIT_COLUMNS: DataColumn<LimitRow>[] = [
  { key: 'period', header: T.period, cell: (r) => r.label },
  { key: 'limit', header: T.limit, cell: (r) => money(r.view.limit) },
  {
    key: 'pending',
    header: T.pendingChange,
    cell: (r) => (r.view.pending ? T.pendingTo(money(r.view.pending.limit), formatIstShort(r.view.pending.effectiveAt)) : T.noPending),
  },
  { key: 'used', header: T.used, cell: (r) => formatRupees(r.view.used) },
  { key: 'remaining', header: T.remaining, cell: (r) => (r.view.remaining === null ? T.noLimit : formatRupees(r.view.remaining)) },
  { key: 'resets', header: T.resets, cell: (r) => formatIstShort(r.view.resetsAt) || '—' },
];

function review(play: ResponsiblePlayView): string {
  const last = play.lastReviewedAt ? T.reviewed(formatIstShort(play.lastReviewedAt)) : T.reviewNever;
  const next = play.reviewDue ? T.reviewDue : play.nextReviewAt ? T.reviewNext(formatIstShort(play.nextReviewAt)) : '';
  return [next, last].filter(Boolean).join(' · ');
}

function pause(play: ResponsiblePlayView): string {
  if (!play.pause) return T.noPause;
  const text = T.pauses[play.pause.kind]?.(formatIstShort(play.pause.until)) ?? play.pause.kind;
  return `${text} (${T.pauseStarted(formatIstShort(play.pause.startedAt))})`;
}

/** The player's own limits and pauses (contract C1), as they set them; the console only reads them. */
export function ResponsiblePlayPanel({ play }: { play: ResponsiblePlayView | null }) {
  return (
    <section className="player-section" aria-labelledby="player-play">
      <h2 id="player-play">{T.title}</h2>
      {!play ? (
        <p className="card muted">{T.none}</p>
      ) : (
        <>
          <dl className="card player-facts play-facts">
            <div>
              <dt>{T.prompt}</dt>
              <dd>{T.prompts[play.prompt] ?? play.prompt}</dd>
            </div>
            <div>
              <dt>{T.review}</dt>
              <dd>{review(play)}</dd>
            </div>
            <div>
              <dt>{T.realityCheck}</dt>
              <dd>{play.realityCheckMinutes > 0 ? T.realityEvery(play.realityCheckMinutes) : T.realityOff}</dd>
            </div>
            <div>
              <dt>{T.pause}</dt>
              <dd>{pause(play)}</dd>
            </div>
          </dl>
          <h3 className="play-subtitle">{T.limits}</h3>
          <DataTable caption={CAPTIONS.limits} columns={LIMIT_COLUMNS} rowKey={(r) => r.key} empty={T.noLimit}
            rows={(['day', 'week', 'month'] as const).map((key) => ({ key, label: T[key], view: play.depositLimits[key] }))} />
          {play.history.length > 0 && (
            <>
              <h3 className="play-subtitle">{T.history}</h3>
              <ul className="play-history">
                {play.history.slice(0, 10).map((entry) => (
                  <li key={`${entry.at}-${entry.type}`}>
                    <span className="muted">{formatIstShort(entry.at)}</span> · {entry.summary}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
