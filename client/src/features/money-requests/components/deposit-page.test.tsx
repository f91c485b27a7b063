import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { headerOf, mockFetch, type MockRoute } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';

const DETAILS = {
  bank: { account_holder_name: 'Fairdraw Ops', account_number: '123456789012', bank_name: 'State Bank', ifsc_code: 'SBIN0001234', type_of_account: 'current' },
  upi_id: 'fairdraw@okbank',
  crypto: { TRC20: 'TXyz123', SOLANA: null },
};

function server(overrides: Record<string, MockRoute> = {}) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const route = overrides[`${init.method ?? 'GET'} ${path}`];
    if (route) return route(url, init);
    if (path === '/user/payment-details') return { body: { err: 'N', data: DETAILS } };
    if (path === '/user/deposits') return { body: { err: 'N', data: [] } };
    return { body: { err: 'N', data: { username: 'asha', current_balance: 0, referral_balance: 0 } } };
  });
}

function png(name = 'paid.png', size = 2000, type = 'image/png') {
  return new File([new Uint8Array(size)], name, { type });
}

async function openDeposit() {
  signInAsPlayer();
  const view = renderWithProviders({ path: '/deposit' });
  await screen.findByRole('heading', { name: 'Deposit', level: 1 });
  // The form shows once the player's responsible-play settings are read (nothing to answer here).
  await screen.findByRole('tablist', { name: 'Deposit option' });
  return view;
}

