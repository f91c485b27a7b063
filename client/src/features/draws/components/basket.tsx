import { drawPeriod, type PeriodId } from '@draws/draw-periods';
import { useDrawsText } from '../draws.strings.js';
import type { DraftPick } from '../model/ticket-check.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';

/** The tickets added so far, bought together with the one being picked. */
export function Basket({ period, tickets, onRemove, disabled }: { period: PeriodId; tickets: DraftPick[]; onRemove: (index: number) => void; disabled: boolean }) {
  const t = useDrawsText();
  if (tickets.length === 0) return null;
  const hasLetter = drawPeriod(period).hasLetter;
  return (
    <div className="basket">
      <h3 className="basket-title">{t('ticket.basket')}</h3>
      <ol className="basket-list">
        {tickets.map((ticket, i) => {
          const numbers = ticket.numbers.map(Number);
          const letter = hasLetter ? ticket.letter : undefined;
          return (
            <li key={`${i}-${ticket.numbers.join('.')}${ticket.letter}`} className="basket-item">
              <BallRow numbers={numbers} letter={letter} size="sm" label={ballsLabel(numbers, letter)} />
              <button type="button" className="basket-remove" aria-label={t('ticket.remove', { index: i + 1 })} disabled={disabled} onClick={() => onRemove(i)}>
                ×
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
