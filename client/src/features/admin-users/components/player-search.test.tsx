import { describe, expect, it, jest, beforeEach } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { setScreenWidth } from '../../../testing/screen-width.js';

// CSV downloads are checked by the path they ask for (the helper itself is tested with the server).
const downloadFile = jest.fn(async (_path: string, _name: string) => undefined);
jest.unstable_mockModule('../../../lib/api/download-file.js', () => ({ downloadFile }));

const { consoleServer, queryOf } = await import('../../../testing/console-server.js');
const { headerOf } = await import('../../../testing/fetch-mock.js');
const { switchToHindi } = await import('../../../testing/in-hindi.js');
const { renderWithProviders, signInAsAdmin } = await import('../../../testing/render-with-providers.js');

const ASHA = {
  _id: 'u1', first_name: 'Asha', last_name: 'Rao', username: 'asha', email: 'asha@example.com', mobile: null,
  current_balance: 1500, held_balance: 0, lastLoginAt: '2026-11-21T08:00:00.000Z',
};
const RAVI = { _id: 'u2', first_name: null, last_name: null, username: 'ravi', email: null, mobile: '+919876543210', amount: 20.5, lastLoginAt: null };

function usersServer(rows: unknown[] = [ASHA, RAVI], totalPages = 3) {
  return consoleServer('admin', {
    'GET /admin/users-list': (url) => {
      const page = Number(queryOf(url).page);
      return { body: { err: 'N', data: rows, pagination: { page, limit: 50, total: rows.length ? 120 : 0, totalPages } } };
    },
  });
}

const listCalls = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.url.startsWith('/admin/users-list?'));

beforeEach(() => {
  downloadFile.mockClear();
});

describe('admin Users page', () => {
  it("lists the spec's columns with the admin token, each player linking to their page", async () => {
    const { calls } = usersServer();
    signInAsAdmin();
    renderWithProviders({ path: '/admin/users' });
    const rows = await screen.findAllByRole('row');
    expect(listCalls(calls)[0]!.url).toBe('/admin/users-list?page=1&limit=50');
    expect(headerOf(listCalls(calls)[0]!.init, 'Authorization')).toBe('Bearer admin-token');
    expect(within(rows[0]!).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Email', 'Amount', 'Last Login Date and Time']);
    expect(within(rows[1]!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Asha Rao@asha', 'asha@example.com', '₹1,500', '21 November 2026 at 1:30:00 pm IST',
    ]);
    expect(within(rows[2]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['ravi', '+919876543210', '₹20.50', 'Never']);
    expect(within(rows[1]!).getByRole('link', { name: /Asha Rao/ })).toHaveAttribute('href', '/admin/users/u1');
    // On a phone the rows stack, each value under its heading.
    expect(within(rows[1]!).getAllByRole('cell').map((td) => td.getAttribute('data-label'))).toEqual([
      'Name', 'Email', 'Amount', 'Last Login Date and Time',
    ]);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('searches once the typing stops (q), from page 1, and pages within the search', async () => {
    const { calls } = usersServer();
    signInAsAdmin();
    const { user, router } = renderWithProviders({ path: '/admin/users' });
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url)).toEqual({ page: '2', limit: '50' }));
    await user.type(screen.getByLabelText('Search players'), '98765');
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url)).toEqual({ page: '1', limit: '50', q: '98765' }));
    // Debounced: one search for the whole word, not one per key.
    expect(listCalls(calls).filter((c) => c.url.includes('q=')).map((c) => queryOf(c.url).q)).toEqual(['98765']);
    expect(router.state.location.search).toBe('?q=98765');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url)).toEqual({ page: '2', limit: '50', q: '98765' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('the address leads: opening Users from the sidebar after a search lists everyone again', async () => {
    setScreenWidth(1366);
    const { calls } = usersServer();
    signInAsAdmin();
    const { user, router } = renderWithProviders({ path: '/admin/users?q=asha' });
    await screen.findByText('Page 1 of 3');
    expect(screen.getByLabelText('Search players')).toHaveValue('asha');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(screen.getByLabelText('Search players')).toHaveValue(''));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('');
    expect(queryOf(listCalls(calls).at(-1)!.url)).toEqual({ page: '1', limit: '50' });
  });

  it("downloads the list as CSV with the same search", async () => {
    usersServer();
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/users?q=asha%20rao' });
    await screen.findByText('Page 1 of 3');
    expect(screen.getByLabelText('Search players')).toHaveValue('asha rao');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadFile).toHaveBeenCalledWith('/admin/users-list.csv?q=asha+rao', 'users.csv');
  });

  it("counts the players found, '1 player' or '1,20,000 players' in Indian grouping", async () => {
    consoleServer('admin', {
      'GET /admin/users-list': (url) => ({
        body: { err: 'N', data: [ASHA], pagination: { page: 1, limit: 50, total: queryOf(url).q ? 1 : 120000, totalPages: 2400 } },
      }),
    });
    signInAsAdmin();
    const first = renderWithProviders({ path: '/admin/users' });
    expect(await screen.findByText('1,20,000 players')).toBeInTheDocument();
    first.unmount();
    renderWithProviders({ path: '/admin/users?q=asha' });
    expect(await screen.findByText('1 player')).toBeInTheDocument();
  });

  it('speaks Hindi when the admin chose it: headings, search, amounts, the count and the empty list', async () => {
    usersServer();
    signInAsAdmin();
    await switchToHindi();
    const first = renderWithProviders({ path: '/admin/users' });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['नाम', 'ईमेल', 'राशि', 'अंतिम लॉगिन की तारीख और समय']);
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('₹1,500');
    expect(within(rows[2]!).getAllByRole('cell')[3]).toHaveTextContent('कभी नहीं');
    expect(screen.getByText('120 खिलाड़ी')).toBeInTheDocument();
    expect(screen.getByLabelText('खिलाड़ी खोजें')).toHaveAttribute('placeholder', 'नाम, यूज़रनेम, ईमेल या मोबाइल');
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    first.unmount();
    usersServer([], 0);
    const second = renderWithProviders({ path: '/admin/users' });
    expect(await screen.findByText('कोई उपयोगकर्ता नहीं मिला')).toBeInTheDocument();
    second.unmount();
    usersServer([], 0);
    renderWithProviders({ path: '/admin/users?q=zed' });
    expect(await screen.findByText('“zed” के लिए कोई उपयोगकर्ता नहीं मिला')).toBeInTheDocument();
  });

  it("says 'No users found' for an empty list (naming the search) and 'Failed to load users' on error", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    usersServer([], 0);
    signInAsAdmin();
    const first = renderWithProviders({ path: '/admin/users' });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    first.unmount();
    usersServer([], 0);
    const second = renderWithProviders({ path: '/admin/users?q=zed' });
    expect(await screen.findByText('No users found for “zed”')).toBeInTheDocument();
    second.unmount();
    consoleServer('admin', { 'GET /admin/users-list': () => ({ status: 500, body: { err: 'Y', msg: 'down' } }) });
    renderWithProviders({ path: '/admin/users' });
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });
});
