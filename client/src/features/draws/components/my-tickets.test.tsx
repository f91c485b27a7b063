import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { renderElement, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { resetServerClock, syncServerClock } from '../model/server-clock.js';
import { fakeDrawsServer, routeDraws } from '../testing/fake-draws-server.js';
import { DrawsDashboard } from './draws-dashboard.js';

beforeEach(() => {
  signInAsPlayer();
  syncServerClock('2026-03-04T05:00:00.000Z');
});
afterEach(resetServerClock);

const ticket = (i: number, period = 'weekly') => ({
  _id: `t${i}`,
  draw_id: `${period}-2026-03-02T10:30:00.000Z`,
  period,
  num_1: i, num_2: 2, num_3: 30, num_4: 44, num_5: 59, num_6: period === 'weekly' ? 'Z' : null,
  round_amount: 500,
  status: i === 1 ? 'closed' : 'open',
  createdAt: '2026-03-03T12:00:00.000Z',
});

describe('My tickets', () => {
  it("lists the player's tickets of the selected period with numbers, round, price and status, page by page", async () => {
    const asked: string[] = [];
    const server = fakeDrawsServer({
      tickets: (query) => {
        asked.push(query.toString());
        const page = Number(query.get('page'));
        const rows = page === 1 ? Array.from({ length: 10 }, (_, i) => ticket(i + 1)) : [ticket(11)];
        return { body: { success: true, data: rows, page, limit: 10, total: 11 } };
      },
    });
    mockFetch(routeDraws(server));
    const { user } = renderElement(<DrawsDashboard />, { path: '/?period=weekly' });
    const table = await screen.findByRole('table', { name: 'My tickets in the Giant Draw' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(11);
    const first = within(rows[1]!).getAllByRole('cell').map((c) => c.getAttribute('aria-label') ?? c.textContent);
    expect(within(rows[1]!).getByRole('img')).toHaveAccessibleName('01, 02, 30, 44, 59 + Z');
    expect(first.slice(1)).toEqual(['2 Mar 2026, 4:00 pm', '₹500', 'Closed', 'Awaiting result', '3 Mar 2026, 5:30 pm']);
    expect(within(rows[1]!).getByRole('link', { name: 'View ticket 01, 02, 30, 44, 59 + Z' })).toHaveAttribute('href', '/tickets/t1');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(asked).toEqual(['period=weekly&page=1&limit=10', 'period=weekly&page=2&limit=10']);
  });

  it("shows a settled ticket's matches in each of its period's modes and its prize, with the pots it won", async () => {
    const settled = (id: string, period: string, outcome: unknown) => ({ ...ticket(1, period), _id: id, status: 'closed', outcome });
    const server = fakeDrawsServer({
      tickets: (query) => {
        const rows = query.get('period') === 'weekly'
          ? [settled('w1', 'weekly', { matches: { any: 5, letter: true }, prize: 250000, pots: ['jackpot'] }), settled('w2', 'weekly', { matches: { any: 1, letter: false }, prize: 0, pots: [] })]
          : [settled('v1', '3h', { matches: { sequence: 2, any: 3 }, prize: 45.5, pots: [] })];
        return { body: { success: true, data: rows, page: 1, limit: 10, total: rows.length } };
      },
    });
    mockFetch(routeDraws(server));
    const { user } = renderElement(<DrawsDashboard />, { path: '/?period=weekly' });
    const table = await screen.findByRole('table', { name: 'My tickets in the Giant Draw' });
    const cells = (row: HTMLElement) => Object.fromEntries(within(row).getAllByRole('cell').map((c) => [c.getAttribute('data-label'), c.textContent]));
    const [, won, lost] = await within(table).findAllByRole('row');
    expect(cells(won!)).toMatchObject({ Outcome: '₹2,50,000 (Jackpot)Any 5 · Letter ✓' });
    expect(within(won!).getByText('Any 5 · Letter ✓')).toBeInTheDocument();
    expect(cells(lost!)).toMatchObject({ Outcome: 'No prizeAny 1 · Letter ✗' });
    await user.click(screen.getByRole('tab', { name: '3 hours' }));
    const vibrant = await screen.findByRole('table', { name: 'My tickets in the Vibrant Draw' });
    const [, row] = await within(vibrant).findAllByRole('row');
    expect(cells(row!)).toMatchObject({ Outcome: '₹45.50Sequence 2 · Any 3' });
  });

  it('says when the period has no tickets yet', async () => {
    mockFetch(routeDraws(fakeDrawsServer()));
    renderElement(<DrawsDashboard />);
    expect(await screen.findByRole('cell', { name: 'No tickets yet for this period' })).toBeInTheDocument();
  });
});
