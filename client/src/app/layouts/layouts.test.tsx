import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { consoleServer } from '../../testing/console-server.js';
import { jsonBody, mockFetch } from '../../testing/fetch-mock.js';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin, signInAsPlayer } from '../../testing/render-with-providers.js';
import { setScreenWidth } from '../../testing/screen-width.js';

/** A desktop (the sidebar stays open) or a phone (the sidebar is a drawer). */
const setWidth = (wide: boolean) => setScreenWidth(wide ? 1366 : 360);

const profileServer = () =>
  mockFetch((url) =>
    url === '/notifications/token'
      ? { status: 500, body: { err: 'Y' } }
      : { body: { err: 'N', data: { username: 'asha', current_balance: 0, referral_balance: 0 } } },
  );

describe('player and admin layouts', () => {
  it('keeps the sidebar open at 1366 px and wider, with every player link and Logout', async () => {
    setWidth(true);
    profileServer();
    signInAsPlayer();
    renderWithProviders({ path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    // The specification's seven, then issue 12's Statement and Responsible Play.
    expect(hrefs).toEqual(['/dashboard', '/profile', '/terms', '/privacy', '/how-to-play', '/withdraw', '/deposit', '/statement', '/responsible-play']);
    expect(Array.from(nav.querySelectorAll('a')).slice(-2).map((a) => a.textContent)).toEqual(['Statement', 'Responsible Play']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('below 1366 px toggles the sidebar, closing it on a selection or an outside click', async () => {
    setWidth(false);
    profileServer();
    signInAsPlayer();
    const { user, router } = renderWithProviders({ path: '/dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'How to Play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/how-to-play'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(screen.getByTestId('sidebar-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('player Logout clears the push token (failure ignored) and the four keys, then goes to /', async () => {
    setWidth(true);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = profileServer();
    signInAsPlayer();
    localStorage.setItem('adminToken', 'old-admin');
    const { user, router, store } = renderWithProviders({ path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const clear = calls.find((c) => c.url === '/notifications/token')!;
    expect(clear.init.method).toBe('DELETE');
    expect(jsonBody(clear.init)).toEqual({ isAdmin: false });
    expect(calls.find((c) => c.url === '/user/logout')?.init.method).toBe('POST');
    for (const key of ['userToken', 'adminToken', 'email', 'isProfileUpdated']) expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().session).toEqual({ type: 'anonymous' });
    expect(logged).toHaveBeenCalled();
  });

  it("admin sidebar has the spec's five links, then the console's four; Logout clears the admin token and goes to /admin/login", async () => {
    setWidth(true);
    const { calls } = mockFetch(() => ({ body: { err: 'N' } }));
    signInAsAdmin();
    const { user, router } = renderWithProviders({ path: '/admin/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'], ['Users', '/admin/users'], ['Withdraw', '/admin/withdraw'], ['Deposit', '/admin/deposit'],
      ['Settings', '/admin/settings'], ['Wallets', '/admin/wallets'], ['Audit', '/admin/audit'], ['Rounds', '/admin/rounds'],
      ['Action Log', '/admin/actions'],
    ]);
    await act(async () => user.click(screen.getByRole('button', { name: 'Logout' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(jsonBody(calls.find((c) => c.url === '/notifications/token')!.init)).toEqual({ isAdmin: true });
    expect(calls.find((c) => c.url === '/admin/logout')?.init.method).toBe('POST');
  });

  it("names the console user's role: an auditor's session says 'Auditor · read-only', on a phone's top bar too", async () => {
    setWidth(true);
    consoleServer('auditor');
    signInAsAdmin();
    const first = renderWithProviders({ path: '/admin/users' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(nav).toHaveTextContent('reader · Auditor · read-only'));
    first.unmount();
    setWidth(false);
    consoleServer('admin');
    signInAsAdmin();
    renderWithProviders({ path: '/admin/users' });
    expect(await screen.findByTestId('console-role')).toHaveTextContent(/^Admin$/);
    expect(screen.getByRole('banner')).toHaveTextContent('Admin');
  });

  it('speaks Hindi when the player chose it: every sidebar link, Logout and the document title', async () => {
    setWidth(true);
    profileServer();
    signInAsPlayer();
    await switchToHindi();
    renderWithProviders({ path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'डैशबोर्ड', 'प्रोफ़ाइल', 'नियम और शर्तें', 'गोपनीयता नीति', 'कैसे खेलें', 'निकासी', 'जमा', 'स्टेटमेंट', 'ज़िम्मेदार खेल',
    ]);
    expect(screen.getByRole('button', { name: 'लॉगआउट' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('डैशबोर्ड · Fairdraw'));
  });

  it("switches the console to Hindi from its own menu: the menu button, the links, the role and the page's title", async () => {
    setWidth(false);
    consoleServer('admin');
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/users' });
    await waitFor(() => expect(document.title).toBe('Users · Fairdraw Admin'));
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'हिन्दी' }));
    await user.click(await screen.findByRole('button', { name: 'मेनू खोलें' }));
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(screen.getByRole('button', { name: 'मेनू बंद करें' })).toBeInTheDocument();
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'डैशबोर्ड', 'उपयोगकर्ता', 'निकासी', 'जमा', 'सेटिंग्स', 'वॉलेट', 'ऑडिट', 'राउंड', 'कार्रवाई लॉग',
    ]);
    expect(within(nav).getByRole('button', { name: 'लॉगआउट' })).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByTestId('console-role')).toHaveTextContent(/^एडमिन$/);
    await waitFor(() => expect(document.title).toBe('उपयोगकर्ता · Fairdraw Admin'));
  });
});
