import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { NotificationToasts } from '../../../components/ui/notification-toasts.js';
import { keptRoot } from '../../../lib/kept-roots.js';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { renderElement, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { resetServerClock, syncServerClock } from '../model/server-clock.js';
import { FakeEventSource } from '../testing/fake-event-source.js';
import { fakeDraw, fakeDrawsServer, routeDraws } from '../testing/fake-draws-server.js';
import { DrawsDashboard } from './draws-dashboard.js';

const NOW = Date.parse('2026-03-04T05:00:00.000Z');
const HOUR = 3_600_000;

beforeEach(() => {
  signInAsPlayer();
  FakeEventSource.install();
  syncServerClock(new Date(NOW).toISOString());
});
afterEach(() => {
  FakeEventSource.uninstall();
  resetServerClock();
});

const count = (calls: { url: string }[], url: string) => calls.filter((c) => c.url === url).length;

describe('live draws (GET /live/draws)', () => {
  it('updates the pots from a pots event, without asking the server', async () => {
    const server = fakeDrawsServer({ open: { '3h': fakeDraw('3h', NOW, HOUR) }, pots: { '3h': { jackpot: 10000, minipot: 5000 } } });
    const { calls } = mockFetch(routeDraws(server));
    renderElement(<DrawsDashboard />);
    const pots = await screen.findByRole('region', { name: 'Prize Pots' });
    await within(pots).findByText('₹10,000');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/live/draws');
    const before = count(calls, '/user/draws/pots?period=3h');
    // Before the stream opens the badge says so; both words keep their place (no layout shift), one shown.
    expect(screen.getByText('Reconnecting...')).toBeVisible();
    expect(screen.getByText('Live')).not.toBeVisible();
    act(() => stream.open());
    expect(screen.getByText('Live')).toBeVisible();
    expect(screen.getByText('Reconnecting...')).not.toBeVisible();
    expect(screen.getByText('Reconnecting...')).toHaveAttribute('aria-hidden', 'true');
    // Opening the stream reads the pots again: a change just before it would otherwise be missed.
    await waitFor(() => expect(count(calls, '/user/draws/pots?period=3h')).toBe(before + 1));
    const reads = count(calls, '/user/draws/pots?period=3h');
    act(() => stream.emit('pots', { period: '3h', draw_id: server.open['3h']!._id, jackpot: 10250.5, minipot: 5100 }));
    // The store tells its subscribers of cache patches in a batch, just after.
    expect(await within(pots).findByText('₹10,250.50')).toBeInTheDocument();
    expect(within(pots).getByText('₹5,100')).toBeInTheDocument();
    expect(count(calls, '/user/draws/pots?period=3h')).toBe(reads);
  });

  it('switches the timer when a round event says the round closed, and shows a new round without a reload', async () => {
    const server = fakeDrawsServer({ open: { '3h': fakeDraw('3h', NOW, HOUR) } });
    mockFetch(routeDraws(server));
    renderElement(<DrawsDashboard />);
    const timer = await screen.findByRole('region', { name: 'Draw Timer' });
    await within(timer).findByText('Betting closes in');
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    // The server closed the round (its clock ran ahead of this browser's reading).
    const closed = { ...server.open['3h']!, status: 'closed' as const };
    server.closed['3h'] = closed;
    server.open['3h'] = null;
    act(() => stream.emit('round', { draw_id: closed._id, ...closed }));
    expect(await within(timer).findByText('Result in')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'No Draw Available' })).toBeDisabled();

    const next = fakeDraw('3h', NOW, 0);
    server.open['3h'] = next;
    act(() => stream.emit('round', { draw_id: next._id, ...next }));
    expect(await within(timer).findByText('Betting closes in')).toBeInTheDocument();
    expect(within(timer).getByRole('timer')).toHaveTextContent('02:30:00');
  });

  it("runs the timers on the server's clock from a clock event", async () => {
    mockFetch(routeDraws(fakeDrawsServer({ open: { '3h': fakeDraw('3h', NOW, HOUR) } })));
    renderElement(<DrawsDashboard />);
    const timer = await screen.findByRole('region', { name: 'Draw Timer' });
    expect(await within(timer).findByRole('timer')).toHaveTextContent('01:30:00');
    act(() => FakeEventSource.latest().emit('clock', { now: new Date(NOW + HOUR).toISOString(), rate: 60 }));
    expect(within(timer).getByRole('timer')).toHaveTextContent('00:30:00');
    // A real second later the server's clock is a minute on.
    await waitFor(() => expect(within(timer).getByRole('timer')).toHaveTextContent(/^00:29:\d\d$/), { timeout: 2500 });
  });

  it('opens the stream again after the server ended it, and reads everything again', async () => {
    const { calls } = mockFetch(routeDraws(fakeDrawsServer({ open: { '3h': fakeDraw('3h', NOW, HOUR) } })));
    renderElement(<DrawsDashboard />);
    await screen.findByText('Betting closes in');
    const first = FakeEventSource.latest();
    act(() => first.open());
    act(() => first.fail(true));
    expect(screen.getByText('Reconnecting...')).toBeVisible();
    expect(screen.getByText('Live')).not.toBeVisible();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3000 });
    const reads = count(calls, '/user/draws?period=3h&status=open&limit=1');
    act(() => FakeEventSource.latest().open());
    expect(screen.getByText('Live')).toBeVisible();
    await waitFor(() => expect(count(calls, '/user/draws?period=3h&status=open&limit=1')).toBeGreaterThan(reads));
  });
});

