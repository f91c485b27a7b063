import { DRAW_PERIODS, type PeriodId } from '@draws/draw-periods';
import { useRef, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.js';
import { drawName, periodLabel, useDrawsText } from '../draws.strings.js';

/** Spec section 9: the large draw label shows above 1919 px. */
export const LARGE_LABEL_QUERY = '(min-width: 1920px)';

/**
 * The period tabs (3 hours ... Weekly), with the draw's name ('Vibrant Draw') as a large
 * label on wide screens. Arrow keys, Home and End move between them (ARIA tabs pattern).
 */
export function PeriodTabs({ value, onChange }: { value: PeriodId; onChange: (period: PeriodId) => void }) {
  const t = useDrawsText();
  const large = useMediaQuery(LARGE_LABEL_QUERY);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const last = DRAW_PERIODS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index + 1) % DRAW_PERIODS.length
      : event.key === 'ArrowLeft' ? (index + last) % DRAW_PERIODS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    onChange(DRAW_PERIODS[target]!.id);
    tabs.current[target]?.focus();
  };
  return (
    <div className="period-tabs" role="tablist" aria-label={t('dashboard.periodsLabel')}>
      {DRAW_PERIODS.map((period, index) => (
        <button
          key={period.id}
          ref={(node) => {
            tabs.current[index] = node;
          }}
          type="button"
          role="tab"
          id={`period-tab-${period.id}`}
          aria-selected={period.id === value}
          aria-controls="draw-panels"
          tabIndex={period.id === value ? 0 : -1}
          className="period-tab"
          onClick={() => onChange(period.id)}
          onKeyDown={(event) => onKey(event, index)}
        >
          {large && <span className="period-tab-large">{drawName(t, period.id)}</span>}
          <span className="period-tab-label">{periodLabel(t, period.id)}</span>
        </button>
      ))}
    </div>
  );
}
