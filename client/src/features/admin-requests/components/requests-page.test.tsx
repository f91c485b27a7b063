import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { headerOf, jsonBody, mockFetch, type MockRoute } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin } from '../../../testing/render-with-providers.js';
import { meReply } from '../../../testing/console-server.js';

const BANK = {
  _id: 'd1', deposit_option: 'bank', amount: 1500, status: 'on_hold', account_holder_name: 'Asha Rao', account_number: '123456789012',
  type_of_account: 'savings', bank_name: 'State Bank', ifsc_code: 'SBIN0001234', createdAt: '2026-11-21T08:00:00.000Z',
  user: { username: 'asha', email: 'asha@example.com' }, reference: 'DP-7KQ2',
};
const UPI = { _id: 'd2', deposit_option: 'upi', amount: 500, status: 'done', account_holder_name: 'Ravi', upi_handle: 'ravi@okaxis', image_path: '/admin/uploads/abc' };
const CRYPTO = { _id: 'd3', deposit_option: 'crypto', amount: 250.5, status: 'rejected', account_holder_name: 'Meera', crypto: '0xabc', reason: 'Payment not received' };

function server(overrides: Record<string, MockRoute> = {}, rows: unknown[] = [BANK, UPI, CRYPTO], totalPages = 3) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const route = overrides[`${init.method ?? 'GET'} ${path}`];
    if (route) return route(url, init);
    return { body: { err: 'N', data: rows, pagination: { page: 1, limit: 20, total: 45, totalPages } } };
  });
}

