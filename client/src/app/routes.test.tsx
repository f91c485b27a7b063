import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { mockFetch } from '../testing/fetch-mock.js';
import { renderWithProviders, signInAsAdmin, signInAsPlayer } from '../testing/render-with-providers.js';
import { Guard } from './guards/guard.js';
import { LanguageProvider } from './i18n/language-provider.js';
import { makeStore } from './store.js';

function quietServer() {
  mockFetch((url) =>
    url.startsWith('/user/profile')
      ? { body: { err: 'N', data: { username: 'asha', email: 'p@x.io', current_balance: 0, referral_balance: 0 } } }
      : url.startsWith('/admin/users-list')
        ? { body: { err: 'N', data: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } } }
        : { status: 404, body: { err: 'Y', msg: 'Not found' } },
  );
}

async function landsOn(path: string, expected: string, keep = false) {
  const { router, unmount } = renderWithProviders({ path });
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  if (!keep) unmount();
  return router;
}

describe('route guards in the running app', () => {
  it('shows a spinner while the session loads', () => {
    const store = makeStore();
    const router = createMemoryRouter([{ element: <Guard access="player" />, children: [{ path: '/', element: <p>inside</p> }] }]);
    render(
      <Provider store={store}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading session...');
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor from player pages to the login page', async () => {
    quietServer();
    for (const path of ['/dashboard', '/profile', '/terms', '/privacy', '/how-to-play', '/withdraw', '/deposit', '/statement', '/responsible-play', '/create-profile']) {
      await landsOn(path, '/');
    }
    await landsOn('/deposit', '/', true);
    expect(await screen.findAllByRole('heading', { name: 'Login' })).not.toHaveLength(0);
  });

  it('sends an anonymous visitor from admin pages to /admin/login, remembering the page', async () => {
    quietServer();
    const router = await landsOn('/admin/users', '/admin/login', true);
    expect(router.state.location.state).toEqual({ from: { pathname: '/admin/users', search: '' } });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a player with an incomplete profile to /create-profile', async () => {
    quietServer();
    signInAsPlayer(false);
    await landsOn('/dashboard', '/create-profile', true);
    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeInTheDocument();
  });

  it('keeps a signed-in player away from login, register, forgot-password and admin pages', async () => {
    quietServer();
    signInAsPlayer(true);
    for (const path of ['/', '/register', '/forgot-password', '/admin/login', '/admin/dashboard', '/create-profile']) {
      await landsOn(path, '/dashboard');
    }
    await landsOn('/', '/dashboard', true);
    expect(await screen.findByText('Welcome back, asha!')).toBeInTheDocument();
  });

  it('sends a signed-in admin from player pages and sign-up pages to /admin/dashboard', async () => {
    quietServer();
    signInAsAdmin();
    for (const path of ['/dashboard', '/profile', '/register', '/forgot-password', '/admin/login', '/create-profile']) {
      await landsOn(path, '/admin/dashboard');
    }
    await landsOn('/profile', '/admin/dashboard', true);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets an admin reach the Users page', async () => {
    quietServer();
    signInAsAdmin();
    await landsOn('/admin/users', '/admin/users', true);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('prefers the user token when both tokens are stored', async () => {
    quietServer();
    signInAsAdmin();
    signInAsPlayer(true);
    await landsOn('/admin/users', '/dashboard');
  });

  it('shows the 404 page for unknown paths in every session', async () => {
    quietServer();
    renderWithProviders({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
