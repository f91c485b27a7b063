import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';

const downloadFile = jest.fn(async (_path: string, _name: string) => undefined);
jest.unstable_mockModule('../../../lib/api/download-file.js', () => ({ downloadFile }));

const { consoleServer, queryOf } = await import('../../../testing/console-server.js');
const { renderWithProviders, signInAsAdmin } = await import('../../../testing/render-with-providers.js');

const SETTLED = {
  draw_id: '3h-2026-11-21T03:30:00.000Z', period: '3h', name: 'Vibrant', start_at: '2026-11-21T03:30:00.000Z', close_at: '2026-11-21T06:00:00.000Z',
  draw_at: '2026-11-21T06:20:00.000Z', status: 'settled', round_amount: 100, ticket_count: 1234, sales: 123400, prizes_paid: 45210.5,
  pots: [
    { pot: 'jackpot', start: 100000, share: 12340, paid: 0, carried: 112340, winners: 0 },
    { pot: 'minipot', start: 10000, share: 6170, paid: 16170, carried: 0, winners: 2 },
  ],
  house_share: 104890, result: { numbers: [5, 12, 33, 41, 60], letter: null }, result_source: 'rng', beacon_status: 'verified',
  settled_at: '2026-11-21T06:21:00.000Z', proof_url: '/draws/3h-2026-11-21T03:30:00.000Z/proof',
};
const OPEN = {
  ...SETTLED, draw_id: 'weekly-2026-11-23T10:30:00.000Z', period: 'weekly', name: 'Giant', status: 'open', ticket_count: null, sales: null,
  prizes_paid: null, pots: [], house_share: null, result: null, result_source: null, settled_at: null, proof_url: null,
};

const roundCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/admin/rounds?'));

function roundsServer(rows: unknown[] = [SETTLED, OPEN]) {
  return consoleServer('auditor', {
    'GET /admin/rounds': (url) => ({
      body: { err: 'N', data: rows, pagination: { page: Number(queryOf(url).page), limit: 20, total: rows.length ? 41 : 0, totalPages: rows.length ? 3 : 0 } },
    }),
  });
}

beforeEach(() => {
  downloadFile.mockClear();
});

describe('console Rounds page', () => {
  it('lists rounds newest first: times, sales, prizes, pots paid and carried, house share, result and source, and the proof', async () => {
    const { calls } = roundsServer();
    signInAsAdmin();
    renderWithProviders({ path: '/admin/rounds' });
    const row = await screen.findByRole('row', { name: /^Vibrant/ });
    expect(queryOf(roundCalls(calls)[0]!.url)).toEqual({ page: '1', limit: '20' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Draw', 'Start / draw (IST)', 'Status', 'Price', 'Tickets', 'Sales', 'Prizes paid', 'Pots', 'House share', 'Result', 'Proof',
    ]);
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Vibrant (3 hours)', 'Start 21 Nov 2026, 9:00 amDraw 21 Nov 2026, 11:50 am', 'Settled', '₹100.00', '1,234', '₹1,23,400.00', '₹45,210.50',
      'Jackpot paid ₹0.00 · carried ₹1,12,340.00 (0 winners)Minipot paid ₹16,170.00 · carried ₹0.00 (2 winners)', '₹1,04,890.00',
      '05 12 33 41 60drawn (RNG)', 'Proof',
    ]);
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/draws/3h-2026-11-21T03:30:00.000Z/proof');
    const open = screen.getByRole('row', { name: /^Giant/ });
    expect(within(open).getAllByRole('cell').map((td) => td.textContent).slice(2, 10)).toEqual(['Open', '₹100.00', '—', '—', '—', '—', '—', '—']);
    expect(within(open).getByRole('link', { name: /Proof of Giant/ })).toHaveAttribute('href', '/draws/weekly-2026-11-23T10%3A30%3A00.000Z/proof');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('the period and status filters ask for them from page 1, paging keeps them, and the CSV has the same filters', async () => {
    const { calls } = roundsServer();
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/rounds' });
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(roundCalls(calls).at(-1)!.url).page).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Period'), '12h');
    await waitFor(() => expect(queryOf(roundCalls(calls).at(-1)!.url)).toEqual({ period: '12h', page: '1', limit: '20' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'settled');
    await waitFor(() => expect(queryOf(roundCalls(calls).at(-1)!.url)).toEqual({ period: '12h', status: 'settled', page: '1', limit: '20' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(roundCalls(calls).at(-1)!.url)).toEqual({ period: '12h', status: 'settled', page: '2', limit: '20' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadFile).toHaveBeenCalledWith('/admin/rounds.csv?period=12h&status=settled', 'rounds.csv');
    await user.selectOptions(screen.getByLabelText('Period'), '');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadFile).toHaveBeenLastCalledWith('/admin/rounds.csv?status=settled', 'rounds.csv');
  });

  it("says 'No rounds found' and 'Failed to load rounds'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    roundsServer([]);
    signInAsAdmin();
    const first = renderWithProviders({ path: '/admin/rounds' });
    expect(await screen.findByText('No rounds found')).toBeInTheDocument();
    first.unmount();
    consoleServer('admin', { 'GET /admin/rounds': () => ({ status: 500, body: { err: 'Y', msg: 'down' } }) });
    renderWithProviders({ path: '/admin/rounds' });
    expect(await screen.findByText('Failed to load rounds')).toBeInTheDocument();
  });
});
