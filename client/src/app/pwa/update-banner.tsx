import { useAppText } from '../app.strings.js';
import { applyUpdate, useUpdateWaiting } from './app-update.js';
import './pwa.css';

/**
 * Above every page when a new version of the app is installed and waiting (app-update.ts):
 * the player chooses when to reload, so nothing typed is lost to a reload they did not ask for.
 */
export function UpdateBanner() {
  const t = useAppText();
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" className="update-banner-reload" onClick={() => applyUpdate()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
