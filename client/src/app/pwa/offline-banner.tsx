import { useOffline } from '../../lib/connectivity.js';
import { useAppText } from '../app.strings.js';
import './pwa.css';

/**
 * Above every page while the browser is offline or the server cannot be reached
 * (lib/connectivity.ts), announced politely; it goes when the app is back online. Offline
 * the page itself comes from the service worker's cached shell (public/sw.js).
 */
export function OfflineBanner() {
  const t = useAppText();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p className="offline-banner" role="status">
      {t('offline.banner')}
    </p>
  );
}