describe('live draws: the roots of the rounds the player bought into', () => {
  const ROOT = '7a'.repeat(32);
  const closing = (draw: ReturnType<typeof fakeDraw>, root: string | null) => ({ draw_id: draw._id, ...draw, status: 'closed', source: 'rng', ticket_root: root, delay: null });
  const mine = (draw: ReturnType<typeof fakeDraw>) => ({
    _id: 't-1', draw_id: draw._id, period: draw.period, num_1: 7, num_2: 12, num_3: 33, num_4: 45, num_5: 60, num_6: null,
    round_amount: 100, status: 'open', createdAt: new Date(NOW).toISOString(), outcome: null,
  });

  it("keeps the root a round announces at close when the player's tickets of it are in the cache; the first root stands", async () => {
    const draw = fakeDraw('3h', NOW, HOUR);
    const other = fakeDraw('6h', NOW, HOUR);
    mockFetch(routeDraws(fakeDrawsServer({ open: { '3h': draw }, tickets: () => ({ body: { success: true, data: [mine(draw)], page: 1, limit: 10, total: 1 } }) })));
    renderElement(<DrawsDashboard />);
    await screen.findByRole('img', { name: '07, 12, 33, 45, 60' });
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    // Closed before its root is recorded: nothing to keep yet.
    act(() => stream.emit('round', closing(draw, null)));
    expect(keptRoot(draw._id)).toBeNull();
    act(() => stream.emit('round', closing(draw, ROOT)));
    expect(keptRoot(draw._id)).toBe(ROOT);
    act(() => stream.emit('round', closing(draw, 'ee'.repeat(32))));
    expect(keptRoot(draw._id)).toBe(ROOT);
    // A round the player did not buy into is none of this app's business.
    act(() => stream.emit('round', closing(other, 'cd'.repeat(32))));
    expect(keptRoot(other._id)).toBeNull();
  });

  it('remembers a purchase, so the root is kept at close even after a reload and with no ticket in the cache', async () => {
    const draw = fakeDraw('3h', NOW, HOUR);
    mockFetch(routeDraws(fakeDrawsServer({ open: { '3h': draw } })));
    const first = renderElement(<><DrawsDashboard /><NotificationToasts /></>);
    const buy = await screen.findByRole('button', { name: 'Create Ticket' });
    await waitFor(() => expect(buy).toBeEnabled());
    const panel = screen.getByRole('region', { name: 'Create Ticket' });
    for (const [i, n] of [7, 12, 33, 45, 60].entries()) await first.user.selectOptions(within(panel).getByLabelText(`Number ${i + 1}`), String(n));
    await first.user.click(buy);
    expect(await screen.findByText('Ticket created successfully!')).toBeInTheDocument();
    first.unmount();

    // A reload: a new store, whose tickets list (the server's, here empty) says nothing of the round.
    renderElement(<DrawsDashboard />);
    await screen.findByText('Betting closes in');
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    act(() => stream.emit('round', closing(draw, ROOT)));
    expect(keptRoot(draw._id)).toBe(ROOT);
  });
});
