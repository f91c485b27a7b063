import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { headerOf, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin } from '../../../testing/render-with-providers.js';

describe('admin dashboard cards', () => {
  it('shows Total Users, Total Withdraw and Total Deposit, money with ₹ and Indian grouping', async () => {
    const { calls } = mockFetch(() => ({ body: { err: 'N', data: { totalUsers: 123456, totalWithdraw: 100000, totalDeposit: 12345678.5 } } }));
    signInAsAdmin();
    renderWithProviders({ path: '/admin/dashboard' });
    const cards = await screen.findByRole('region', { name: 'Totals' });
    await within(cards).findByText('₹1,00,000.00');
    expect(within(cards).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Total Users', 'Total Withdraw', 'Total Deposit']);
    expect(within(cards).getByText('1,23,456')).toBeInTheDocument();
    expect(within(cards).getByText('₹1,23,45,678.50')).toBeInTheDocument();
    const call = calls.find((c) => c.url === '/admin/stats')!;
    expect(headerOf(call.init, 'Authorization')).toBe('Bearer admin-token');
  });

  it("says 'Loading stats...' while loading and 'Failed to load stats' on failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    // The dashboard also reads the ticket counts; only the stats' answer is held back here.
    mockFetch((url) => (url === '/admin/stats' ? new Promise((resolve) => (answer = resolve)) : { body: { err: 'N', data: {} } }));
    signInAsAdmin();
    renderWithProviders({ path: '/admin/dashboard' });
    expect(await screen.findByText('Loading stats...')).toBeInTheDocument();
    answer({ status: 500, body: { err: 'Y' } });
    expect(await screen.findByText('Failed to load stats')).toBeInTheDocument();
  });

  it('speaks Hindi when the admin chose it: the card labels, the totals in Indian grouping', async () => {
    mockFetch(() => ({ body: { err: 'N', data: { totalUsers: 123456, totalWithdraw: 100000, totalDeposit: 12345678.5 } } }));
    signInAsAdmin();
    await switchToHindi();
    renderWithProviders({ path: '/admin/dashboard' });
    const cards = await screen.findByRole('region', { name: 'कुल योग' });
    await within(cards).findByText('₹1,00,000.00');
    expect(within(cards).getAllByRole('heading').map((h) => h.textContent)).toEqual(['कुल उपयोगकर्ता', 'कुल निकासी', 'कुल जमा']);
    expect(within(cards).getByText('1,23,456')).toBeInTheDocument();
    expect(within(cards).getByText('₹1,23,45,678.50')).toBeInTheDocument();
  });

  it("says 'आँकड़े लोड नहीं हो सके' in Hindi when the read fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch((url) => (url === '/admin/stats' ? { status: 500, body: { err: 'Y' } } : { body: { err: 'N', data: {} } }));
    signInAsAdmin();
    await switchToHindi();
    renderWithProviders({ path: '/admin/dashboard' });
    expect(await screen.findByText('आँकड़े लोड नहीं हो सके')).toBeInTheDocument();
  });
});
