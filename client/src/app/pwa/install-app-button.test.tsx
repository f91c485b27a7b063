import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.js';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin, signInAsPlayer } from '../../testing/render-with-providers.js';
import { setScreenWidth } from '../../testing/screen-width.js';
import { listenForInstallPrompt } from './install-prompt.js';

/** Chromium's offer to install, as the browser fires it, answered with `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = jest.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

/** A desktop (the sidebar stays open) or a phone (the sidebar is a drawer). */
const setWidth = (wide: boolean) => setScreenWidth(wide ? 1366 : 360);

const profile = { body: { err: 'N', data: { username: 'asha', email: 'player@example.com', current_balance: 0, referral_balance: 0 } } };

describe("'Install app' (issue 14)", () => {
  let stop: () => void;
  beforeEach(() => {
    stop = listenForInstallPrompt();
  });
  afterEach(() => act(() => stop()));

  it('appears on the sign-in page only once the browser offers to install, and goes when the player dismisses the dialog', async () => {
    mockFetch(() => ({ body: { err: 'N' } }));
    const { user } = renderWithProviders({ path: '/' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    const { event, prompt } = offerInstall('dismissed');
    // The app's button instead of the browser's own banner.
    expect(event.defaultPrevented).toBe(true);
    const install = screen.getByRole('button', { name: 'Install app' });
    // Beside the language switch, at the top.
    expect(install.parentElement).toContainElement(screen.getByRole('group', { name: 'Language' }));

    await user.click(install);
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument());
  });

  it("sits in the player's menu next to the language switch, and goes once the app is installed", async () => {
    setWidth(true);
    mockFetch(() => profile);
    signInAsPlayer();
    renderWithProviders({ path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    offerInstall('accepted');
    const install = within(nav).getByRole('button', { name: 'Install app' });
    expect(install.parentElement).toContainElement(within(nav).getByRole('group', { name: 'Language' }));

    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(within(nav).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it("sits in the admin console's menu next to the language switch", async () => {
    setWidth(true);
    mockFetch(() => ({ body: { err: 'N', data: [] } }));
    signInAsAdmin();
    renderWithProviders({ path: '/admin/settings' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    offerInstall('accepted');
    const install = within(nav).getByRole('button', { name: 'Install app' });
    expect(install.parentElement).toContainElement(within(nav).getByRole('group', { name: 'Language' }));
  });

  it("sits in a visitor's bar on the public results, beside the language switch and 'Login'", async () => {
    mockFetch(() => ({ body: { err: 'N', data: [] } }));
    renderWithProviders({ path: '/results/3h' });
    const bar = await screen.findByRole('banner');
    offerInstall('accepted');
    const install = within(bar).getByRole('button', { name: 'Install app' });
    expect(install.parentElement).toContainElement(within(bar).getByRole('group', { name: 'Language' }));
    expect(install.parentElement).toContainElement(within(bar).getByRole('link', { name: 'Login' }));
  });

  it('speaks Hindi when the player chose it', async () => {
    mockFetch(() => ({ body: { err: 'N' } }));
    await switchToHindi();
    renderWithProviders({ path: '/' });
    await screen.findByRole('heading', { name: 'लॉगिन' });
    offerInstall('accepted');
    expect(screen.getByRole('button', { name: 'ऐप इंस्टॉल करें' })).toBeInTheDocument();
  });
});
