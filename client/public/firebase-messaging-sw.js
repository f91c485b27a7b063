/* Push worker for Firebase Cloud Messaging, registered by the page only when Firebase
 * web settings are configured (the page passes them in this script's URL). Messages
 * arrive as standard Push API events carrying FCM's JSON payload, so the worker handles
 * them itself without loading any SDK from a third-party host: a page in view gets the
 * message (shown as a toast there), otherwise the worker shows a system notification. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
