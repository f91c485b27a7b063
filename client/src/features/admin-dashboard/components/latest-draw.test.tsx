import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { renderWithProviders, signInAsAdmin } from '../../../testing/render-with-providers.js';

const weekly = {
  _id: 'weekly-2026-03-02T10:30:00.000Z', period: 'weekly', status: 'open',
  start_at: '2026-03-02T10:30:00.000Z', close_at: '2026-03-08T10:00:00.000Z', draw_at: '2026-03-08T10:20:00.000Z',
  next_draw_at: '2026-03-09T10:30:00.000Z', round_amount: 500, commitment: 'ab'.repeat(32),
};

describe('admin dashboard: the latest draw of the selected period', () => {
  it('shows its status, times in IST, price and seed commitment; says when the period has none', async () => {
    mockFetch((url) => {
      if (url === '/admin/draws/latest/weekly') return { body: { err: 'N', msg: 'Latest draw fetched successfully', data: weekly } };
      if (url.startsWith('/admin/draws/latest/')) return { body: { err: 'N', msg: 'No draws found for this period', data: null } };
      return { body: { err: 'N', data: {} } };
    });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/dashboard' });
    const card = await screen.findByRole('region', { name: /Latest Draw/ });
    expect(await within(card).findByText('No draws found for this period')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Period'), 'weekly');
    expect(await within(card).findByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('Sales close').nextSibling).toHaveTextContent('8 Mar 2026, 3:30 pm');
    expect(within(card).getByText('Result at').nextSibling).toHaveTextContent('8 Mar 2026, 3:50 pm');
    expect(within(card).getByText('₹500')).toBeInTheDocument();
    expect(within(card).getByText('ab'.repeat(32))).toBeInTheDocument();
  });

  it("says 'Failed to load the latest draw' when the read fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch((url) => (url.startsWith('/admin/draws/latest/') ? { status: 500, body: { err: 'Y' } } : { body: { err: 'N', data: {} } }));
    signInAsAdmin();
    renderWithProviders({ path: '/admin/dashboard' });
    expect(await screen.findByText('Failed to load the latest draw')).toBeInTheDocument();
  });
});
