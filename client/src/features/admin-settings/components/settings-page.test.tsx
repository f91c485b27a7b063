import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin } from '../../../testing/render-with-providers.js';
import { meReply } from '../../../testing/console-server.js';

const SETTINGS = {
  latest_news: 'https://news.example.com/a',
  referral_code_amount: 50,
  ticket_amounts: { '3h': 100, '6h': 200, '12h': 300, '24h': 400, weekly: 500 },
  payment_details: { bank: null, upi_id: 'fairdraw@okaxis', crypto: { TRC20: null, SOLANA: null } },
  result_source: { '3h': 'rng', '6h': 'manual', '12h': 'rng', '24h': 'rng', weekly: 'rng' },
};

const CHANGE = {
  version: 3, setting: 'ticket-amount', period: 'weekly', value: 550, previous_value: 500,
  changed_by: { id: 'a1', username: 'admin' }, changed_at: '2026-11-21T08:00:00.000Z',
};

function server(overrides: Record<string, MockRoute> = {}) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const route = overrides[`${init.method ?? 'GET'} ${path}`];
    if (route) return route(url, init);
    if (path === '/admin/settings/history') return { body: { err: 'N', data: [CHANGE], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } } };
    if (path === '/admin/settings') return { body: { err: 'N', data: SETTINGS } };
    return { body: { err: 'N', msg: 'Saved successfully', data: {} } };
  });
}

/** The 'Result Source' entry of the values now. */
const sourcesOf = () => screen.getByText('Result Source', { selector: 'dt' }).parentElement!;

async function openSettings() {
  signInAsAdmin();
  const view = renderWithProviders({ path: '/admin/settings' });
  await screen.findByText('https://news.example.com/a');
  return view;
}

