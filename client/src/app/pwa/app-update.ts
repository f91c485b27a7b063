import { watchedValue } from '../../lib/watched-value.js';

/**
 * A new version of the app, installed by the service worker and waiting (issue 14).
 *
 * The worker keeps a new version waiting while a page runs the old one (public/sw.js), so an
 * open page never loses the chunks it may still load. This module notices the waiting
 * version, lets the update banner offer it, and on the player's word asks the worker to take
 * over ({ type: 'SKIP_WAITING' }) and reloads once it has. An open page also asks for updates
 * every hour, not only when it is opened.
 */
const waiting = watchedValue<{ worker: ServiceWorker; container: ServiceWorkerContainer } | null>(null);
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Follows a registration: a version already waiting, and each one found later once installed. */
export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): () => void {
  // The first version (no page controlled yet) takes over by itself: nothing to offer.
  const offerIfWaiting = () => {
    if (registration.waiting && container.controller && waiting.get()?.worker !== registration.waiting) {
      waiting.set({ worker: registration.waiting, container });
    }
  };
  offerIfWaiting();
  const onUpdateFound = () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  };
  registration.addEventListener('updatefound', onUpdateFound);
  const timer = setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
  return () => {
    registration.removeEventListener('updatefound', onUpdateFound);
    clearInterval(timer);
  };
}

/** Asks the waiting version to take over and reloads the page when it has. */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  const next = waiting.get();
  if (!next) return;
  next.container.addEventListener('controllerchange', () => reload(), { once: true });
  next.worker.postMessage({ type: 'SKIP_WAITING' });
}

/** Whether a new version waits for the player's word. */
export function useUpdateWaiting(): boolean {
  return waiting.useSelected((current) => current !== null);
}

/** For tests: forget the waiting version. */
export function resetUpdateForTests(): void {
  waiting.set(null);
}
