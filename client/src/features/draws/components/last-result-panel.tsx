import { drawPeriod, NUMBERS_PER_TICKET, type PeriodId } from '@draws/draw-periods';
import { useEffect, useRef } from 'react';
import { formatIstShort } from '../../../lib/format.js';
import { useGetLastResultQuery } from '../api/draws-api.js';
import { LAST_RESULT as T } from '../draws.strings.js';
import { BallRow, ballsLabel } from './number-ball.js';

const PLACEHOLDERS = Array.from({ length: NUMBERS_PER_TICKET }, () => null);

/**
 * The period's last result (spec sections 2 and 8): its balls, or 00 placeholders while
 * there is none or the read failed (a silent failure). When a new round opens after one
 * that was not open, the previous round's result is read again (spec section 4).
 */
export function LastResultPanel({ period, drawOpen }: { period: PeriodId; drawOpen: boolean | null }) {
  const { data, refetch } = useGetLastResultQuery(period);
  const seen = useRef<{ period: PeriodId; open: boolean | null } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { period, open: drawOpen };
    if (before?.period === period && before.open === false && drawOpen === true) refetch();
  }, [period, drawOpen, refetch]);
  const hasLetter = drawPeriod(period).hasLetter;
  const complete = data !== undefined && data.numbers.length === NUMBERS_PER_TICKET;
  const numbers = complete ? data.numbers : PLACEHOLDERS;
  const letter = hasLetter ? (complete ? data.letter : null) : undefined;
  return (
    <section className="card draw-panel result-panel" aria-labelledby="result-title">
      <h2 id="result-title" className="panel-title">{T.title}</h2>
      <BallRow numbers={numbers} letter={letter} tone="result" placeholder="00" label={`${T.numbers}: ${ballsLabel(numbers, letter, '00')}`} />
      <p className="muted result-when">{complete && data.result_at ? T.drawnAt(formatIstShort(data.result_at)) : T.none}</p>
    </section>
  );
}
