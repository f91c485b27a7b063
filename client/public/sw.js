/* Fairdraw's one service worker (issue 14): the app shell offline, and pushes.
 *
 * The build (client/vite-plugins/service-worker.ts) writes the shell's files and their
 * version into BUILD below. In development BUILD stays null: the worker then only handles
 * pushes and leaves every request to the network (Vite's modules are not hashed).
 *
 * - Install: caches the shell ('/' as the server sends it, the JS and CSS that page loads,
 *   the manifest and icons) in a cache named after the version. If one file fails, the
 *   install fails and the version before keeps serving.
 * - Pages: network first (with navigation preload); offline, or when a proxy cannot reach
 *   the server, the cached shell, which shows the app's offline banner.
 * - /assets/*: content-hashed, so cache first; the lazy pages are kept as they are loaded.
 * - API calls (/user, /admin, /api, /live, /notifications, /health) never go near a cache.
 * - A new version waits until no page runs the old one (the browser's default), so an open
 *   page never loses the chunks it may still load; the first version, or one replacing the
 *   old push-only worker (which cached nothing), takes over at once. Activation removes
 *   every other version's cache. The page offers a waiting version to the player (its
 *   update banner) and, on their word, sends { type: 'SKIP_WAITING' } and reloads.
 */
const BUILD = null;

const CACHE_PREFIX = 'fairdraw-';
const CACHE = BUILD ? `${CACHE_PREFIX}${BUILD.version}` : null;
const SHELL = '/';
const API = /^\/(user|admin|api|live|notifications|health)(\/|$)/;
/** Paths the server answers itself, never with the app (client-pages.ts isNavigation). */
const NOT_A_PAGE = /^\/(api|health)(\/|$)|\.[a-z0-9]+$/i;
/** A proxy's answers when the server is away: the shell does better. */
const GATEWAY_FAILURE = new Set([502, 504]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (BUILD) await cacheShell();
      const active = self.registration.active;
      if (!active || new URL(active.scriptURL).pathname !== '/sw.js') await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const preload = self.registration.navigationPreload;
      if (preload) await (BUILD ? preload.enable() : preload.disable());
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting());
});

async function cacheShell() {
  const cache = await caches.open(CACHE);
  // The server sends index.html to a request that accepts HTML (with the page's CSP); the
  // hashed files may come from the HTTP cache, the others are fetched fresh.
  await cache.addAll([
    new Request(SHELL, { headers: { Accept: 'text/html' }, cache: 'no-cache' }),
    ...BUILD.files.map((url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' })),
  ]);
}

if (BUILD) {
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    if (request.mode === 'navigate') {
      if (!NOT_A_PAGE.test(url.pathname)) event.respondWith(page(event));
      return;
    }
    // API calls: always the network, never stored.
    if (API.test(url.pathname)) return;
    if (url.pathname.startsWith('/assets/') || BUILD.files.includes(url.pathname)) event.respondWith(cacheFirst(event));
  });
}

async function page(event) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (!GATEWAY_FAILURE.has(response.status)) return response;
    return (await cachedShell()) || response;
  } catch (error) {
    const shell = await cachedShell();
    if (shell) return shell;
    throw error;
  }
}

async function cachedShell() {
  const cache = await caches.open(CACHE);
  return cache.match(SHELL, { ignoreVary: true });
}

async function cacheFirst(event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === 'basic' && new URL(event.request.url).pathname.startsWith('/assets/')) {
    event.waitUntil(cache.put(event.request, response.clone()));
  }
  return response;
}

/* Pushes from Firebase Cloud Messaging arrive as standard Push API events carrying FCM's
 * JSON payload, so the worker handles them without loading any SDK from a third-party
 * host: a page in view gets the message (shown as a toast there), otherwise the worker
 * shows a system notification. */
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = notification.title || data.title || 'Fairdraw';
  const body = notification.body || data.body || '';
  const options = { body, icon: notification.icon, data: { link: data.link || '/' } };
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const inView = windows.filter((client) => client.visibilityState === 'visible');
      if (inView.length === 0) return self.registration.showNotification(title, options);
      for (const client of inView) client.postMessage({ type: 'fairdraw-push', title, body });
      return undefined;
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  event.waitUntil(self.clients.openWindow(link));
});
