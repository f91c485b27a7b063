import { useEffect } from 'react';
import { formatIstShort } from '../../../lib/format.js';
import { useDrawsText } from '../draws.strings.js';
import { formatCountdown } from '../model/draw-phase.js';
import type { DrawState } from './timer-panel.js';
import { useServerNow } from './use-server-now.js';

/** How often a round past its next start is read again (real seconds). */
export const STALE_RETRY_MS = 5000;

/**
 * The next-round panel (spec section 4): a countdown to `next_draw_at`, the start of the
 * period's next round; at zero the round is read again (and the dashboard keeps asking
 * until the new round shows).
 */
export function NextRoundPanel({ state }: { state: DrawState }) {
  const t = useDrawsText();
  const now = useServerNow();
  const { draw, isLoading, isError, refetch } = state;
  const startsAt = draw ? Date.parse(draw.next_draw_at) : Number.NaN;
  const remaining = Number.isNaN(startsAt) ? null : startsAt - now;
  const due = remaining !== null && remaining <= 0;
  const id = draw?._id;

  // At zero the round is read again, and every few seconds after until the new round shows
  // (the server opens it on its own schedule; the live stream usually tells first).
  useEffect(() => {
    if (!due || !id) return;
    refetch();
    const timer = setInterval(refetch, STALE_RETRY_MS);
    return () => clearInterval(timer);
  }, [due, id, refetch]);

  return (
    <section className="card draw-panel next-panel" aria-labelledby="next-title" aria-busy={isLoading || undefined}>
      <h2 id="next-title" className="panel-title">{t('nextRound.title')}</h2>
      {isLoading ? (
        <div className="skeleton-block skeleton-line" />
      ) : isError ? (
        <p className="panel-message" role="alert">{t('nextRound.failed')}</p>
      ) : !draw || remaining === null ? (
        <p className="panel-message">{t('nextRound.none')}</p>
      ) : (
        <>
          <p className="next-when">{formatIstShort(draw.next_draw_at)}</p>
          <p className="next-countdown">
            <span className="muted">{t('nextRound.startsIn')}</span> <span className="countdown" role="timer">{formatCountdown(remaining, t)}</span>
          </p>
        </>
      )}
    </section>
  );
}
