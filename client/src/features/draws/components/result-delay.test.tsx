import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
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

/** A 3h round that closed and whose result time (20 minutes after) passed 10 minutes ago. */
const overdue = (extra: Record<string, unknown> = {}) => ({ ...fakeDraw('3h', NOW, 3 * HOUR, 'closed'), next_draw_at: new Date(NOW + HOUR).toISOString(), ...extra });

async function timer() {
  const panel = await screen.findByRole('region', { name: 'Draw Timer' });
  await within(panel).findByRole('heading', { name: 'Draw Timer' });
  return panel;
}

describe('the dashboard when a result is due and not out', () => {
  it("the round's delay (GET /user/draws) replaces the countdown at zero: delayed, why and since when", async () => {
    const round = overdue({ source: 'rng', delay: { since: '2026-03-04T04:50:00.000Z', reason: 'beacon' } });
    mockFetch(routeDraws(fakeDrawsServer({ closed: { '3h': round } })));
    renderElement(<DrawsDashboard />);
    const panel = await timer();
    expect(await within(panel).findByText('Result delayed')).toBeInTheDocument();
    expect(within(panel).getByText('Waiting for the public randomness beacon')).toBeInTheDocument();
    expect(within(panel).getByText('Due since').nextElementSibling).toHaveTextContent('4 Mar 2026, 10:20 am');
    expect(within(panel).queryByText('Result Available')).toBeNull();
    expect(within(panel).queryByRole('timer')).toBeNull();
    expect(within(panel).getByText('Result: random number generator')).toBeInTheDocument();
  });

  it("the live 'delayed' event says it at once, and the round's settlement ends it", async () => {
    const round = overdue({ source: 'manual' });
    const server = fakeDrawsServer({ closed: { '3h': round } });
    mockFetch(routeDraws(server));
    renderElement(<DrawsDashboard />);
    const panel = await timer();
    expect(await within(panel).findByText('Result Available')).toBeInTheDocument();
    expect(within(panel).getByText('Result: witnessed draw')).toBeInTheDocument();
    const stream = FakeEventSource.latest();
    act(() => stream.emit('delayed', { period: '3h', draw_id: round._id, since: round.draw_at, reason: 'approval' }));
    expect(await within(panel).findByText('Result delayed')).toBeInTheDocument();
    expect(within(panel).getByText("Waiting for the witnessed result's approval")).toBeInTheDocument();
    // Approved and paid: the settled event clears it before the round is read again.
    server.result['3h'] = { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5, result_at: new Date(NOW).toISOString(), draw_id: round._id };
    act(() => stream.emit('settled', { period: '3h', draw_id: round._id }));
    expect(await within(panel).findByText('Result Available')).toBeInTheDocument();
    expect(within(panel).queryByText('Result delayed')).toBeNull();
  });

  it('when a new round is already on sale, the last-result panel says the previous round is delayed, and why', async () => {
    const previous = overdue();
    const next = fakeDraw('3h', NOW, 0);
    mockFetch(routeDraws(fakeDrawsServer({ open: { '3h': next }, closed: { '3h': previous } })));
    renderElement(<DrawsDashboard />);
    const last = await screen.findByRole('region', { name: 'Last Result' });
    await within(await timer()).findByText('Betting closes in');
    act(() => FakeEventSource.latest().emit('delayed', { period: '3h', draw_id: previous._id, since: previous.draw_at, reason: 'approval' }));
    expect(await within(last).findByRole('status')).toHaveTextContent("The latest round's result is delayed. Waiting for the witnessed result's approval");
    // Another period's delay is not this one's.
    act(() => FakeEventSource.latest().emit('delayed', { period: '6h', draw_id: '6h-x', since: previous.draw_at, reason: 'beacon' }));
    expect(within(last).getAllByRole('status')).toHaveLength(1);
  });

  it('says it in Hindi', async () => {
    const round = overdue({ delay: { since: '2026-03-04T04:50:00.000Z', reason: 'approval' } });
    mockFetch(routeDraws(fakeDrawsServer({ closed: { '3h': round } })));
    await switchToHindi();
    renderElement(<DrawsDashboard />);
    const panel = await screen.findByRole('region', { name: 'ड्रॉ टाइमर' });
    expect(await within(panel).findByText('परिणाम में देरी')).toBeInTheDocument();
    expect(within(panel).getByText('गवाहों के सामने हुए ड्रॉ के परिणाम की स्वीकृति की प्रतीक्षा है')).toBeInTheDocument();
  });
});
