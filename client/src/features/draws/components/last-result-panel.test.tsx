import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { renderElement, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { resetServerClock, syncServerClock } from '../model/server-clock.js';
import { fakeDraw, fakeDrawsServer, routeDraws } from '../testing/fake-draws-server.js';
import { DrawsDashboard } from './draws-dashboard.js';

const NOW = Date.parse('2026-03-04T05:00:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => syncServerClock(new Date(ms).toISOString());

beforeEach(() => {
  signInAsPlayer();
  at(NOW);
});
afterEach(resetServerClock);

describe('the last-result panel', () => {
  it("links to the round's proof page and to the period's results", async () => {
    const server = fakeDrawsServer();
    server.result['6h'] = { num_1: 7, num_2: 21, num_3: 3, num_4: 44, num_5: 60, result_at: '2026-03-04T04:20:00.000Z', draw_id: '6h-2026-03-03T11:30:00.000Z' };
    mockFetch(routeDraws(server));
    renderElement(<DrawsDashboard />, { path: '/?period=6h' });
    const panel = await screen.findByRole('region', { name: 'Last Result' });
    const proof = await within(panel).findByRole('link', { name: 'Check this draw' });
    expect(proof).toHaveAttribute('href', '/draws/6h-2026-03-03T11%3A30%3A00.000Z/proof');
    expect(within(panel).getByRole('link', { name: 'All Magnificent results' })).toHaveAttribute('href', '/results/6h');
  });

  it('without a result: 00 placeholders, the results link, no proof link', async () => {
    mockFetch(routeDraws(fakeDrawsServer()));
    renderElement(<DrawsDashboard />);
    const panel = await screen.findByRole('region', { name: 'Last Result' });
    expect(within(panel).getByRole('img')).toHaveAccessibleName('Winning numbers: 00, 00, 00, 00, 00');
    expect(await within(panel).findByRole('link', { name: 'All Vibrant results' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Check this draw' })).toBeNull();
  });

  it("reads the result again when the shown round's draw_at passes, and shows it", async () => {
    // A 3h round that closed 19 min 58 s ago: its result is due in 2 s.
    const closed = fakeDraw('3h', NOW, 150 * MINUTE + 20 * MINUTE - 2000, 'closed');
    const server = fakeDrawsServer({ closed: { '3h': closed } });
    const { calls } = mockFetch(routeDraws(server));
    const reads = () => calls.filter((c) => c.url === '/user/draws/last-result?period=3h').length;
    renderElement(<DrawsDashboard />);
    const panel = await screen.findByRole('region', { name: 'Last Result' });
    await waitFor(() => expect(reads()).toBe(1));
    expect(within(panel).getByRole('img')).toHaveAccessibleName('Winning numbers: 00, 00, 00, 00, 00');
    // The round is on the page (the timer counts down to its result) before its draw_at passes.
    await within(screen.getByRole('region', { name: 'Draw Timer' })).findByText('Result in');

    server.result['3h'] = { num_1: 9, num_2: 8, num_3: 7, num_4: 6, num_5: 5, result_at: closed.draw_at, draw_id: closed._id };
    act(() => at(Date.parse(closed.draw_at)));
    expect(await within(panel).findByRole('img', { name: 'Winning numbers: 09, 08, 07, 06, 05' })).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it("asks again a few seconds later while the result shown is still an earlier round's", async () => {
    const closed = fakeDraw('3h', NOW, 150 * MINUTE + 20 * MINUTE + 1000, 'closed');
    const server = fakeDrawsServer({ closed: { '3h': closed } });
    server.result['3h'] = { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5, result_at: '2026-03-04T01:00:00.000Z', draw_id: '3h-earlier' };
    const { calls } = mockFetch(routeDraws(server));
    const reads = () => calls.filter((c) => c.url === '/user/draws/last-result?period=3h').length;
    renderElement(<DrawsDashboard />);
    const panel = await screen.findByRole('region', { name: 'Last Result' });
    await within(panel).findByRole('img', { name: 'Winning numbers: 01, 02, 03, 04, 05' });
    server.result['3h'] = { num_1: 11, num_2: 12, num_3: 13, num_4: 14, num_5: 15, result_at: closed.draw_at, draw_id: closed._id };
    expect(await within(panel).findByRole('img', { name: 'Winning numbers: 11, 12, 13, 14, 15' }, { timeout: 7000 })).toBeInTheDocument();
    const after = reads();
    // Once it is the round's result, no more asking.
    await act(() => new Promise((r) => setTimeout(r, 5500)));
    expect(reads()).toBe(after);
  }, 20_000);
});
