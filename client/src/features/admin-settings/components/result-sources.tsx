import { DRAW_PERIODS, type PeriodId } from '@draws/draw-periods';
import type { ResultSource } from '../api/settings-api.js';
import { periodKey, useSettingsText } from '../admin-settings.strings.js';

/**
 * Each period's result source now, with what each source means and when a change takes
 * effect: admins and auditors alike read this (only admins are offered the button).
 */
export function ResultSources({ sources }: { sources: Partial<Record<PeriodId, ResultSource>> }) {
  const t = useSettingsText();
  return (
    <div className="settings-sources">
      <dt>{t('page.resultSource')}</dt>
      <dd>
        <ul className="settings-prices">
          {DRAW_PERIODS.map((period) => {
            const source = sources[period.id];
            return (
              <li key={period.id}>
                <span>{t(periodKey(period.id))}</span> <strong>{source ? t(`source.${source}`) : t('page.notSet')}</strong>
              </li>
            );
          })}
        </ul>
        <ul className="source-legend muted small">
          <li><strong>{t('source.rng')}</strong>: {t('source.rngHelp')}</li>
          <li><strong>{t('source.manual')}</strong>: {t('source.manualHelp')}</li>
          <li>{t('source.appliesNext')}</li>
        </ul>
      </dd>
    </div>
  );
}
