/**
 * The app's one service worker (public/sw.js, issue 14): the offline shell and pushes.
 * The app registers it at startup (app/pwa); push registration asks for the same one.
 */
export const APP_WORKER_PATH = '/sw.js';

/**
 * The worker's registration once it has an active worker (Firebase subscribes to pushes
 * through it, which needs one), registering it first if the page has not yet: the same
 * URL twice is one registration.
 */
export async function appWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(APP_WORKER_PATH);
  return navigator.serviceWorker.ready;
}
