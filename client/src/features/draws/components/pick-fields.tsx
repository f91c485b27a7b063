import { drawPeriod, LETTERS, type PeriodId } from '@draws/draw-periods';
import { useMemo } from 'react';
import { SelectField } from '../../../components/ui/select-field.js';
import { useDrawsText } from '../draws.strings.js';
import type { DraftPick } from '../model/ticket-check.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The five number dropdowns (and the weekly letter), options from the period's range in
 * the shared draw table, with the pick shown as balls above them.
 */
export function PickFields({ period, pick, onChange, disabled }: {
  period: PeriodId;
  pick: DraftPick;
  onChange: (pick: DraftPick) => void;
  disabled: boolean;
}) {
  const t = useDrawsText();
  const { minNumber, maxNumber, hasLetter } = drawPeriod(period);
  const options = useMemo(
    () => Array.from({ length: maxNumber - minNumber + 1 }, (_, i) => ({ value: String(minNumber + i), label: two(minNumber + i) })),
    [minNumber, maxNumber],
  );
  const letters = useMemo(() => LETTERS.map((l) => ({ value: l, label: l })), []);
  const letter = hasLetter ? pick.letter : undefined;
  const shown = pick.numbers.map((n) => (n === '' ? null : Number(n)));
  return (
    <>
      <BallRow numbers={shown} letter={letter} size="lg" label={ballsLabel(shown, letter)} />
      <div className={`pick-grid${hasLetter ? ' pick-grid-letter' : ''}`}>
        {pick.numbers.map((value, i) => (
          <SelectField
            key={i}
            label={t('ticket.number', { index: i + 1 })}
            options={options}
            placeholder={t('ticket.choose')}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange({ ...pick, numbers: pick.numbers.map((n, j) => (j === i ? event.target.value : n)) })}
          />
        ))}
        {hasLetter && (
          <SelectField
            label={t('ticket.letter')}
            options={letters}
            placeholder={t('ticket.choose')}
            value={pick.letter}
            disabled={disabled}
            onChange={(event) => onChange({ ...pick, letter: event.target.value })}
          />
        )}
      </div>
    </>
  );
}
