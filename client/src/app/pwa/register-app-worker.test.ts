import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { registerAppWorker } from './register-app-worker.js';

function fakeWorkerContainer() {
  const registration = Object.assign(new EventTarget(), { scope: '/', installing: null, waiting: null, update: async () => undefined });
  const register = jest.fn(async (_url: string) => registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: Object.assign(new EventTarget(), { register, controller: null }), configurable: true });
  return register;
}

describe('registering the app worker (issue 14)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(document, 'readyState');
  });

  it('registers /sw.js once the page has loaded, not before', () => {
    const register = fakeWorkerContainer();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    registerAppWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers at once when the page has loaded already', () => {
    const register = fakeWorkerContainer();
    registerAppWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('does nothing in a browser without service workers, and a failed registration only warns', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerAppWorker()).not.toThrow();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = fakeWorkerContainer();
    register.mockRejectedValueOnce(new Error('SecurityError'));
    registerAppWorker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith('Service worker registration failed:', 'SecurityError');
  });
});
