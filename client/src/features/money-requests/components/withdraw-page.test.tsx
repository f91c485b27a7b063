import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockRoute } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';

function server(overrides: Record<string, MockRoute> = {}, balance = 1500) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const route = overrides[`${init.method ?? 'GET'} ${path}`];
    if (route) return route(url, init);
    if (path === '/user/withdraws') return { body: { err: 'N', data: [] } };
    return { body: { err: 'N', data: { username: 'asha', current_balance: balance, referral_balance: 300 } } };
  });
}

async function openWithdraw() {
  signInAsPlayer();
  const view = renderWithProviders({ path: '/withdraw' });
  await screen.findByRole('heading', { name: 'Withdraw', level: 1 });
  return view;
}

const fields = (body: FormData) =>
  Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]));

describe('player Withdraw page', () => {
  it("shows the available money balance beside the amount (never the referral balance) and 'No withdrawal history found'", async () => {
    server();
    await openWithdraw();
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('Available: ₹1,500'));
    expect(await screen.findByText('No withdrawal history found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Withdrawal' })).toBeInTheDocument();
  });

  it('checks the bank form in the order of the specification', async () => {
    const { calls } = server();
    const { user } = await openWithdraw();
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(screen.getAllByText(/required/, { selector: '.field-error' }).map((node) => node.textContent)).toEqual([
      'Name is required', 'Amount is required and must be greater than 0', 'Bank name is required', 'Account type is required',
      'Account number is required', 'IFSC code is required',
    ]);
    await user.type(screen.getByLabelText('Amount (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(screen.getByText('Amount is required and must be greater than 0')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/user/withdraw')).toBe(false);
  });

  it('refuses more than the available balance before asking the server', async () => {
    const { calls } = server({}, 100);
    const { user } = await openWithdraw();
    await screen.findByText('Available: ₹100');
    await user.type(screen.getByLabelText('Amount (₹)'), '100.01');
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(screen.getByText('Amount is more than your available balance')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/user/withdraw')).toBe(false);
  });

  it("UPI needs the UPI ID and a scanner file; images or PDF are taken, other files are refused", async () => {
    server();
    const { user } = await openWithdraw();
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(screen.getByText('UPI ID is required')).toBeInTheDocument();
    expect(screen.getByText('Scanner file is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Scanner File')).toHaveAttribute('accept', 'image/*,application/pdf');
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('Only images or PDF files are allowed')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Scanner File'), new File(['%PDF-1.4'], 'qr.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText('Only images or PDF files are allowed')).not.toBeInTheDocument();
    expect(screen.getByText('qr.pdf')).toBeInTheDocument();
  });

  it('crypto asks for the network, the address and the scanner file, and sends them', async () => {
    const { calls } = server({ 'POST /user/withdraw': () => ({ body: { err: 'N', msg: 'ok' } }) });
    const { user } = await openWithdraw();
    await user.click(screen.getByRole('tab', { name: 'Crypto' }));
    expect(within(screen.getByLabelText('Network')).getAllByRole('option').map((o) => o.textContent)).toEqual(['TRC20', 'SOLANA']);
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(screen.getByText('Wallet address is required')).toBeInTheDocument();
    expect(screen.getByText('Scanner file is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account Holder Name'), 'Asha');
    await user.type(screen.getByLabelText('Amount (₹)'), '250.50');
    await user.selectOptions(screen.getByLabelText('Network'), 'SOLANA');
    await user.type(screen.getByLabelText('Wallet Address'), 'So1anaAddr');
    await user.upload(screen.getByLabelText('Scanner File'), new File([new Uint8Array(10)], 'qr.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(await screen.findByText('Withdrawal request submitted successfully!')).toBeInTheDocument();
    expect(fields(calls.find((c) => c.url === '/user/withdraw')!.init.body as FormData)).toEqual({
      withdraw_option: 'crypto', amount: '250.50', account_holder_name: 'Asha', crypto: 'SOLANA', crypto_address: 'So1anaAddr', image: 'qr.png',
    });
  });

  it('sends a bank withdrawal, then refreshes the balance (the amount is held) and the history', async () => {
    let balance = 1500;
    let rows: unknown[] = [];
    const { calls } = server({
      'POST /user/withdraw': () => {
        balance = 1000;
        rows = [{ _id: 'w1', withdraw_option: 'bank', amount: 500, createdAt: '2026-11-21T08:00:00.000Z', status: 'on_hold' }];
        return { body: { err: 'N', msg: 'Withdrawal request submitted' } };
      },
      'GET /user/withdraws': () => ({ body: { err: 'N', data: rows } }),
      'GET /user/profile': () => ({ body: { err: 'N', data: { username: 'asha', current_balance: balance, referral_balance: 0 } } }),
    });
    const { user } = await openWithdraw();
    await screen.findByText('Available: ₹1,500');
    await user.type(screen.getByLabelText('Account Holder Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Amount (₹)'), '500');
    await user.type(screen.getByLabelText('Bank Name'), 'State Bank');
    await user.selectOptions(screen.getByLabelText('Type of Account'), 'savings');
    await user.type(screen.getByLabelText('Account Number'), '1234 5678 9012');
    await user.type(screen.getByLabelText('IFSC Code'), 'sbin0001234');
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(await screen.findByText('Withdrawal request submitted successfully!')).toBeInTheDocument();
    expect(fields(calls.find((c) => c.url === '/user/withdraw')!.init.body as FormData)).toEqual({
      withdraw_option: 'bank', amount: '500', account_holder_name: 'Asha Rao', bank_name: 'State Bank', type_of_account: 'savings',
      account_number: '123456789012', ifsc_code: 'SBIN0001234',
    });
    expect(await screen.findByText('Available: ₹1,000')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Bank/ });
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Bank', '₹500', '21 Nov 2026, 1:30 pm', 'On hold']);
  });

  it("a refusal shows the server's words (409 insufficient balance); no answer shows the catalogue's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: () => ReturnType<MockRoute> = () => ({ status: 409, body: { err: 'Y', msg: 'Insufficient balance: ₹1,500 available' } });
    server({ 'POST /user/withdraw': () => reply() }, 10_000);
    const { user } = await openWithdraw();
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    await user.type(screen.getByLabelText('Account Holder Name'), 'Asha');
    await user.type(screen.getByLabelText('Amount (₹)'), '5000');
    await user.type(screen.getByLabelText('UPI ID'), 'asha@ok');
    await user.upload(screen.getByLabelText('Scanner File'), new File(['x'], 'qr.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance: ₹1,500 available');
    reply = () => ({ status: 500, body: null });
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(await screen.findByText('Failed to submit withdrawal request')).toBeInTheDocument();
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
    expect(await screen.findByText('Error submitting withdrawal request. Please try again.')).toBeInTheDocument();
  });

  it('speaks Hindi when the player chose it: the balance in Indian grouping, the form, its checks and the history', async () => {
    const { calls } = server({}, 150000);
    signInAsPlayer();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/withdraw' });
    expect(await screen.findByRole('heading', { name: 'निकासी', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: 'निकासी का विकल्प' })).getAllByRole('tab').map((t) => t.textContent)).toEqual(['बैंक', 'UPI', 'क्रिप्टो']);
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('उपलब्ध: ₹1,50,000'));
    expect(screen.getByRole('heading', { name: 'हाल की निकासी' })).toBeInTheDocument();
    expect(await screen.findByText('निकासी का कोई इतिहास नहीं मिला')).toBeInTheDocument();
    expect(within(screen.getByLabelText('खाते का प्रकार')).getAllByRole('option').map((o) => o.textContent)).toEqual(['खाते का प्रकार चुनें', 'बचत', 'चालू']);
    await user.click(screen.getByRole('button', { name: 'निकासी सबमिट करें' }));
    expect(screen.getByText('राशि आवश्यक है और 0 से अधिक होनी चाहिए')).toBeInTheDocument();
    await user.type(screen.getByLabelText('राशि (₹)'), '200000');
    await user.click(screen.getByRole('button', { name: 'निकासी सबमिट करें' }));
    expect(screen.getByText('राशि आपके उपलब्ध बैलेंस से अधिक है')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'क्रिप्टो' }));
    await user.click(screen.getByRole('button', { name: 'निकासी सबमिट करें' }));
    expect(screen.getByText('वॉलेट पता आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText('स्कैनर फ़ाइल आवश्यक है')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/user/withdraw')).toBe(false);
  });

  it("says 'Loading withdrawal history...' while the history loads", async () => {
    server({ 'GET /user/withdraws': () => new Promise(() => undefined) });
    await openWithdraw();
    expect(screen.getByText('Loading withdrawal history...')).toBeInTheDocument();
  });

  it('shows a rejected request with the reason the admin gave', async () => {
    server({
      'GET /user/withdraws': () => ({
        body: { err: 'N', data: [{ _id: 'w9', withdraw_option: 'upi', amount: 80, createdAt: '2026-11-21T08:00:00Z', status: 'rejected', reason: 'UPI ID does not exist' }] },
      }),
    });
    await openWithdraw();
    const badge = await screen.findByText('Rejected');
    expect(badge).toHaveClass('status-red');
    expect(screen.getByText('Reason: UPI ID does not exist')).toBeInTheDocument();
  });
});
