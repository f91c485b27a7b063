import type { ResultDelay } from '../api/draws-api.js';
import type { DrawsText } from '../draws.strings.js';

/** What a late result waits for, in words; nothing for a reason this app does not know. */
export function delayReason(t: DrawsText, delay: ResultDelay): string | null {
  return delay.reason === 'beacon' ? t('delay.beacon') : delay.reason === 'approval' ? t('delay.approval') : null;
}

/** The round's declared source, said quietly under the timer (nothing for a round that predates sources). */
export function DrawSource({ t, source }: { t: DrawsText; source: 'rng' | 'manual' | null }) {
  return source ? <p className="draw-source">{t(`source.${source}`)}</p> : null;
}
