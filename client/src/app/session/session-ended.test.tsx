import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { baseApi } from '../../lib/api/base-api.js';
import { mockFetch } from '../../testing/fetch-mock.js';
import { renderWithProviders, signInAsPlayer } from '../../testing/render-with-providers.js';
import { userSignedIn } from './session-slice.js';

const profile = (username: string) => ({ body: { err: 'N', data: { username, current_balance: 0, referral_balance: 0 } } });

describe('a player session the server no longer accepts', () => {
  it('ends on the first 401 and the player lands on the login page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch((url) =>
      url === '/user/profile' ? { status: 401, body: { err: 'Y', msg: 'Please log in to continue.' } } : { status: 404, body: {} },
    );
    signInAsPlayer();
    const { router, store } = renderWithProviders({ path: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(store.getState().session).toEqual({ type: 'anonymous' });
    for (const key of ['userToken', 'email', 'isProfileUpdated']) expect(localStorage.getItem(key)).toBeNull();
  });

  it("forgets what was read with it, so the next player does not see the last one's profile", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = false;
    let who = 'asha';
    mockFetch((url) => {
      if (url === '/user/profile') return refuse ? { status: 401, body: { err: 'Y', msg: 'Please log in to continue.' } } : profile(who);
      return { status: 404, body: {} };
    });
    signInAsPlayer();
    const { router, store } = renderWithProviders({ path: '/dashboard' });
    expect(await screen.findByText('Welcome back, asha!')).toBeInTheDocument();
    // The session is revoked elsewhere; the next read of the profile is refused.
    refuse = true;
    store.dispatch(baseApi.util.invalidateTags(['Profile']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    refuse = false;
    who = 'ravi';
    signInAsPlayer(true, 'ravi@example.com');
    store.dispatch(userSignedIn({ token: 'user-token', email: 'ravi@example.com', isProfileUpdated: true }));
    // The dashboard may mount its frame twice as the new session settles (the node found can be
    // replaced by an equal one), so the text is looked up afresh rather than through a held node.
    await waitFor(() => expect(screen.getByText('Welcome back, ravi!')).toBeInTheDocument());
    expect(screen.queryByText('Welcome back, asha!')).not.toBeInTheDocument();
  });
});
