import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { readStoredSession, STORAGE_KEYS } from '../../lib/session-storage.js';
import { NotificationToasts } from '../../components/ui/notification-toasts.js';
import { DocumentTitle } from '../document-title.js';
import { useAppDispatch } from '../hooks.js';
import { sessionRestored } from './session-slice.js';

const KEYS = new Set<string>(Object.values(STORAGE_KEYS));

/**
 * Root route element: reads the stored session once on load (guards show a spinner until
 * then), follows logins and logouts made in other tabs, and keeps the document title on
 * the page shown.
 */
export function SessionGate() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionRestored(readStoredSession()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || KEYS.has(event.key)) dispatch(sessionRestored(readStoredSession()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <NotificationToasts />
    </>
  );
}
