import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.js';
import { renderWithProviders, signInAsAdmin, signInAsPlayer } from '../../testing/render-with-providers.js';

async function goHomeFrom404() {
  mockFetch(() => ({ body: { err: 'N', data: { username: 'x', current_balance: 0, referral_balance: 0 } } }));
  const view = renderWithProviders({ path: '/missing' });
  await view.user.click(await screen.findByRole('button', { name: 'Go Home' }));
  return view.router;
}

describe('404 page', () => {
  it('Go Home leads an admin to /admin/dashboard', async () => {
    signInAsAdmin();
    const router = await goHomeFrom404();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('Go Home leads a player to /dashboard', async () => {
    signInAsPlayer();
    const router = await goHomeFrom404();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('Go Home leads a visitor to / and Go Back steps back in history', async () => {
    const router = await goHomeFrom404();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/still-missing');
    await screen.findByRole('button', { name: 'Go Back' });
    screen.getByRole('button', { name: 'Go Back' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
