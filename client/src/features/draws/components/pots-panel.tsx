import { drawPeriod, type PeriodId } from '@draws/draw-periods';
import { formatRupees } from '../../../lib/format.js';
import { useGetPotsQuery } from '../api/draws-api.js';
import { potName, useDrawsText } from '../draws.strings.js';

/** A slow read of the pots besides the live stream: a missed event or a blocked stream costs at most this. */
export const POTS_POLL_MS = 30_000;
/** A pot the server cannot tell yet. */
const UNAVAILABLE = '—';

/**
 * The live jackpot and mini-pot of the period's open round (DESIGN.md section 3): each
 * grows with the round's sales, and the live stream updates it without a reload.
 */
export function PotsPanel({ period }: { period: PeriodId }) {
  const t = useDrawsText();
  const { data, isLoading } = useGetPotsQuery(period, { pollingInterval: POTS_POLL_MS, skipPollingIfUnfocused: true });
  const p = drawPeriod(period);
  return (
    <section className="card draw-panel pots-panel" aria-labelledby="pots-title" aria-busy={isLoading || undefined}>
      <h2 id="pots-title" className="panel-title">{t('pots.title')}</h2>
      <div className="pots">
        {p.pots.map((pot) => {
          const amount = pot.name === 'jackpot' ? data?.jackpot : data?.minipot;
          const hint = pot.name === 'minipot' ? t('pots.minipotHint') : pot.needsLetter ? t('pots.jackpotHint.letter') : t(`pots.jackpotHint.${pot.mode}`);
          return (
            <div key={pot.name} className={`pot pot-${pot.name}`} data-testid={`pot-${pot.name}`}>
              <span className="pot-name">{potName(t, pot.name)}</span>
              {isLoading ? (
                <span className="skeleton-block pot-skeleton" aria-hidden="true" />
              ) : (
                <span className="pot-amount">{amount === null || amount === undefined ? UNAVAILABLE : formatRupees(amount)}</span>
              )}
              <span className="pot-hint">{hint}</span>
            </div>
          );
        })}
      </div>
      <p className="muted pot-note">{t('pots.growing')}</p>
    </section>
  );
}
