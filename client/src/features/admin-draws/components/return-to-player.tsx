import { drawPeriod, type PeriodId, type PrizeMode } from '@draws/draw-periods';
import { useAdminDrawsText } from '../admin-draws.strings.js';
import { liveReturn, type FormValues } from '../jackpot-form.js';


/**
 * The theoretical return to player of what is typed (DESIGN.md section 3): a ticket plays
 * every mode of its period, so the figure is their sum; each mode's share beside it. Above
 * 100% the house pays out more than it takes, which the modal says in words.
 */
export function ReturnToPlayer({ period, forms }: { period: PeriodId; forms: Partial<Record<PrizeMode, FormValues>> }) {
  const t = useAdminDrawsText();
  const shown = (value: number | null | undefined) => (value === null || value === undefined ? t('rtp.notComputed') : t('rtp.percent', { value }));
  const live = liveReturn(period, forms);
  const modes = drawPeriod(period).modes;
  const over = live.period !== null && live.period > 100;
  return (
    <section className={over ? 'jackpot-rtp jackpot-rtp-over' : 'jackpot-rtp'} aria-live="polite">
      <div className="jackpot-rtp-figure">
        <span>{t('rtp.title')}</span>
        <strong data-testid="rtp">{shown(live.period)}</strong>
      </div>
      {modes.length > 1 && (
        <p className="jackpot-rtp-modes">
          {(['any', 'sequence'] as const).map((m) => t('rtp.perMode', { mode: m === 'any' ? t('jackpot.any') : t('jackpot.sequence'), value: shown(live.modes[m]) })).join(' · ')}
        </p>
      )}
      {over && (
        <p className="jackpot-rtp-warning" role="alert">
          {t('rtp.overPaying')}
        </p>
      )}
    </section>
  );
}
