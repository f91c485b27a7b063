import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { consoleServer } from '../../../testing/console-server.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin } from '../../../testing/render-with-providers.js';

const limit = (value: number | null, used: number, pending: { limit: number | null; effectiveAt: string } | null = null) => ({
  limit: value, pending, used, remaining: value === null ? null : value - used, resetsAt: '2026-11-22T18:30:00.000Z',
});

const PLAY = {
  depositLimits: {
    day: limit(5000, 4000, { limit: 8000, effectiveAt: '2026-11-22T09:00:00.000Z' }),
    week: limit(null, 4000),
    month: limit(20000, 4000, { limit: null, effectiveAt: '2026-11-22T09:00:00.000Z' }),
  },
  prompt: 'limits_set', reviewDue: false, lastReviewedAt: '2026-06-01T05:00:00.000Z', nextReviewAt: '2026-12-01T05:00:00.000Z',
  realityCheckMinutes: 30,
  pause: { kind: 'cool_off', startedAt: '2026-11-21T08:00:00.000Z', until: '2026-11-28T08:00:00.000Z' },
  history: [{ at: '2026-11-21T08:00:00.000Z', type: 'PauseStarted', summary: 'Cool-off for 7 days' }],
};

const DETAIL = {
  player: {
    _id: 'u1', username: 'asha', first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', mobile: '+919876543210',
    date_of_birth: '1990-04-12', gender: 'female', referral_code: 'ASHA42', is_profile_updated: true,
    createdAt: '2026-01-05T06:00:00.000Z', lastLoginAt: '2026-11-21T08:00:00.000Z',
  },
  balances: { money: 1400.5, referral: 50, held: 200, version: 17 },
  deposits: { rows: [{ _id: 'd1', deposit_option: 'upi', amount: 1500, status: 'done', reference: 'DP-1', createdAt: '2026-11-20T08:00:00.000Z' }], total: 14 },
  withdrawals: { rows: [], total: 0 },
  tickets: {
    rows: [{ _id: 't1', draw_id: '3h-x', period: 'weekly', num_1: 5, num_2: 12, num_3: 33, num_4: 41, num_5: 60, num_6: 'K', round_amount: 500, status: 'settled',
      createdAt: '2026-11-20T09:00:00.000Z', outcome: { matches: {}, prize: 1000, pots: [] } }],
    total: 1,
  },
  responsiblePlay: PLAY,
};

function open(detail: unknown = DETAIL) {
  consoleServer('auditor', { 'GET /admin/users/u1': () => ({ body: { err: 'N', data: detail } }) });
  signInAsAdmin();
  return renderWithProviders({ path: '/admin/users/u1' });
}

describe("console player page (GET /admin/users/:userId)", () => {
  it('shows the profile, balances, recent money and tickets, and links to the wallet history', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Asha Rao', level: 1 })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Date of birth12 April 1990');
    expect(profile).toHaveTextContent('Referral codeASHA42');
    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(balances).toHaveTextContent('Money balance₹1,400.50');
    expect(balances).toHaveTextContent('Referral balance₹50.00');
    expect(balances).toHaveTextContent('Held (pending withdrawals)₹200.00');
    expect(within(balances).getByRole('link', { name: 'Wallet history of Asha Rao' })).toHaveAttribute('href', '/admin/wallets/u1');
    const deposits = screen.getByRole('region', { name: 'Recent deposits' });
    expect(within(deposits).getAllByRole('cell').map((td) => td.textContent)).toEqual(['20 Nov 2026, 1:30 pm', '₹1,500', 'UPI', 'Done', 'DP-1']);
    expect(deposits).toHaveTextContent('The newest 1 of 14');
    expect(screen.getByRole('region', { name: 'Recent withdrawals' })).toHaveTextContent('No withdraw requests');
    const tickets = screen.getByRole('region', { name: 'Recent tickets' });
    expect(within(tickets).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '20 Nov 2026, 2:30 pm', 'Giant (Weekly)', '05 12 33 41 60 K', '₹500', 'Won ₹1,000',
    ]);
  });

  it('shows the responsible-play limits with their pending raises, the prompt answer, reality check and the pause with its end', async () => {
    open();
    const play = await screen.findByRole('region', { name: 'Responsible play' });
    const cells = (name: RegExp) => within(within(play).getByRole('row', { name })).getAllByRole('cell').map((td) => td.textContent);
    expect(cells(/^Daily/)).toEqual(['Daily', '₹5,000', '₹8,000 from 22 Nov 2026, 2:30 pm', '₹4,000', '₹1,000', '23 Nov 2026, 12:00 am']);
    expect(cells(/^Weekly/)).toEqual(['Weekly', 'No limit', '—', '₹4,000', 'No limit', '23 Nov 2026, 12:00 am']);
    expect(cells(/^Monthly/)[2]).toBe('No limit from 22 Nov 2026, 2:30 pm');
    expect(play).toHaveTextContent('Limit promptSet limits');
    expect(play).toHaveTextContent('Reality checkEvery 30 minutes');
    expect(play).toHaveTextContent('PauseCool-off until 28 Nov 2026, 1:30 pm (since 21 Nov 2026, 1:30 pm)');
    expect(play).toHaveTextContent('Next by 1 Dec 2026, 10:30 am · last reviewed 1 Jun 2026, 10:30 am');
    expect(play).toHaveTextContent('Cool-off for 7 days');
  });

  it('speaks Hindi when the admin chose it: sections, facts, amounts with paise and the draw period', async () => {
    await switchToHindi();
    open();
    expect(await screen.findByRole('heading', { name: 'Asha Rao', level: 1 })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'प्रोफ़ाइल' });
    expect(profile).toHaveTextContent('लिंगमहिला');
    expect(profile).toHaveTextContent('रेफ़रल कोडASHA42');
    const balances = screen.getByRole('region', { name: 'बैलेंस' });
    expect(balances).toHaveTextContent('मनी बैलेंस₹1,400.50');
    expect(within(balances).getByRole('link', { name: 'Asha Rao का वॉलेट इतिहास' })).toHaveAttribute('href', '/admin/wallets/u1');
    const deposits = screen.getByRole('region', { name: 'हाल के जमा' });
    expect(within(deposits).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['तारीख', 'राशि', 'विकल्प', 'स्थिति', 'संदर्भ']);
    expect(deposits).toHaveTextContent('14 में से सबसे नए 1');
    expect(screen.getByRole('region', { name: 'हाल की निकासी' })).toHaveTextContent('कोई निकासी अनुरोध नहीं');
    const tickets = screen.getByRole('region', { name: 'हाल के टिकट' });
    expect(tickets).toHaveTextContent('विशाल (साप्ताहिक)');
    expect(tickets).toHaveTextContent('₹1,000 जीते');
    const play = screen.getByRole('region', { name: 'ज़िम्मेदार खेल' });
    expect(within(play).getByRole('row', { name: /^दैनिक/ })).toHaveTextContent('₹5,000');
    expect(play).toHaveTextContent('रियलिटी चेकहर 30 मिनट');
  });

  it("says 'No responsible-play settings' when there are none", async () => {
    open({ ...DETAIL, responsiblePlay: null });
    const play = await screen.findByRole('region', { name: 'Responsible play' });
    expect(play).toHaveTextContent('No responsible-play settings');
    expect(within(play).queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Player not found' for an unknown id", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleServer('admin', { 'GET /admin/users/zz': () => ({ status: 404, body: { err: 'Y', msg: 'Player not found' } }) });
    signInAsAdmin();
    renderWithProviders({ path: '/admin/users/zz' });
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/admin/users');
  });
});
