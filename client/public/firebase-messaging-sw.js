/* Push worker for Firebase Cloud Messaging, registered by the page only when Firebase
 * web settings are configured (the page passes them in this script's URL). Background
 * messages arrive as standard Push API events carrying FCM's JSON payload, so the worker
 * shows them itself without loading any SDK from a third-party host. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = notification.title || data.title || 'Fairdraw';
  const options = { body: notification.body || data.body || '', icon: notification.icon, data: { link: data.link || '/' } };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  event.waitUntil(self.clients.openWindow(link));
});
