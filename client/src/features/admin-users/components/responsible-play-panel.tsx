import { useMemo } from 'react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { useUsersText, type UsersText } from '../admin-users.strings.js';
import type { LimitView, ResponsiblePlayView } from '../api/player-detail.js';

type LimitRow = { key: 'day' | 'week' | 'month'; label: string; view: LimitView };

const PERIODS = { day: 'play.day', week: 'play.week', month: 'play.month' } as const;
const PROMPTS = { unanswered: 'play.promptUnanswered', limits_set: 'play.promptLimitsSet', declined: 'play.promptDeclined' } as const;
const PAUSES = { cool_off: 'play.coolOff', self_exclusion: 'play.selfExclusion' } as const;

function limitColumns(t: UsersText): DataColumn<LimitRow>[] {
  const money = (value: number | null) => (value === null ? t('play.noLimit') : formatRupees(value));
  return [
    { key: 'period', header: t('play.period'), cell: (r) => r.label },
    { key: 'limit', header: t('play.limit'), cell: (r) => money(r.view.limit) },
    {
      key: 'pending',
      header: t('play.pendingChange'),
      cell: (r) => (r.view.pending ? t('play.pendingTo', { limit: money(r.view.pending.limit), at: formatIstShort(r.view.pending.effectiveAt) }) : '—'),
    },
    { key: 'used', header: t('play.used'), cell: (r) => formatRupees(r.view.used) },
    { key: 'remaining', header: t('play.remaining'), cell: (r) => money(r.view.remaining) },
    { key: 'resets', header: t('play.resets'), cell: (r) => formatIstShort(r.view.resetsAt) || '—' },
  ];
}

function review(t: UsersText, play: ResponsiblePlayView): string {
  const last = play.lastReviewedAt ? t('play.reviewed', { at: formatIstShort(play.lastReviewedAt) }) : t('play.reviewNever');
  const next = play.reviewDue ? t('play.reviewDue') : play.nextReviewAt ? t('play.reviewNext', { at: formatIstShort(play.nextReviewAt) }) : '';
  return [next, last].filter(Boolean).join(' · ');
}

function pause(t: UsersText, play: ResponsiblePlayView): string {
  if (!play.pause) return t('play.noPause');
  const key = PAUSES[play.pause.kind as keyof typeof PAUSES];
  const text = key ? t(key, { until: formatIstShort(play.pause.until) }) : play.pause.kind;
  return t('play.pauseSince', { pause: text, at: formatIstShort(play.pause.startedAt) });
}

function prompt(t: UsersText, answer: string): string {
  const key = PROMPTS[answer as keyof typeof PROMPTS];
  return key ? t(key) : answer;
}

/** The player's own limits and pauses (contract C1), as they set them; the console only reads them. */
export function ResponsiblePlayPanel({ play }: { play: ResponsiblePlayView | null }) {
  const t = useUsersText();
  const columns = useMemo(() => limitColumns(t), [t]);
  return (
    <section className="player-section" aria-labelledby="player-play">
      <h2 id="player-play">{t('play.title')}</h2>
      {!play ? (
        <p className="card muted">{t('play.none')}</p>
      ) : (
        <>
          <dl className="card player-facts play-facts">
            <div>
              <dt>{t('play.prompt')}</dt>
              <dd>{prompt(t, play.prompt)}</dd>
            </div>
            <div>
              <dt>{t('play.review')}</dt>
              <dd>{review(t, play)}</dd>
            </div>
            <div>
              <dt>{t('play.realityCheck')}</dt>
              <dd>{play.realityCheckMinutes > 0 ? t('play.realityEvery', { minutes: play.realityCheckMinutes }) : t('play.realityOff')}</dd>
            </div>
            <div>
              <dt>{t('play.pause')}</dt>
              <dd>{pause(t, play)}</dd>
            </div>
          </dl>
          <h3 className="play-subtitle">{t('play.limits')}</h3>
          <DataTable caption={t('play.limitsCaption')} columns={columns} rowKey={(r) => r.key} empty={t('play.noLimit')}
            rows={(['day', 'week', 'month'] as const).map((key) => ({ key, label: t(PERIODS[key]), view: play.depositLimits[key] }))} />
          {play.history.length > 0 && (
            <>
              <h3 className="play-subtitle">{t('play.history')}</h3>
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
