import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { dismissNotificationToast, subscribeToToasts } from '../../../lib/push/notification-toasts.js';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';

const KEY = 'fairdraw.requestStatus.player@example.com';

function server(deposits: unknown[], withdraws: unknown[] = []) {
  let balance = 0;
  const result = mockFetch((url) => {
    if (url === '/user/deposits') return { body: { err: 'N', data: deposits } };
    if (url === '/user/withdraws') return { body: { err: 'N', data: withdraws } };
    if (url === '/user/profile') {
      balance += 500;
      return { body: { err: 'N', data: { username: 'asha', current_balance: balance - 500, referral_balance: 0 } } };
    }
    return { body: { err: 'N', data: '' } };
  });
  return result;
}

describe('request status notices', () => {
  // Toasts live outside React: each test starts without the last one's.
  beforeEach(() => {
    let shown: { id: number }[] = [];
    subscribeToToasts((toasts) => (shown = toasts))();
    for (const toast of shown) dismissNotificationToast(toast.id);
  });

  it('the first visit only takes note of the statuses, with no toast', async () => {
    server([{ _id: 'd1', deposit_option: 'upi', amount: 500, status: 'done' }]);
    signInAsPlayer();
    renderWithProviders({ path: '/dashboard' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({ 'deposit:d1': 'done' }));
    expect(screen.queryByText(/Deposit done/)).not.toBeInTheDocument();
  });

  it('a status the player has not seen becomes a toast, and the balances are read again', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'deposit:d1': 'on_hold', 'withdrawal:w1': 'in_progress' }));
    const { calls } = server(
      [{ _id: 'd1', deposit_option: 'upi', amount: 500, status: 'done' }, { _id: 'd2', deposit_option: 'bank', amount: 80, status: 'on_hold' }],
      [{ _id: 'w1', withdraw_option: 'bank', amount: 300, status: 'rejected', reason: 'The account details are incorrect' }],
    );
    signInAsPlayer();
    renderWithProviders({ path: '/dashboard' });
    expect(await screen.findByText('Deposit done')).toBeInTheDocument();
    expect(screen.getByText('Your deposit of ₹500 is done: the money is in your balance.')).toBeInTheDocument();
    expect(screen.getByText('Withdrawal rejected')).toBeInTheDocument();
    expect(
      screen.getByText('Your withdrawal of ₹300 was rejected: The account details are incorrect The amount is back in your balance.'),
    ).toBeInTheDocument();
    // A request the player has just sent is not news to them.
    expect(screen.queryByText(/₹80/)).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/user/profile').length).toBe(2));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ 'deposit:d1': 'done', 'deposit:d2': 'on_hold', 'withdrawal:w1': 'rejected' });
  });

  it('speaks Hindi when the player chose it, with the amount in Indian grouping', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'deposit:d1': 'on_hold', 'withdrawal:w1': 'in_progress' }));
    server(
      [{ _id: 'd1', deposit_option: 'bank', amount: 100000, status: 'done' }],
      [{ _id: 'w1', withdraw_option: 'upi', amount: 250000, status: 'rejected', reason: 'UPI ID does not exist' }],
    );
    signInAsPlayer();
    await switchToHindi();
    renderWithProviders({ path: '/dashboard' });
    expect(await screen.findByText('जमा पूरी हुई')).toBeInTheDocument();
    expect(screen.getByText('आपकी ₹1,00,000 की जमा पूरी हो गई है: राशि आपके बैलेंस में आ गई है।')).toBeInTheDocument();
    expect(screen.getByText('निकासी अस्वीकृत')).toBeInTheDocument();
    // The admin's reason is the server's text, shown as written.
    expect(screen.getByText('आपकी ₹2,50,000 की निकासी अस्वीकृत कर दी गई: UPI ID does not exist राशि आपके बैलेंस में वापस आ गई है।')).toBeInTheDocument();
  });

  it('a status already shown is not shown again', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'deposit:d1': 'done' }));
    const { calls } = server([{ _id: 'd1', deposit_option: 'upi', amount: 500, status: 'done' }]);
    signInAsPlayer();
    renderWithProviders({ path: '/dashboard' });
    await waitFor(() => expect(calls.some((c) => c.url === '/user/withdraws')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Deposit done')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/user/profile').length).toBe(1);
  });
});
