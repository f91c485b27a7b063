import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { dismissNotificationToast, subscribeToToasts } from '../../../lib/push/notification-toasts.js';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { forgetAnnouncedWins } from '../api/live-draws.js';
import { resetServerClock, syncServerClock } from '../model/server-clock.js';
import { FakeEventSource } from '../testing/fake-event-source.js';
import { fakeDrawsServer, routeDraws } from '../testing/fake-draws-server.js';

const ROUND = '3h-2026-03-04T03:30:00.000Z';
const LATER = '3h-2026-03-04T06:30:00.000Z';
const EARLIER = '3h-2026-03-04T00:30:00.000Z';

const ticket = (id: string, drawId: string, outcome: unknown = null) => ({
  _id: id, draw_id: drawId, period: '3h', num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5, num_6: null,
  round_amount: 100, status: 'closed', createdAt: '2026-03-04T04:00:00.000Z', outcome,
});

beforeEach(() => {
  // Toasts live outside React: none is left from an earlier test.
  subscribeToToasts((toasts) => toasts.forEach((t) => dismissNotificationToast(t.id)))();
  signInAsPlayer();
  FakeEventSource.install();
  forgetAnnouncedWins();
  syncServerClock('2026-03-04T06:40:00.000Z');
});
afterEach(() => {
  FakeEventSource.uninstall();
  resetServerClock();
});

function render(server: ReturnType<typeof fakeDrawsServer>) {
  const { calls } = mockFetch(routeDraws(server));
  // The dashboard as the app shows it: the banner's balances above the draw panels, the toasts.
  const view = renderWithProviders({ path: '/dashboard' });
  return { ...view, calls };
}

describe('a settled round (live `settled` event)', () => {
  it('reads the balances and tickets again, and toasts the sum of the round\'s prizes', async () => {
    let settled = false;
    const server = fakeDrawsServer({
      tickets: (query) => {
        const rows = settled
          ? [ticket('t9', LATER), ticket('t1', ROUND, { matches: { sequence: 5, any: 5 }, prize: 1250.5, pots: ['jackpot'] }), ticket('t2', ROUND, { matches: { sequence: 0, any: 2 }, prize: 100, pots: [] }), ticket('t0', EARLIER, { matches: { any: 5 }, prize: 9999, pots: [] })]
          : [ticket('t9', LATER), ticket('t1', ROUND), ticket('t2', ROUND), ticket('t0', EARLIER, { matches: { any: 5 }, prize: 9999, pots: [] })];
        return { body: { success: true, data: rows, page: Number(query.get('page')), limit: 10, total: rows.length } };
      },
    });
    const { calls } = render(server);
    expect(await screen.findByText('₹1,000')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My tickets in the Vibrant Draw' });
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    expect(await within(table).findAllByText('Awaiting result')).toHaveLength(3);

    settled = true;
    server.profile = { current_balance: 2350.5, referral_balance: 0 };
    const profileReads = calls.filter((c) => c.url === '/user/profile').length;
    act(() => stream.emit('settled', { period: '3h', draw_id: ROUND }));
    expect(await screen.findByText('₹2,350.50')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/user/profile').length).toBe(profileReads + 1);
    expect(await screen.findByText('You won ₹1,350.50 in the Vibrant draw!')).toBeInTheDocument();
    expect(within(table).getByText('₹1,250.50 (Jackpot)')).toBeInTheDocument();
    expect(within(table).getByText('Sequence 5 · Any 5')).toBeInTheDocument();

    // The same event again (a stream opened anew): no second toast.
    act(() => stream.emit('settled', { period: '3h', draw_id: ROUND }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/user/profile').length).toBe(profileReads + 2));
    expect(screen.getAllByText('You won ₹1,350.50 in the Vibrant draw!')).toHaveLength(1);
  });

  it('no toast when none of the player\'s tickets in that round won (or they had none)', async () => {
    const server = fakeDrawsServer({
      tickets: () => ({ body: { success: true, data: [ticket('t1', ROUND, { matches: { sequence: 1, any: 1 }, prize: 0, pots: [] }), ticket('t0', EARLIER, { matches: {}, prize: 500, pots: [] })], page: 1, limit: 10, total: 2 } }),
    });
    const { calls } = render(server);
    await screen.findByRole('table', { name: 'My tickets in the Vibrant Draw' });
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    act(() => stream.emit('settled', { period: '3h', draw_id: ROUND }));
    act(() => stream.emit('settled', { period: '3h', draw_id: '3h-2026-03-05T03:30:00.000Z' }));
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/user/tickets?period=3h&page=1&limit=100')).length).toBe(2));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByText(/You won/)).toBeNull();
  });

  it('ignores a malformed event', async () => {
    const { calls } = render(fakeDrawsServer());
    await screen.findByRole('table', { name: 'My tickets in the Vibrant Draw' });
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    const reads = () => calls.filter((c) => c.url === '/user/profile' || c.url.startsWith('/user/tickets')).length;
    await act(() => new Promise((r) => setTimeout(r, 200)));
    const before = reads();
    act(() => stream.emit('settled', { period: 'monthly', draw_id: ROUND }));
    act(() => stream.dispatchEvent(new MessageEvent('settled', { data: '{not json' })));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(reads()).toBe(before);
  });
});
