import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../testing/fetch-mock.js';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderWithProviders } from '../../testing/render-with-providers.js';
import { applyUpdate, resetUpdateForTests, watchForUpdates } from './app-update.js';

const READY = 'A new version of Fairdraw is ready.';

/** A service worker as the page sees it: a state and a message port. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = jest.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration and its container: what the browser's worker life cycle sets, step by step. */
function fakeBrowser({ controlled = true, waiting = null as FakeWorker | null } = {}) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting,
    update: jest.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), { controller: controlled ? new FakeWorker() : null });
  const findUpdate = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    return worker;
  };
  const install = (worker: FakeWorker) => {
    registration.installing = null;
    registration.waiting = worker;
    worker.become('installed');
  };
  return {
    registration: registration as unknown as ServiceWorkerRegistration,
    container: container as unknown as ServiceWorkerContainer,
    containerEvents: container,
    findUpdate,
    install,
  };
}

describe('a new version of the app (issue 14)', () => {
  afterEach(() => {
    act(() => resetUpdateForTests());
    jest.useRealTimers();
  });

  it('offers a version installed while the page runs, and on Reload asks it to take over and reloads once it has', async () => {
    mockFetch(() => ({ body: { err: 'N' } }));
    renderWithProviders({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(READY)).not.toBeInTheDocument();

    const browser = fakeBrowser();
    const stop = watchForUpdates(browser.registration, browser.container);
    const next = browser.findUpdate();
    // Still downloading: nothing to offer yet.
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
    act(() => browser.install(next));
    expect(screen.getByText(READY).closest('[role="status"]')).not.toBeNull();

    const reload = jest.fn();
    applyUpdate(reload);
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // No reload before the new version controls the page: the old one may still serve chunks.
    expect(reload).not.toHaveBeenCalled();
    browser.containerEvents.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('offers a version that was already waiting when the page opened, from the banner button, in Hindi too', async () => {
    await switchToHindi();
    mockFetch(() => ({ body: { err: 'N' } }));
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const browser = fakeBrowser({ waiting });
    renderWithProviders({ path: '/' });
    const stop = watchForUpdates(browser.registration, browser.container);
    const reloadButton = await screen.findByRole('button', { name: 'फिर से लोड करें' });
    expect(screen.getByText('Fairdraw का नया संस्करण तैयार है।')).toBeInTheDocument();
    await userEvent.click(reloadButton);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    stop();
  });

  it('offers nothing for the first version, which takes over by itself (no page was controlled)', () => {
    const browser = fakeBrowser({ controlled: false });
    const stop = watchForUpdates(browser.registration, browser.container);
    const first = browser.findUpdate();
    browser.install(first);
    const reload = jest.fn();
    applyUpdate(reload);
    expect(first.postMessage).not.toHaveBeenCalled();
    stop();
  });

  it('asks the browser for a new version every hour while the page stays open, and stops when told', () => {
    jest.useFakeTimers();
    const browser = fakeBrowser();
    const stop = watchForUpdates(browser.registration, browser.container);
    jest.advanceTimersByTime(59 * 60 * 1000);
    expect(browser.registration.update).not.toHaveBeenCalled();
    jest.advanceTimersByTime(60 * 1000);
    expect(browser.registration.update).toHaveBeenCalledTimes(1);
    stop();
    jest.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(browser.registration.update).toHaveBeenCalledTimes(1);
  });
});
