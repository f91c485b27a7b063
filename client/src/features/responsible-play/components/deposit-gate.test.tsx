import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch, type MockReply } from '../../../testing/fetch-mock.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { fakePlayServer, limit, playView, routePlay, type FakePlayServer } from '../testing/fake-play-server.js';

const DETAILS = { bank: null, upi_id: null, crypto: { TRC20: 'TXyz123', SOLANA: null } };
const PAUSE = { kind: 'cool_off', startedAt: '2026-11-27T08:30:00.000Z', until: '2026-12-04T08:30:00.000Z' };

function serve(server: FakePlayServer, deposit?: () => MockReply) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const play = routePlay(server, path, init);
    if (play) return play;
    if (path === '/user/deposit' && deposit) return deposit();
    if (path === '/user/payment-details') return { body: { err: 'N', data: DETAILS } };
    if (path === '/user/profile') return { body: { err: 'N', data: { username: 'asha', current_balance: 800, referral_balance: 0 } } };
    return { body: { err: 'N', data: [] } };
  });
}

async function openPage(path: string) {
  signInAsPlayer();
  const view = renderWithProviders({ path });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('responsible play on the Deposit page', () => {
  it('before a first deposit asks for a limit, and records an explicit "No limit for now" before showing the form', async () => {
    const server = fakePlayServer({ view: playView({ prompt: 'unanswered' }) });
    serve(server);
    const { user } = await openPage('/deposit');
    expect(await screen.findByRole('heading', { name: 'Set a deposit limit first' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Deposit' })).not.toBeInTheDocument();
    // Saving nothing is not an answer.
    await user.click(screen.getByRole('button', { name: 'Save limits and continue' }));
    expect(screen.getByText("Set at least one limit, or choose 'No limit for now' below.")).toBeInTheDocument();
    expect(server.changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'No limit for now' }));
    expect(await screen.findByRole('tablist', { name: 'Deposit option' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Deposit' })).toBeInTheDocument();
    expect(server.changes).toEqual([{ method: 'POST', path: '/user/responsible-play/deposit-limits/decline', body: undefined }]);
  });

  it('takes limits set in the prompt, then shows the form', async () => {
    const server = fakePlayServer({ view: playView({ prompt: 'unanswered' }) });
    serve(server);
    const { user } = await openPage('/deposit');
    await user.type(await screen.findByLabelText('Daily limit (₹)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Save limits and continue' }));
    expect(await screen.findByRole('button', { name: 'Submit Deposit' })).toBeInTheDocument();
    expect(server.changes).toEqual([{ method: 'PUT', path: '/user/responsible-play/deposit-limits', body: { day: 2000, week: null, month: null } }]);
  });

  it('says a "No limit for now" the server refuses (limits already set), and keeps the prompt', async () => {
    const server = fakePlayServer({
      view: playView({ prompt: 'unanswered' }),
      answer: () => ({ status: 409, body: { err: 'Y', code: 'PLAY.LIMITS_SET', msg: 'You have already set deposit limits.' } }),
    });
    serve(server);
    const { user } = await openPage('/deposit');
    await user.click(await screen.findByRole('button', { name: 'No limit for now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already set deposit limits.');
    expect(screen.queryByRole('button', { name: 'Submit Deposit' })).not.toBeInTheDocument();
  });

  it('during a break shows its notice in place of the form, while the Withdraw page stays usable', async () => {
    serve(fakePlayServer({ view: playView({ pause: PAUSE }) }));
    const view = await openPage('/deposit');
    expect(await screen.findByText('You are on a cool-off until 4 Dec 2026, 2:00 pm IST. Deposits and tickets are closed until then; you can still withdraw.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Deposit' })).not.toBeInTheDocument();
    // The player's own deposits still show.
    expect(screen.getByRole('heading', { name: 'Recent Deposit' })).toBeInTheDocument();
    view.unmount();
    await openPage('/withdraw');
    expect(await screen.findByRole('button', { name: 'Submit Withdrawal' })).toBeEnabled();
    expect(screen.queryByText(/You are on a cool-off/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal when a deposit goes over a limit after all, and reads the limits again", async () => {
    const server = fakePlayServer({ view: playView({ depositLimits: { day: limit({ limit: 5000, used: 4000, remaining: 1000 }), week: limit(), month: limit() } }) });
    const refusal = 'This deposit of ₹2,000.00 would take you over your daily deposit limit of ₹5,000.00 (₹4,000.00 deposited today, ₹1,000.00 left). The limit resets at 00:00 IST on 28 Nov 2026.';
    const { calls } = serve(server, () => ({ status: 409, body: { err: 'Y', code: 'PLAY.DEPOSIT_LIMIT', msg: refusal } }));
    const { user } = await openPage('/deposit');
    await user.click(await screen.findByRole('tab', { name: 'Crypto' }));
    await user.type(screen.getByLabelText('Account Holder Name'), 'Asha');
    await user.type(screen.getByLabelText('Amount (₹)'), '2000');
    await user.type(screen.getByLabelText('TNXT Number'), 'abc123');
    await user.upload(screen.getByLabelText('Payment Screenshot'), new File([new Uint8Array(10)], 'paid.png', { type: 'image/png' }));
    const reads = () => calls.filter((c) => c.url === '/user/responsible-play').length;
    const before = reads();
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});
