import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { readStoredSession, STORAGE_KEYS } from '../../lib/session-storage.js';
import { NotificationToasts } from '../../components/ui/notification-toasts.js';
import { DocumentTitle } from '../document-title.js';
import { OfflineBanner } from '../pwa/offline-banner.js';
import { UpdateBanner } from '../pwa/update-banner.js';
import { useAppDispatch, useAppStore } from '../hooks.js';
import { selectSession, sessionRestored } from './session-slice.js';

const KEYS = new Set<string>(Object.values(STORAGE_KEYS));

/**
 * Root route element: reads the stored session once on load if the store did not start with
 * it (guards show a spinner until then), follows logins and logouts made in other tabs, and keeps the document title on
 * the page shown. Above every page, the offline banner when the server is out of reach
 * and the update banner when a new version waits.
 */
export function SessionGate() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    // The app's store starts with the stored session (provider.tsx); a store made without it is filled here.
    if (selectSession(store.getState()).type === 'loading') dispatch(sessionRestored(readStoredSession()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || KEYS.has(event.key)) dispatch(sessionRestored(readStoredSession()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, store]);
  return (
    <>
      <DocumentTitle />
      <OfflineBanner />
      <UpdateBanner />
      <Outlet />
      <NotificationToasts />
    </>
  );
}
