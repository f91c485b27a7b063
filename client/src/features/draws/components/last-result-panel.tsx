import { drawPeriod, NUMBERS_PER_TICKET, type PeriodId } from '@draws/draw-periods';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';
import { formatIstShort } from '../../../lib/format.js';
import { useGetLastResultQuery, useGetResultDelayQuery, type Draw } from '../api/draws-api.js';
import { periodName, useDrawsText } from '../draws.strings.js';
import { delayReason } from './delay-notice.js';
import { useServerNow } from './use-server-now.js';

const PLACEHOLDERS = Array.from({ length: NUMBERS_PER_TICKET }, () => null);
/** After draw_at, how often and how many times the result is asked for until it is the round's. */
export const RESULT_RETRY_MS = 5000;
export const RESULT_RETRIES = 12;

/**
 * Reads the result again when the shown round's draw_at passes (results appear then:
 * DESIGN.md section 2), and every few seconds for a minute after until it is that round's,
 * since a reading of the server's clock may be a moment early. A manual result that comes
 * later still is announced by the live `settled` event, which refreshes it too.
 */
function useResultAtDrawTime(draw: Draw | null | undefined, resultDrawId: string | null | undefined, refetch: () => void) {
  const now = useServerNow();
  const drawAt = draw ? Date.parse(draw.draw_at) : Number.NaN;
  const due = !!draw && draw.status !== 'open' && Number.isFinite(drawAt) && now >= drawAt;
  // Only just after draw_at: a result long overdue (a manual one) comes with the `settled` event.
  const awaited = due && now - drawAt < RESULT_RETRIES * RESULT_RETRY_MS && resultDrawId !== undefined && resultDrawId !== draw._id;
  const tries = useRef<{ id: string; count: number } | null>(null);
  // The same round, not yet due at the last look and due now: its draw_at just passed.
  const last = useRef<{ id: string; due: boolean } | null>(null);
  const id = draw?._id ?? null;
  useEffect(() => {
    const before = last.current;
    last.current = id ? { id, due } : null;
    if (before && before.id === id && !before.due && due) refetch();
  }, [id, due, refetch]);
  useEffect(() => {
    if (!awaited || !draw) return;
    if (tries.current?.id !== draw._id) tries.current = { id: draw._id, count: 0 };
    const state = tries.current;
    if (state.count >= RESULT_RETRIES) return;
    const timer = setInterval(() => {
      if (state.count++ >= RESULT_RETRIES) return clearInterval(timer);
      refetch();
    }, RESULT_RETRY_MS);
    return () => clearInterval(timer);
  }, [awaited, draw, refetch]);
}

/**
 * The period's last result (spec sections 2 and 8): its balls, or 00 placeholders while
 * there is none or the read failed (a silent failure), with links to the round's proof
 * and to the period's results. When a new round opens after one that was not open, the
 * previous round's result is read again (spec section 4); so it is at the shown round's
 * draw_at. A later round whose result the live stream said is delayed is named here too.
 */
export function LastResultPanel({ period, drawOpen, draw }: { period: PeriodId; drawOpen: boolean | null; draw?: Draw | null }) {
  const t = useDrawsText();
  const { data, refetch } = useGetLastResultQuery(period);
  const seen = useRef<{ period: PeriodId; open: boolean | null } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { period, open: drawOpen };
    if (before?.period === period && before.open === false && drawOpen === true) refetch();
  }, [period, drawOpen, refetch]);
  useResultAtDrawTime(draw?.period === period ? draw : null, data?.draw_id, refetch);
  // A later round's delay (the timer shows a round of its own by then, or no round): said here.
  const delayed = useGetResultDelayQuery(period).data;
  const lateRound = delayed && delayed.draw_id !== data?.draw_id && !(draw?._id === delayed.draw_id && draw.delay) ? delayed : null;
  const p = drawPeriod(period);
  const complete = data !== undefined && data.numbers.length === NUMBERS_PER_TICKET;
  const numbers = complete ? data.numbers : PLACEHOLDERS;
  const letter = p.hasLetter ? (complete ? data.letter : null) : undefined;
  return (
    <section className="card draw-panel result-panel" aria-labelledby="result-title">
      <h2 id="result-title" className="panel-title">{t('lastResult.title')}</h2>
      <BallRow numbers={numbers} letter={letter} tone="result" placeholder="00" label={t('lastResult.numbers', { balls: ballsLabel(numbers, letter, '00') })} />
      <p className="muted result-when">{complete && data.result_at ? t('lastResult.drawnAt', { when: formatIstShort(data.result_at) }) : t('lastResult.none')}</p>
      {lateRound && (
        <p className="result-delayed" role="status">
          <strong>{t('delay.latest')}</strong> {delayReason(t, lateRound)}
        </p>
      )}
      <p className="result-links">
        {complete && data.draw_id && <Link to={`/draws/${encodeURIComponent(data.draw_id)}/proof`}>{t('lastResult.proof')}</Link>}
        <Link to={`/results/${period}`}>{t('lastResult.history', { name: periodName(t, period) })}</Link>
      </p>
    </section>
  );
}
