import { APP_WORKER_PATH } from '../../lib/app-worker.js';
import { watchForUpdates } from './app-update.js';

/**
 * Registers the app's service worker (public/sw.js: the offline shell and pushes) once the
 * page has loaded, so its install (which downloads the shell) never competes with the
 * first paint; then follows it for new versions (app-update.ts). main.tsx calls it in
 * production builds only: in development Vite's modules are not the build's, and tests
 * have no worker.
 */
export function registerAppWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const container = navigator.serviceWorker;
    container.register(APP_WORKER_PATH).then((registration) => {
      watchForUpdates(registration, container);
    }, (error: unknown) => {
      // The app works without it, only not offline.
      console.warn('Service worker registration failed:', error instanceof Error ? error.message : error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
