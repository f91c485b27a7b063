import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.js';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../testing/render-with-providers.js';

const OFFLINE = 'You are offline. Some things will not work until you are back online.';

/** What the browser does when the network goes or comes back: navigator.onLine, then the event. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  Reflect.deleteProperty(navigator, 'onLine');
  act(() => void window.dispatchEvent(new Event('online')));
}

const profile = { body: { err: 'N', data: { username: 'asha', email: 'player@example.com', current_balance: 0, referral_balance: 0 } } };

describe('the offline banner (issue 14)', () => {
  afterEach(() => void Reflect.deleteProperty(navigator, 'onLine'));

  it('says politely that the browser is offline, as a status, and goes when it is back online', async () => {
    mockFetch(() => ({ body: { err: 'N' } }));
    renderWithProviders({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

    goOffline();
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(OFFLINE);
    // The page stays usable under it.
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();

    goOnline();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('shows when the browser says online but the server does not answer, and goes once it answers again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let serverUp = false;
    const { calls } = mockFetch((url) => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      return url === '/health' ? { body: { status: 'ok' } } : profile;
    });
    signInAsPlayer();
    renderWithProviders({ path: '/profile' });
    expect(await screen.findByText(OFFLINE)).toHaveAttribute('role', 'status');

    // Back: the browser's 'online' asks the server at once (GET /health).
    serverUp = true;
    goOnline();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
    expect(calls.some((call) => call.url === '/health')).toBe(true);
  });

  it('speaks Hindi when the player chose it', async () => {
    mockFetch(() => ({ body: { err: 'N' } }));
    await switchToHindi();
    renderWithProviders({ path: '/' });
    await screen.findByRole('heading', { name: 'लॉगिन' });
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent('आप ऑफ़लाइन हैं। ऑनलाइन होने तक कुछ चीज़ें काम नहीं करेंगी।');
    goOnline();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