describe('player Deposit page', () => {
  it('has Bank, UPI and Crypto tabs and shows where to pay for each', async () => {
    server();
    const { user } = await openDeposit();
    const tabs = screen.getByRole('tablist', { name: 'Deposit option' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bank', 'UPI', 'Crypto']);
    expect(await screen.findByText('123456789012')).toBeInTheDocument();
    expect(screen.getByText('SBIN0001234')).toBeInTheDocument();
    expect(screen.getByText('Current', { selector: '.pay-value' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    expect(screen.getByRole('tab', { name: 'UPI' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('fairdraw@okbank')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Crypto' }));
    expect(screen.getByText('TRC20 address')).toBeInTheDocument();
    expect(screen.getByText('TXyz123')).toBeInTheDocument();
    // A network the admin left empty is not offered as a place to pay.
    expect(screen.queryByText('SOLANA address')).not.toBeInTheDocument();
  });

  it('says when the operator has not set the details of an option', async () => {
    server({ 'GET /user/payment-details': () => ({ body: { err: 'N', data: { bank: null, upi_id: null, crypto: { TRC20: null, SOLANA: null } } } }) });
    await openDeposit();
    expect(await screen.findByText('The operator has not set these payment details yet. Please check again later.')).toBeInTheDocument();
  });

  it('checks the bank form in the order of the specification, and the IFSC format', async () => {
    const { calls } = server();
    const { user } = await openDeposit();
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    // Under each field (the error summary, heard and not seen, says them again with the fields' labels).
    const messages = screen.getAllByText(/required|valid/, { selector: '.field-error' }).map((node) => node.textContent);
    expect(messages).toEqual([
      'Name is required', 'Amount is required', 'Bank name is required', 'Account type is required',
      'Account number is required', 'IFSC code is required',
    ]);
    await waitFor(() => expect(screen.getByLabelText('Account Holder Name')).toHaveFocus());
    expect(screen.getByLabelText('Account Holder Name')).toHaveAccessibleDescription('Name is required');
    expect(within(screen.getByRole('form', { name: 'Deposit' })).getByRole('alert')).toHaveTextContent(
      /^6 problems to fix:\s*Account Holder Name: Name is required\s*Amount \(₹\): Amount is required\s*Bank Name: Bank name is required/,
    );
    await user.type(screen.getByLabelText('Amount (₹)'), '0.5');
    await user.type(screen.getByLabelText('IFSC Code'), 'sbin123');
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(screen.getByText('Enter a valid amount')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid IFSC code (4 letters, 0, then 6 letters or digits)')).toBeInTheDocument();
    expect(screen.getByLabelText('IFSC Code')).toHaveValue('SBIN123');
    expect(calls.some((c) => c.url === '/user/deposit')).toBe(false);
  });

  it('requires the UPI handle and a screenshot for UPI, and refuses a file that is not an image', async () => {
    const { calls } = server();
    const { user } = await openDeposit();
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    await user.type(screen.getByLabelText('Account Holder Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Amount (₹)'), '500');
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(screen.getByText('UPI handle is required')).toBeInTheDocument();
    expect(screen.getByText('Scanner image is required')).toBeInTheDocument();
    // The picker offers images only; a dropped file can be anything.
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [new File(['%PDF-1.4'], 'paid.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Only image files are allowed')).toBeInTheDocument();
    expect(screen.queryByText('Scanner image is required')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/user/deposit')).toBe(false);
  });

  it('asks crypto deposits for the TNXT number and a screenshot', async () => {
    server();
    const { user } = await openDeposit();
    await user.click(screen.getByRole('tab', { name: 'Crypto' }));
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(screen.getByText('TNXT number is required')).toBeInTheDocument();
    expect(screen.getByText('Scanner image is required')).toBeInTheDocument();
  });

  it('sends a UPI deposit as multipart with the screenshot, says so, and refreshes the history', async () => {
    let deposits: unknown[] = [];
    const { calls } = server({
      'POST /user/deposit': () => {
        deposits = [{ _id: 'd1', deposit_option: 'upi', amount: 500, status: 'on_hold', createdAt: '2026-11-21T08:00:00.000Z' }];
        return { body: { err: 'N', msg: 'Deposit request submitted' } };
      },
      'GET /user/deposits': () => ({ body: { err: 'N', data: deposits } }),
    });
    const { user } = await openDeposit();
    expect(await screen.findByText('No deposits found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    await user.type(screen.getByLabelText('Account Holder Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Amount (₹)'), '500');
    await user.type(screen.getByLabelText('Your UPI Handle'), 'asha@okaxis');
    await user.upload(screen.getByLabelText('Payment Screenshot'), png());
    expect(screen.getByRole('img', { name: 'Preview of paid.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(await screen.findByText('Deposit submitted successfully')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/user/deposit')!;
    expect(sent.init.method).toBe('POST');
    expect(headerOf(sent.init, 'Authorization')).toBe('Bearer user-token');
    expect(headerOf(sent.init, 'Content-Type')).toBeUndefined();
    const body = sent.init.body as FormData;
    expect(Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]))).toEqual({
      deposit_option: 'upi', amount: '500', account_holder_name: 'Asha Rao', upi_handle: 'asha@okaxis', image: 'paid.png',
    });
    const row = await screen.findByRole('row', { name: /UPI/ });
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['UPI', '₹500', '21 Nov 2026, 1:30 pm', 'On hold']);
    expect(screen.getByLabelText('Account Holder Name')).toHaveValue('');
  });

  it('UPI: a payment link and QR code for the exact amount with a reference, which goes with the request', async () => {
    const upiPayment = {
      upi_id: 'fairdraw@okbank', payee_name: 'Fairdraw Ops', amount: 500, reference: 'FDK7M2QX9A',
      link: 'upi://pay?pa=fairdraw@okbank&pn=Fairdraw%20Ops&am=500.00&cu=INR&tn=FDK7M2QX9A', qr_data_url: 'data:image/svg+xml;base64,PHN2Zy8+',
    };
    const { calls } = server({
      'GET /user/deposit/upi-payment': () => ({ body: { err: 'N', data: upiPayment } }),
      'POST /user/deposit': () => ({ body: { err: 'N', msg: 'ok', data: { _id: 'd1', reference: 'FDK7M2QX9A' } } }),
    });
    const { user } = await openDeposit();
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    const get = screen.getByRole('button', { name: 'Get payment QR' });
    expect(get).toBeDisabled();
    expect(screen.getByText('Enter the amount to get a payment link and QR code for it.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (₹)'), '500');
    await user.click(get);
    const link = await screen.findByRole('link', { name: 'Pay ₹500 in a UPI app' });
    expect(calls.find((c) => c.url.startsWith('/user/deposit/upi-payment'))!.url).toBe('/user/deposit/upi-payment?amount=500');
    expect(link).toHaveAttribute('href', upiPayment.link);
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹500' })).toHaveAttribute('src', upiPayment.qr_data_url);
    expect(screen.getByText('FDK7M2QX9A')).toBeInTheDocument();
    // Another amount needs another link: the one shown was for ₹500.
    await user.type(screen.getByLabelText('Amount (₹)'), '0');
    expect(screen.queryByRole('link', { name: /Pay ₹/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (₹)'), '{Backspace}');
    expect(screen.getByRole('link', { name: 'Pay ₹500 in a UPI app' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account Holder Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Your UPI Handle'), 'asha@okaxis');
    await user.upload(screen.getByLabelText('Payment Screenshot'), png());
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(await screen.findByText('Deposit submitted successfully')).toBeInTheDocument();
    const body = calls.find((c) => c.url === '/user/deposit')!.init.body as FormData;
    expect(body.get('payment_reference')).toBe('FDK7M2QX9A');
    expect(screen.queryByText('FDK7M2QX9A')).not.toBeInTheDocument();
  });

  it("UPI: says why there is no payment link when the operator has no UPI ID", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server({ 'GET /user/deposit/upi-payment': () => ({ status: 404, body: { err: 'Y', msg: 'UPI payments are not set up yet. Please choose another option.' } }) });
    const { user } = await openDeposit();
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    await user.type(screen.getByLabelText('Amount (₹)'), '100');
    await user.click(screen.getByRole('button', { name: 'Get payment QR' }));
    expect(await screen.findByText('UPI payments are not set up yet. Please choose another option.')).toBeInTheDocument();
  });

  it('takes a dropped screenshot as well as a picked one', async () => {
    server();
    await openDeposit();
    const zone = screen.getByTestId('file-drop');
    const file = png('drop.png');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    expect(zone).toHaveClass('file-drop-active');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(screen.getByText('drop.png')).toBeInTheDocument();
    expect(zone).not.toHaveClass('file-drop-active');
  });

  it("shows the server's message, or 'Failed to submit', or 'Submission failed' without an answer", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: () => ReturnType<MockRoute> = () => ({ status: 400, body: { err: 'Y', msg: 'Amount may be at most ₹1,00,000 per request' } });
    server({ 'POST /user/deposit': () => reply() });
    const { user } = await openDeposit();
    await user.click(screen.getByRole('tab', { name: 'Crypto' }));
    const fill = async () => {
      await user.clear(screen.getByLabelText('Account Holder Name'));
      await user.type(screen.getByLabelText('Account Holder Name'), 'Asha');
      await user.clear(screen.getByLabelText('Amount (₹)'));
      await user.type(screen.getByLabelText('Amount (₹)'), '200000');
      await user.clear(screen.getByLabelText('TNXT Number'));
      await user.type(screen.getByLabelText('TNXT Number'), 'abc123');
      await user.upload(screen.getByLabelText('Payment Screenshot'), png());
      await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    };
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Amount may be at most ₹1,00,000 per request');
    reply = () => ({ status: 500, body: null });
    await fill();
    expect(await screen.findByText('Failed to submit')).toBeInTheDocument();
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    await fill();
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
  });

  it('speaks Hindi when the player chose it: tabs, where to pay, the checks in order and amounts in Indian grouping', async () => {
    server({
      'GET /user/deposits': () => ({
        body: { err: 'N', data: [{ _id: 'd1', deposit_option: 'bank', amount: 100000, status: 'on_hold', createdAt: '2026-11-21T08:00:00.000Z' }] },
      }),
    });
    signInAsPlayer();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/deposit' });
    expect(await screen.findByRole('heading', { name: 'जमा', level: 1 })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'जमा का विकल्प' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['बैंक', 'UPI', 'क्रिप्टो']);
    expect(await screen.findByRole('heading', { name: 'भुगतान कहाँ करें' })).toBeInTheDocument();
    expect(screen.getByText('खाते का प्रकार', { selector: 'dt' }).nextElementSibling).toHaveTextContent('चालू');
    await user.click(screen.getByRole('button', { name: 'जमा सबमिट करें' }));
    expect(screen.getAllByText(/आवश्यक है/, { selector: '.field-error' }).map((node) => node.textContent)).toEqual([
      'नाम आवश्यक है', 'राशि आवश्यक है', 'बैंक का नाम आवश्यक है', 'खाते का प्रकार आवश्यक है', 'खाता नंबर आवश्यक है', 'IFSC कोड आवश्यक है',
    ]);
    await user.type(screen.getByLabelText('राशि (₹)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'जमा सबमिट करें' }));
    expect(screen.getByText('मान्य राशि दर्ज करें')).toBeInTheDocument();
    // The history: its heading, headers and the amount in Indian grouping.
    const history = screen.getByRole('table', { name: 'हाल की जमा' });
    expect(within(history).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['प्रकार', 'राशि', 'तारीख', 'स्थिति']);
    const row = within(history).getByRole('row', { name: /₹1,00,000/ });
    expect(within(row).getAllByRole('cell').slice(0, 2).map((td) => td.textContent)).toEqual(['बैंक', '₹1,00,000']);
    // UPI: the payment panel offers the link for the amount typed, grouped the Indian way.
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    expect(screen.getByRole('heading', { name: 'UPI से भुगतान करें' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('राशि (₹)'));
    await user.type(screen.getByLabelText('राशि (₹)'), '150000');
    expect(screen.getByText('₹1,50,000 के लिए भुगतान लिंक और QR कोड पाएँ।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भुगतान QR पाएँ' })).toBeEnabled();
    expect(screen.getByLabelText('आपका UPI हैंडल')).toHaveAttribute('placeholder', 'उदा. name@bank');
  });

  it("shows 'Loading deposits...', then the load failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    server({ 'GET /user/deposits': () => new Promise((resolve) => (answer = resolve)) });
    await openDeposit();
    expect(screen.getByText('Loading deposits...')).toBeVisible();
    answer({ status: 500, body: { err: 'Y' } });
    expect(await screen.findByText('Failed to load deposits')).toBeInTheDocument();
  });
});
