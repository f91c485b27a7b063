import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { resetServerClock, syncServerClock } from '../../features/draws/model/server-clock.js';
import { fakeDraw, fakeDrawsServer, routeDraws } from '../../features/draws/testing/fake-draws-server.js';
import { fakePlayServer, playView, routePlay } from '../../features/responsible-play/testing/fake-play-server.js';
import { mockFetch } from '../../testing/fetch-mock.js';
import { renderWithProviders, signInAsPlayer } from '../../testing/render-with-providers.js';

const NOW = Date.parse('2026-03-04T05:00:00.000Z');

beforeEach(() => {
  signInAsPlayer();
  syncServerClock(new Date(NOW).toISOString());
});
afterEach(resetServerClock);

/** The dashboard against the draw routes and the responsible-play routes together. */
function serve(view: Record<string, unknown>) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const draws = routeDraws(fakeDrawsServer({ open: { '3h': fakeDraw('3h', NOW, 3_600_000) } }));
  const play = fakePlayServer({ view });
  return mockFetch((url, init) => routePlay(play, url.split('?')[0]!, init) ?? draws(url, init));
}

const panel = () => screen.getByRole('region', { name: 'Create Ticket' });

describe('the ticket panel during a break', () => {
  it('says so up front and does not offer to buy, though the round is on sale', async () => {
    const { calls } = serve(playView({ pause: { kind: 'self_exclusion', startedAt: '2026-03-01T00:00:00.000Z', until: '2026-09-01T00:00:00.000Z' } }));
    renderWithProviders({ path: '/dashboard' });
    expect(await within(await screen.findByRole('region', { name: 'Create Ticket' })).findByText(
      'You have excluded yourself until 1 Sept 2026, 5:30 am IST. Deposits and tickets are closed until then; you can still withdraw.',
    )).toBeInTheDocument();
    // The round is read and on sale: only the break keeps the button off.
    expect(await screen.findByText('Betting closes in')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Create Ticket' })).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Add to list' })).toBeDisabled();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('without a break the panel sells as before', async () => {
    serve(playView());
    renderWithProviders({ path: '/dashboard' });
    const buy = await within(await screen.findByRole('region', { name: 'Create Ticket' })).findByRole('button', { name: 'Create Ticket' });
    await waitFor(() => expect(buy).toBeEnabled());
    expect(within(panel()).queryByText(/Deposits and tickets are closed/)).not.toBeInTheDocument();
  });
});
