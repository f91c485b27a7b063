import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { headerOf, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin } from '../../../testing/render-with-providers.js';

const positionCounts = (max: number) =>
  Array.from({ length: max }, (_, i) => {
    const number = i + 1;
    const c = number === 7 ? [3, 0, 1, 0, 2] : number === 60 ? [0, 1000, 0, 0, 0] : [0, 0, 0, 0, 0];
    return { number, num_1: c[0], num_2: c[1], num_3: c[2], num_4: c[3], num_5: c[4], total: c.reduce((a, b) => a + b, 0) };
  });

function counts(period: string) {
  const weekly = period === 'weekly';
  return {
    err: 'N',
    msg: 'Ticket count fetched successfully',
    data: {
      period, draw_id: null, totalDraws: 12, openDraws: 1, closedDraws: 11, totalTickets: 1203,
      positionCounts: positionCounts(weekly ? 60 : 75),
      alphabetCounts: weekly ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => ({ letter, count: letter === 'K' ? 4 : 0 })) : [],
    },
  };
}

function route(url: string) {
  if (url.startsWith('/admin/tickets/number-count')) return { body: counts(new URLSearchParams(url.split('?')[1]).get('period')!) };
  return { body: { err: 'N', data: { totalUsers: 1, totalWithdraw: 0, totalDeposit: 0 } } };
}

describe("admin dashboard: 'Ticket Count by Number'", () => {
  it('shows the draws and tickets of the selected period and each number by position, default 3 hours', async () => {
    const { calls } = mockFetch(route);
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/dashboard' });
    const section = await screen.findByRole('region', { name: 'Ticket Count by Number' });
    const table = await within(section).findByRole('table', { name: 'Counts by number for 3 hours' });
    expect(screen.getByLabelText('Period')).toHaveValue('3h');
    expect(within(screen.getByLabelText('Period')).getAllByRole('option').map((o) => o.textContent)).toEqual(['3 hours', '6 hours', '12 hours', '24 hours', 'Weekly']);
    const facts = [...section.querySelectorAll('.count-fact')].map((f) => f.textContent);
    expect(facts).toEqual(['Period3 hours', 'Total Draws12', 'Open Draws1', 'Closed Draws11', 'Total Tickets1,203']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', '1st No.', '2nd No.', '3rd No.', '4th No.', '5th No.', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(75);
    expect(within(rows[6]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['07', '3', '0', '1', '0', '2', '6']);
    expect(within(section).queryByText('Alphabet Count')).not.toBeInTheDocument();
    expect(headerOf(calls.find((c) => c.url === '/admin/tickets/number-count?period=3h')!.init, 'Authorization')).toBe('Bearer admin-token');

    await user.click(within(section).getByLabelText('Only numbers with tickets'));
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['07', '60']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('1,000');
  });

  it('adds the Alphabet Count for Weekly', async () => {
    mockFetch(route);
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/dashboard' });
    await screen.findByRole('table', { name: 'Counts by number for 3 hours' });
    await user.selectOptions(screen.getByLabelText('Period'), 'weekly');
    const letters = await screen.findByRole('region', { name: 'Alphabet Count' });
    expect(within(letters).getAllByRole('listitem')).toHaveLength(26);
    expect(within(letters).getByLabelText('K: 4')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Counts by number for Weekly' })).getAllByRole('row')).toHaveLength(61);
  });

  it("says 'Failed to load ticket count data' when the read fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch((url) => (url.startsWith('/admin/tickets') ? { status: 500, body: { err: 'Y', msg: 'down' } } : route(url)));
    signInAsAdmin();
    renderWithProviders({ path: '/admin/dashboard' });
    expect(await screen.findByText('Failed to load ticket count data')).toBeInTheDocument();
  });

  it('speaks Hindi when the admin chose it: the periods as plurals, the facts, the columns, counts in Indian grouping', async () => {
    mockFetch(route);
    signInAsAdmin();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/admin/dashboard' });
    const section = await screen.findByRole('region', { name: 'नंबर के अनुसार टिकट गिनती' });
    const table = await within(section).findByRole('table', { name: '3 घंटे के लिए नंबर के अनुसार गिनती' });
    expect(within(screen.getByLabelText('अवधि')).getAllByRole('option').map((o) => o.textContent)).toEqual(['3 घंटे', '6 घंटे', '12 घंटे', '24 घंटे', 'साप्ताहिक']);
    const facts = [...section.querySelectorAll('.count-fact')].map((f) => f.textContent);
    expect(facts).toEqual(['अवधि3 घंटे', 'कुल ड्रॉ12', 'खुले ड्रॉ1', 'बंद ड्रॉ11', 'कुल टिकट1,203']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['नं.', 'पहला नं.', 'दूसरा नं.', 'तीसरा नं.', 'चौथा नं.', 'पाँचवाँ नं.', 'कुल']);
    await user.click(within(section).getByLabelText('सिर्फ़ वे नंबर जिन पर टिकट हैं'));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('1,000');

    await user.selectOptions(screen.getByLabelText('अवधि'), 'weekly');
    const letters = await screen.findByRole('region', { name: 'अक्षर गिनती' });
    expect(within(letters).getByLabelText('K: 4 टिकट')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'साप्ताहिक के लिए नंबर के अनुसार गिनती' })).toBeInTheDocument();
  });
});