const headings = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('admin Deposit Requests', () => {
  it('asks for page 1 of 20 with the admin token, and shows the All columns', async () => {
    const { calls } = server();
    signInAsAdmin();
    renderWithProviders({ path: '/admin/deposit' });
    expect(await screen.findByRole('heading', { name: 'Deposit Requests' })).toBeInTheDocument();
    await screen.findByText('Asha Rao');
    const list = calls.find((c) => c.url.startsWith('/admin/deposits?'))!;
    expect(list.url).toBe('/admin/deposits?page=1&limit=20');
    expect(headerOf(list.init, 'Authorization')).toBe('Bearer admin-token');
    expect(headings()).toEqual(['Name', 'Option', 'Details', 'Amount', 'Status', 'Date', 'Action']);
    const row = screen.getByRole('row', { name: /Asha Rao/ });
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Asha Rao', 'Bank', 'State Bank · 123456789012 · SBIN0001234', '₹1,500', 'On hold', '21 Nov 2026, 1:30 pm', 'View',
    ]);
    expect(within(screen.getByRole('row', { name: /Meera/ })).getByText('Rejected')).toHaveClass('status-red');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('each filter asks for its option and shows its own columns, from page 1', async () => {
    const { calls } = server();
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/deposit' });
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/admin/deposits?page=2&limit=20'));
    const expected = {
      Bank: ['Name', 'Account Number', 'Type of Account', 'Bank Name', 'IFSC Code'],
      UPI: ['Name', 'UPI Handle'],
      Crypto: ['Name', 'Crypto'],
    };
    for (const [tab, columns] of Object.entries(expected)) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(calls.at(-1)!.url).toBe(`/admin/deposits?page=1&limit=20&deposit_option=${tab.toLowerCase()}`));
      await waitFor(() => expect(headings()).toEqual([...columns, 'Amount', 'Status', 'Date', 'Action']));
    }
  });

  it("pages with Prev and Next as 'Page X of Y', each disabled at its end", async () => {
    const { calls } = server({}, [BANK], 2);
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/deposit' });
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(calls.map((c) => c.url)).toContain('/admin/deposits?page=2&limit=20');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it("says 'No deposit requests' when there are none and 'Failed to load deposits' on failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server({}, [], 0);
    signInAsAdmin();
    const first = renderWithProviders({ path: '/admin/deposit' });
    expect(await screen.findByText('No deposit requests')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    first.unmount();
    server({ 'GET /admin/deposits': () => ({ status: 500, body: { err: 'Y', msg: 'down' } }) });
    renderWithProviders({ path: '/admin/deposit' });
    expect(await screen.findByText('Failed to load deposits')).toBeInTheDocument();
  });

  it('the modal saves amount and status as JSON, closes, and reloads the list', async () => {
    const { calls } = server({ 'PUT /admin/deposits/d1': () => ({ body: { err: 'N', msg: 'Deposit updated' } }) });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/deposit' });
    await user.click(await screen.findByRole('button', { name: 'View request of Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit Request' });
    expect(within(dialog).getByText('asha')).toBeInTheDocument();
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('DP-7KQ2')).toBeInTheDocument();
    expect(within(dialog).getByText('No file was attached.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '1400.50');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'done');
    const lists = calls.filter((c) => c.url.startsWith('/admin/deposits?')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(put.url).toBe('/admin/deposits/d1');
    expect(jsonBody(put.init)).toEqual({ amount: 1400.5, status: 'done' });
    expect(screen.getByText('Deposit updated')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/admin/deposits?')).length).toBe(lists + 1));
  });

  it('a rejection needs a reason, chosen or written, and sends it', async () => {
    const { calls } = server({ 'PUT /admin/deposits/d1': () => ({ body: { err: 'N' } }) });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/deposit' });
    await user.click(await screen.findByRole('button', { name: 'View request of Asha Rao' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'rejected');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Choose or write a reason for the rejection')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for rejection')).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1 problem to fix:Reason for rejection: Choose or write a reason for the rejection');
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText('Reason for rejection'), 'other');
    await user.type(within(dialog).getByLabelText('Write the reason'), 'Paid from a third-party account');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBody(calls.find((c) => c.init.method === 'PUT')!.init)).toEqual({
      amount: 1500, status: 'rejected', reason: 'Paid from a third-party account',
    });
  });

  it('speaks Hindi when the admin chose it: the list, and a rejection chosen from Hindi reasons that saves the English words', async () => {
    const { calls } = server({ 'PUT /admin/deposits/d1': () => ({ body: { err: 'N' } }) });
    signInAsAdmin();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/admin/deposit' });
    expect(await screen.findByRole('heading', { name: 'जमा अनुरोध' })).toBeInTheDocument();
    await screen.findByText('Asha Rao');
    expect(headings()).toEqual(['नाम', 'विकल्प', 'विवरण', 'राशि', 'स्थिति', 'तारीख', 'कार्रवाई']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['सभी', 'बैंक', 'UPI', 'क्रिप्टो']);
    const row = screen.getByRole('row', { name: /Asha Rao/ });
    expect(within(row).getAllByRole('cell').slice(0, 4).map((td) => td.textContent)).toEqual([
      'Asha Rao', 'बैंक', 'State Bank · 123456789012 · SBIN0001234', '₹1,500',
    ]);
    await user.click(within(row).getByRole('button', { name: 'Asha Rao का अनुरोध देखें' }));
    const dialog = screen.getByRole('dialog', { name: 'जमा अनुरोध' });
    expect(within(dialog).getByText('बचत')).toBeInTheDocument();
    expect(within(dialog).getByText('कोई फ़ाइल अटैच नहीं की गई थी।')).toBeInTheDocument();
    const status = within(dialog).getByLabelText('स्थिति');
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['लंबित', 'प्रक्रिया में', 'पूर्ण', 'अस्वीकृत']);
    await user.selectOptions(status, 'अस्वीकृत');
    await user.click(within(dialog).getByRole('button', { name: 'सबमिट करें' }));
    expect(within(dialog).getByText('अस्वीकृति का कारण चुनें या लिखें')).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText('अस्वीकृति का कारण'), 'भुगतान प्राप्त नहीं हुआ');
    await user.click(within(dialog).getByRole('button', { name: 'सबमिट करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The player reads the reason as saved: the preset's English words, whatever the admin's language.
    expect(jsonBody(calls.find((c) => c.init.method === 'PUT')!.init)).toEqual({ amount: 1500, status: 'rejected', reason: 'Payment not received' });
    expect(screen.getByText('अनुरोध अपडेट हो गया')).toBeInTheDocument();
  });

  it('refuses a bad amount; a refused save keeps the modal open with the reason', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = server({ 'PUT /admin/deposits/d1': () => ({ status: 409, body: { err: 'Y', msg: 'This request was changed by someone else; reload it' } }) });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/deposit' });
    await user.click(await screen.findByRole('button', { name: 'View request of Asha Rao' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Enter a valid amount')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('This request was changed by someone else; reload it')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The list is read again, so the request opens next time at its new version.
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/admin/deposits?')).length).toBe(2));
  });

  it('a done request is final: amount, status and submit are disabled; its screenshot is shown', async () => {
    const original = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:screenshot';
    URL.revokeObjectURL = () => undefined;
    try {
      const { calls } = server({ 'GET /admin/uploads/abc': () => ({ file: { text: 'png-bytes', type: 'image/png' } }) });
      signInAsAdmin();
      const { user } = renderWithProviders({ path: '/admin/deposit' });
      await user.click(await screen.findByRole('button', { name: 'View request of Ravi' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText('This request is done: it can no longer be changed.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Amount (₹)')).toBeDisabled();
      expect(within(dialog).getByLabelText('Status')).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
      const image = await within(dialog).findByRole('img', { name: 'Payment screenshot' });
      expect(image).toHaveAttribute('src', 'blob:screenshot');
      const fileCall = calls.find((c) => c.url === '/admin/uploads/abc')!;
      expect(headerOf(fileCall.init, 'Authorization')).toBe('Bearer admin-token');
    } finally {
      URL.createObjectURL = original;
    }
  });
});

describe('admin request modal, rejected requests', () => {
  it('a request already rejected keeps its reason: changing its amount needs no new one, and sends the version seen', async () => {
    const { calls } = server({ 'PUT /admin/deposits/d3': () => ({ body: { err: 'N' } }) }, [{ ...CRYPTO, version: 4 }], 1);
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/deposit' });
    await user.click(await screen.findByRole('button', { name: 'View request of Meera' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Payment not received', { selector: 'dd' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBody(calls.find((c) => c.init.method === 'PUT')!.init)).toEqual({ amount: 250, status: 'rejected', version: 4 });
  });
});

describe('admin Withdraw Requests', () => {
  const WITHDRAW = { _id: 'w1', withdraw_option: 'upi', amount: 700, status: 'in_progress', account_holder_name: 'Kiran', upi_handle: 'kiran@ybl' };

  it("uses its own path, texts and option, and sends a proof of payment as multipart", async () => {
    const { calls } = mockFetch((url, init) =>
      init.method === 'PUT'
        ? { body: { err: 'N', msg: 'Withdrawal updated' } }
        : { body: { err: 'N', data: url.includes('withdraw_option=bank') ? [] : [WITHDRAW], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } } },
    );
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/withdraw' });
    expect(await screen.findByRole('heading', { name: 'Withdraw Requests' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'View request of Kiran' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Request' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'done');
    await user.upload(within(dialog).getByLabelText('Proof of payment (optional)'), new File(['x'], 'proof.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(put.url).toBe('/admin/withdraws/w1');
    const body = put.init.body as FormData;
    expect([...body.keys()]).toEqual(['amount', 'status', 'image']);
    expect(body.get('status')).toBe('done');
    expect((body.get('image') as File).name).toBe('proof.png');
    await user.click(screen.getByRole('tab', { name: 'Bank' }));
    expect(await screen.findByText('No withdraw requests')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/admin/withdraws?page=1&limit=20&withdraw_option=bank');
  });

  it("says 'Failed to load withdraws' when the list cannot load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 500, body: null }));
    signInAsAdmin();
    renderWithProviders({ path: '/admin/withdraw' });
    expect(await screen.findByText('Failed to load withdraws')).toBeInTheDocument();
  });
});

describe('admin request modal for an auditor (read-only)', () => {
  it('shows the request as it stands, and offers no amount, status or submit', async () => {
    const { calls } = server({ 'GET /admin/me': () => meReply('auditor') });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/deposit' });
    await user.click(await screen.findByRole('button', { name: 'View request of Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit Request' });
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('DP-7KQ2')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,500')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Auditor · read-only');
    expect(within(dialog).queryByLabelText('Amount (₹)')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('an admin gets the same modal with amount, status and submit', async () => {
    server({ 'GET /admin/me': () => meReply('admin') });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/withdraw' });
    await user.click(await screen.findByRole('button', { name: 'View request of Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Request' });
    expect(within(dialog).getByLabelText('Amount (₹)')).toBeEnabled();
    expect(within(dialog).getByLabelText('Status')).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });
});
