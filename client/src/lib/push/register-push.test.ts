import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { mockFetch } from '../../testing/fetch-mock.js';
import { forgetClientConfig } from '../client-config.js';
import { registerPush } from './register-push.js';

const configured = { googleClientId: null, firebase: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' }, vapidKey: 'v' };

describe('push registration', () => {
  afterEach(() => forgetClientConfig());

  it('requests nothing when Firebase web settings are not configured', async () => {
    mockFetch(() => ({ body: { googleClientId: null, firebase: null, vapidKey: null } }));
    const request = jest.fn(async () => 'granted');
    Object.assign(globalThis, { Notification: { requestPermission: request } });
    await expect(registerPush()).resolves.toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it("fails with 'Service Worker not supported' when the browser has none", async () => {
    mockFetch(() => ({ body: configured }));
    expect('serviceWorker' in navigator).toBe(false);
    await expect(registerPush()).rejects.toThrow('Service Worker not supported');
  });

  it("fails with 'Notification permission denied' when permission is refused", async () => {
    mockFetch(() => ({ body: configured }));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register: jest.fn() }, configurable: true });
    Object.assign(globalThis, { Notification: { requestPermission: async () => 'denied' } });
    try {
      await expect(registerPush()).rejects.toThrow('Notification permission denied');
      expect((navigator.serviceWorker.register as jest.Mock)).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
