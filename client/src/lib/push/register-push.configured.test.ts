import { describe, expect, it, jest } from '@jest/globals';
import { mockFetch } from '../../testing/fetch-mock.js';

// The Firebase SDK stands in as a fake: the test checks what the page does with it.
const getToken = jest.fn(async (_messaging: unknown, _options: unknown) => 'fcm-device-token');
const initializeApp = jest.fn((_config: unknown) => ({ name: 'app' }));
jest.unstable_mockModule('firebase/app', () => ({ initializeApp, getApps: () => [] }));
jest.unstable_mockModule('firebase/messaging', () => ({ getMessaging: () => ({}), getToken, onMessage: () => () => undefined }));

const { registerPush } = await import('./register-push.js');
const { subscribeToToasts } = await import('./notification-toasts.js');

describe('push registration with Firebase configured', () => {
  it("asks permission, uses the app's worker (/sw.js) once active, gets a device token and toasts foreground messages", async () => {
    const firebase = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' };
    mockFetch(() => ({ body: { googleClientId: null, firebase, vapidKey: 'vapid' } }));
    const registration = { scope: '/' };
    const worker = new EventTarget();
    const register = jest.fn(async (_url: string) => ({ scope: '/', installing: {} }));
    Object.defineProperty(navigator, 'serviceWorker', {
      // `ready` gives the registration with an active worker, which Firebase subscribes through.
      value: Object.assign(worker, { register, ready: Promise.resolve(registration) }),
      configurable: true,
    });
    Object.assign(globalThis, { Notification: { requestPermission: async () => 'granted' } });
    try {
      await expect(registerPush()).resolves.toBe('fcm-device-token');
      expect(register).toHaveBeenCalledWith('/sw.js');
      expect(initializeApp).toHaveBeenCalledWith(firebase);
      expect(getToken).toHaveBeenCalledWith({}, { vapidKey: 'vapid', serviceWorkerRegistration: registration });

      const seen: string[] = [];
      const stop = subscribeToToasts((toasts) => seen.push(...toasts.map((t) => `${t.title}: ${t.body}`)));
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'fairdraw-push', title: 'Result', body: 'Vibrant Draw results are out' } }));
      expect(seen).toContain('Result: Vibrant Draw results are out');
      stop();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
