import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.js';
import { switchToHindi } from '../../testing/in-hindi.js';
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

  it('speaks Hindi when the visitor chose it, and Go Home still leads home', async () => {
    mockFetch(() => ({ body: { err: 'N', data: null } }));
    await switchToHindi();
    const { user, router } = renderWithProviders({ path: '/missing' });
    expect(await screen.findByRole('heading', { name: 'क्षमा करें! पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'होम पर जाएँ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
