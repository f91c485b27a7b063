import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { headerOf, mockFetch } from '../../../testing/fetch-mock.js';
import { renderElement, signInAsAdmin } from '../../../testing/render-with-providers.js';
import { UsersTable } from './users-table.js';

describe('admin users table', () => {
  it('asks for page 1, limit 50 with the admin token and lists the users', async () => {
    const { calls } = mockFetch(() => ({
      body: {
        err: 'N',
        data: [
          { _id: '1', first_name: 'Asha', last_name: 'Rao', username: 'asha', email: 'asha@example.com', mobile: null,
            current_balance: 1500, lastLoginAt: '2026-11-21T08:00:00.000Z' },
          { _id: '2', first_name: null, last_name: null, username: 'ravi', email: null, mobile: '+919876543210',
            amount: 20.5, lastLoginAt: null },
        ],
        pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
      },
    }));
    signInAsAdmin();
    renderElement(<UsersTable />);
    const rows = await screen.findAllByRole('row');
    expect(calls[0]!.url).toBe('/admin/users-list?page=1&limit=50');
    expect(headerOf(calls[0]!.init, 'Authorization')).toBe('Bearer admin-token');
    expect(within(rows[0]!).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name', 'Email', 'Amount', 'Last Login Date and Time',
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Asha Rao', 'asha@example.com', '₹1,500', '21 November 2026 at 1:30:00 pm IST',
    ]);
    expect(within(rows[2]!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'ravi', '+919876543210', '₹20.50', 'Never',
    ]);
    // On a phone the rows stack, each value under its heading; wider, the table scrolls in a named region.
    expect(within(rows[1]!).getAllByRole('cell').map((td) => td.getAttribute('data-label'))).toEqual([
      'Name', 'Email', 'Amount', 'Last Login Date and Time',
    ]);
    expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
  });

  it("says 'No users found' for an empty list and 'Failed to load users' on error", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ body: { err: 'N', data: [] } }));
    signInAsAdmin();
    const first = renderElement(<UsersTable />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    first.unmount();
    mockFetch(() => ({ status: 500, body: { err: 'Y', msg: 'down' } }));
    renderElement(<UsersTable />);
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });
});
