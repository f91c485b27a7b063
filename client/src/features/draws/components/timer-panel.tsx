import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { drawsBaseApi, type Draw } from '../api/draws-api.js';
import { useDrawsText } from '../draws.strings.js';
import { formatCountdown, formatElapsed, phaseAt, type PhaseNow } from '../model/draw-phase.js';
import { DrawSource, delayReason } from './delay-notice.js';
import { Ring } from './ring.js';
import { useServerNow } from './use-server-now.js';

export interface DrawState {
  draw: Draw | null | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The server says when sales ended: a round it reports closed is past 'close' even if this
 * browser's reading of the server's clock lags.
 */
function sureOfClose(draw: Draw, now: PhaseNow): PhaseNow {
  return draw.status !== 'open' && now.phase === 'close' ? { phase: 'result', remainingMs: Date.parse(draw.draw_at) - Date.parse(draw.close_at), progress: 0 } : now;
}

/**
 * The timer panel (spec section 4): a ring counting down to the close of sales, then to the
 * result; when both have passed, 'Result Available' with the round's start, the time since
 * and the next draw, or, when the result is due and not out, that it is delayed and why
 * (not a countdown stuck at zero). Each phase's end refetches the round.
 */
export function TimerPanel({ state }: { state: DrawState }) {
  const t = useDrawsText();
  const now = useServerNow();
  const { draw, isLoading, isError, refetch } = state;
  const current = draw ? sureOfClose(draw, phaseAt(draw, now)) : null;
  const seen = useRef<string | null>(null);

  const dispatch = useDispatch();
  // A countdown that reached zero (the phase moved on under the same round) refetches it,
  // and the player's tickets of the period, whose status the close changes.
  const key = draw && current ? `${draw._id}:${current.phase}` : null;
  const period = draw?.period;
  useEffect(() => {
    const previous = seen.current;
    seen.current = key;
    if (previous && key && previous !== key && previous.split(':')[0] === key.split(':')[0]) {
      refetch();
      if (period) dispatch(drawsBaseApi.util.invalidateTags([{ type: 'Tickets', id: period }]));
    }
  }, [key, refetch, period, dispatch]);

  return (
    <section className="card draw-panel timer-panel" aria-labelledby="timer-title" aria-busy={isLoading || undefined}>
      <h2 id="timer-title" className="panel-title">{t('timer.title')}</h2>
      {isLoading ? (
        <div className="timer-body">
          <div className="ring-skeleton skeleton-block" role="status" aria-label={t('timer.loading')} />
        </div>
      ) : isError ? (
        <p className="panel-message" role="alert">{t('timer.failed')}</p>
      ) : !draw || !current ? (
        <p className="panel-message">{t('timer.noDraws')}</p>
      ) : current.phase === 'closed' && draw.delay ? (
        <div className="timer-body timer-closed" data-phase="delayed">
          <p className="timer-available" role="status">{t('delay.title')}</p>
          {delayReason(t, draw.delay) && <p className="timer-delay-reason">{delayReason(t, draw.delay)}</p>}
          <dl className="facts">
            <div><dt>{t('timer.startDate')}</dt><dd>{formatIstShort(draw.start_at)}</dd></div>
            <div><dt>{t('delay.since')}</dt><dd>{formatIstShort(draw.delay.since)}</dd></div>
            <div><dt>{t('timer.nextDraw')}</dt><dd>{formatIstShort(draw.next_draw_at)}</dd></div>
          </dl>
        </div>
      ) : current.phase === 'closed' ? (
        <div className="timer-body timer-closed" data-phase="closed">
          <p className="timer-available">{t('timer.resultAvailable')}</p>
          <dl className="facts">
            <div><dt>{t('timer.startDate')}</dt><dd>{formatIstShort(draw.start_at)}</dd></div>
            <div><dt>{t('timer.sinceStart')}</dt><dd>{formatElapsed(now - Date.parse(draw.start_at), t)}</dd></div>
            <div><dt>{t('timer.nextDraw')}</dt><dd>{formatIstShort(draw.next_draw_at)}</dd></div>
          </dl>
        </div>
      ) : (
        <div className="timer-body" data-phase={current.phase}>
          <Ring progress={current.progress}>
            <span className="ring-label">{current.phase === 'close' ? t('timer.closesIn') : t('timer.resultIn')}</span>
            <span className={current.remainingMs >= 86_400_000 ? 'ring-time ring-time-days' : 'ring-time'} role="timer" aria-live="off">
              {formatCountdown(current.remainingMs, t)}
            </span>
          </Ring>
          <dl className="facts">
            <div><dt>{t('timer.closesAt')}</dt><dd>{formatIstShort(draw.close_at)}</dd></div>
            <div><dt>{t('timer.resultAt')}</dt><dd>{formatIstShort(draw.draw_at)}</dd></div>
            <div><dt>{t('timer.ticketPrice')}</dt><dd>{formatRupees(draw.round_amount)}</dd></div>
          </dl>
        </div>
      )}
      {draw && !isLoading && !isError && <DrawSource t={t} source={draw.source} />}
    </section>
  );
}