describe('admin Settings page', () => {
  it('shows the three buttons of the spec, the payment details button, the values now and the changes', async () => {
    server();
    await openSettings();
    expect(screen.getByRole('heading', { name: 'Upload Latest News' })).toBeInTheDocument();
    for (const name of ['Set Latest News', 'Set Referral Amount', 'Set Ticket Amount', 'Set Payment Details']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('₹50')).toBeInTheDocument();
    expect(screen.getByText('UPI: fairdraw@okaxis')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Ticket Amount \(Weekly\)/ });
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Ticket Amount (Weekly)', '₹550', '₹500', 'admin', '21 Nov 2026, 1:30 pm',
    ]);
  });

  it('speaks Hindi when the admin chose it: buttons, values, periods, history and a modal with its check', async () => {
    const bank = { account_holder_name: 'Fairdraw Gaming', bank_name: 'HDFC Bank', account_number: '50200012345678', ifsc_code: 'HDFC0001234', type_of_account: 'current' };
    server({
      'GET /admin/settings': () => ({
        body: { err: 'N', data: { ...SETTINGS, referral_code_amount: 150000, payment_details: { ...SETTINGS.payment_details, bank } } },
      }),
    });
    await switchToHindi();
    const { user } = await openSettings();
    expect(screen.getByRole('heading', { name: 'ताज़ा समाचार अपलोड करें' })).toBeInTheDocument();
    for (const name of ['ताज़ा समाचार सेट करें', 'रेफ़रल राशि सेट करें', 'टिकट राशि सेट करें', 'भुगतान विवरण सेट करें']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('रेफ़रल राशि')).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
    expect(within(screen.getByText('टिकट राशियाँ').parentElement!).getByText('साप्ताहिक')).toBeInTheDocument();
    expect(screen.getByText('बैंक: Fairdraw Gaming, HDFC Bank, 50200012345678, HDFC0001234 (चालू)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हाल के बदलाव' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /टिकट राशि \(साप्ताहिक\)/ });
    expect(within(row).getAllByRole('cell').slice(0, 4).map((td) => td.textContent)).toEqual(['टिकट राशि (साप्ताहिक)', '₹550', '₹500', 'admin']);
    await user.click(screen.getByRole('button', { name: 'टिकट राशि सेट करें' }));
    const dialog = screen.getByRole('dialog', { name: 'टिकट राशि सेट करें' });
    const period = within(dialog).getByLabelText('अवधि');
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual(['3 घंटे', '6 घंटे', '12 घंटे', '24 घंटे', 'साप्ताहिक']);
    await user.clear(within(dialog).getByLabelText('टिकट राशि (₹)'));
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    expect(within(dialog).getByText('मान्य राशि दर्ज करें')).toBeInTheDocument();
  });

  it("Set Latest News refuses anything but an http(s) URL with 'Please enter a valid URL', then saves and closes", async () => {
    const { calls } = server({ 'POST /admin/settings/latest-news': () => ({ body: { err: 'N', msg: 'Latest news updated successfully', data: {} } }) });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Set Latest News' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Latest News' });
    const field = within(dialog).getByLabelText('News URL');
    expect(field).toHaveValue('https://news.example.com/a');
    for (const bad of ['ftp://x.example', 'news.example.com', 'javascript:alert(1)', 'https://']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Please enter a valid URL')).toBeInTheDocument();
      expect(field).toHaveFocus();
      expect(within(dialog).getByRole('alert')).toHaveTextContent('1 problem to fix:News URL: Please enter a valid URL');
    }
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
    await user.clear(field);
    await user.type(field, 'http://news.example.com/b');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBody(calls.find((c) => c.init.method === 'POST')!.init)).toEqual({ url: 'http://news.example.com/b' });
    expect(screen.getByText('Latest news updated successfully')).toBeInTheDocument();
  });

  it("Set Referral Amount takes 0 and steps of 0.01, and refuses the rest with 'Enter a valid amount'", async () => {
    const { calls } = server();
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Set Referral Amount' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Referral Amount' });
    const field = within(dialog).getByLabelText('Referral Amount (₹)');
    expect(field).toHaveAttribute('step', '0.01');
    for (const bad of ['-1', '1.005', '']) {
      await user.clear(field);
      if (bad) await user.type(field, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Enter a valid amount')).toBeInTheDocument();
    }
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/admin/settings/referral-code-amount');
    expect(jsonBody(post.init)).toEqual({ amount: '0' });
  });

  it('Set Ticket Amount has the period selector, shows each current price and posts to that period', async () => {
    const { calls } = server();
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Set Ticket Amount' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Ticket Amount' });
    const period = within(dialog).getByLabelText('Period');
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual(['3 hours', '6 hours', '12 hours', '24 hours', 'Weekly']);
    expect(within(dialog).getByLabelText('Ticket Amount (₹)')).toHaveValue(100);
    await user.selectOptions(period, 'weekly');
    const amount = within(dialog).getByLabelText('Ticket Amount (₹)');
    expect(amount).toHaveValue(500);
    await user.clear(amount);
    await user.type(amount, '550');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/admin/settings/ticket-amount/weekly');
    expect(jsonBody(post.init)).toEqual({ amount: '550' });
  });

  it("a refused save keeps the modal open with the server's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server({ 'POST /admin/settings/ticket-amount/3h': () => ({ status: 400, body: { err: 'Y', msg: 'A ticket costs at least ₹1' } }) });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Set Ticket Amount' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Ticket Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Ticket Amount (₹)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A ticket costs at least ₹1')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Payment details: a partly filled bank account is refused field by field; a whole one is sent, blanks as null', async () => {
    const { calls } = server();
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Set Payment Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Payment Details' });
    expect(within(dialog).getByLabelText('UPI ID')).toHaveValue('fairdraw@okaxis');
    await user.type(within(dialog).getByLabelText('Bank Name'), 'HDFC Bank');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['Account holder name is required', 'Account number must be 9 to 18 digits', 'Account type is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Account Holder Name'), 'Fairdraw Gaming');
    await user.type(within(dialog).getByLabelText('Account Number'), '50200012345678');
    await user.type(within(dialog).getByLabelText('IFSC Code'), 'hdfc0001234');
    await user.selectOptions(within(dialog).getByLabelText('Type of Account'), 'current');
    await user.clear(within(dialog).getByLabelText('UPI ID'));
    await user.type(within(dialog).getByLabelText('TRC20 Address'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/admin/settings/payment-details');
    expect(jsonBody(post.init)).toEqual({
      bank: { account_holder_name: 'Fairdraw Gaming', bank_name: 'HDFC Bank', account_number: '50200012345678', ifsc_code: 'HDFC0001234', type_of_account: 'current' },
      upi_id: null,
      crypto: { TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', SOLANA: null },
    });
  });

  it('says when the settings cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server({ 'GET /admin/settings': () => ({ status: 500, body: null }) });
    signInAsAdmin();
    renderWithProviders({ path: '/admin/settings' });
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
  });

  it('an auditor reads the values, payment details and history, and is offered none of the buttons', async () => {
    const { calls } = server({ 'GET /admin/me': () => meReply('auditor') });
    await openSettings();
    expect(await screen.findByRole('note')).toHaveTextContent('Auditor · read-only');
    for (const name of ['Set Latest News', 'Set Referral Amount', 'Set Ticket Amount', 'Set Payment Details', 'Set Result Source']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // ...but reads each period's result source, and what each source means.
    expect(within(sourcesOf()).getByText('6 hours').nextElementSibling).toHaveTextContent('Manual');
    expect(within(sourcesOf()).getByText(/anyone can check it/)).toBeInTheDocument();
    expect(screen.getByText('UPI: fairdraw@okaxis')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Ticket Amount \(Weekly\)/ })).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('an admin (GET /admin/me) is offered all five buttons and no read-only note', async () => {
    server({ 'GET /admin/me': () => meReply('admin') });
    await openSettings();
    for (const name of ['Set Latest News', 'Set Referral Amount', 'Set Ticket Amount', 'Set Payment Details', 'Set Result Source']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('admin Settings: the result source of each period', () => {
  it('shows each period\'s source with what RNG and Manual mean, and that a change applies from the next round', async () => {
    server();
    await openSettings();
    const sources = sourcesOf();
    const rows = within(sources).getAllByRole('listitem').slice(0, 5).map((li) => li.textContent);
    expect(rows).toEqual(['3 hours RNG', '6 hours Manual', '12 hours RNG', '24 hours RNG', 'Weekly RNG']);
    expect(sources).toHaveTextContent('RNG: Drawn by the server from a committed seed and the public drand beacon: anyone can check it.');
    expect(sources).toHaveTextContent('Manual: A witnessed draw: one admin enters its numbers and another approves them. It cannot be checked by computation.');
    expect(sources).toHaveTextContent("A change applies from the period's next round; the round on sale keeps its source.");
  });

  it('Set Result Source: the period\'s source is chosen, each choice explained; it posts { source } to that period', async () => {
    const { calls } = server({ 'POST /admin/settings/result-source/weekly': () => ({ body: { err: 'N', msg: 'Result source updated successfully', data: { period: 'weekly', source: 'manual' } } }) });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Set Result Source' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Result Source' });
    const group = within(dialog).getByRole('group', { name: 'Result source' });
    expect(within(group).getByRole('radio', { name: 'RNG' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'RNG' })).toHaveAccessibleDescription(/anyone can check it/);
    expect(within(group).getByRole('radio', { name: 'Manual' })).toHaveAccessibleDescription(/cannot be checked by computation/);
    expect(group).toHaveAccessibleDescription("A change applies from the period's next round; the round on sale keeps its source.");
    await user.selectOptions(within(dialog).getByLabelText('Period'), '6h');
    expect(within(group).getByRole('radio', { name: 'Manual' })).toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText('Period'), 'weekly');
    await user.click(within(group).getByRole('radio', { name: 'Manual' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/admin/settings/result-source/weekly');
    expect(jsonBody(post.init)).toEqual({ source: 'manual' });
    expect(screen.getByText('Result source updated successfully')).toBeInTheDocument();
  });

  it("a refusal keeps the modal open with the server's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server({ 'POST /admin/settings/result-source/3h': () => ({ status: 400, body: { err: 'Y', msg: 'Choose rng or manual' } }) });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Set Result Source' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Result Source' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose rng or manual')).toBeInTheDocument();
  });

  it('names the change in the history, and speaks Hindi', async () => {
    const change = { ...CHANGE, version: 4, setting: 'result-source', period: '6h', value: 'manual', previous_value: 'rng' };
    server({ 'GET /admin/settings/history': () => ({ body: { err: 'N', data: [change], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } } }) });
    await switchToHindi();
    const { user } = await openSettings();
    const row = await screen.findByRole('row', { name: /परिणाम का स्रोत \(6 घंटे\)/ });
    expect(within(row).getAllByRole('cell').slice(0, 3).map((td) => td.textContent)).toEqual(['परिणाम का स्रोत (6 घंटे)', 'मैनुअल', 'रैंडम नंबर जनरेटर (RNG)']);
    await user.click(screen.getByRole('button', { name: 'परिणाम का स्रोत सेट करें' }));
    const dialog = screen.getByRole('dialog', { name: 'परिणाम का स्रोत सेट करें' });
    expect(within(dialog).getByRole('radio', { name: 'मैनुअल' })).toHaveAccessibleDescription(/गणना से जाँचा नहीं जा सकता/);
  });
});
