import { drawPeriod, NUMBERS_PER_TICKET, type PeriodId } from '@draws/draw-periods';
import { formatIstShort } from '../../../lib/format.js';
import { useGetLastResultQuery } from '../api/draws-api.js';
import { LAST_RESULT as T } from '../draws.strings.js';
import { BallRow, ballsLabel } from './number-ball.js';

const PLACEHOLDERS = Array.from({ length: NUMBERS_PER_TICKET }, () => null);

/**
 * The period's last result (spec sections 2 and 8): its balls, or 00 placeholders while
 * there is none or the read failed (a silent failure).
 */
export function LastResultPanel({ period }: { period: PeriodId }) {
  const { data } = useGetLastResultQuery(period);
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
