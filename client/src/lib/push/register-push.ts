import { appWorkerRegistration } from '../app-worker.js';
import { loadClientConfig } from '../client-config.js';
import { showNotificationToast } from './notification-toasts.js';

/**
 * Push registration (spec sections 4 and 5): notification permission, the app's service
 * worker (it handles pushes itself: lib/app-worker.ts), then a device token from Firebase
 * Cloud Messaging. Returns null when Firebase web settings are not configured: then
 * nothing is requested. The Firebase SDK is loaded only here, on demand, so it never
 * weighs on the first page.
 */
export async function registerPush(): Promise<string | null> {
  const config = await loadClientConfig();
  if (!config.firebase || !config.vapidKey) return null;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    throw new Error('Service Worker not supported');
  }
  if (typeof Notification === 'undefined') throw new Error('Notification permission denied');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notification permission denied');

  const registration = await appWorkerRegistration();
  listenForForegroundMessages();
  const [{ initializeApp, getApps }, { getMessaging, getToken, onMessage }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  const app = getApps()[0] ?? initializeApp(config.firebase);
  const messaging = getMessaging(app);
  const token = await getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
  onMessage(messaging, (payload) => {
    const title = payload.notification?.title ?? 'Fairdraw';
    showNotificationToast(title, payload.notification?.body ?? '');
  });
  return token || null;
}

let listening = false;

/** The push worker hands messages to a page in view; they show as toasts. */
function listenForForegroundMessages(): void {
  if (listening) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { type?: string; title?: string; body?: string } | null;
    if (message?.type === 'fairdraw-push') showNotificationToast(message.title ?? 'Fairdraw', message.body ?? '');
  });
}
