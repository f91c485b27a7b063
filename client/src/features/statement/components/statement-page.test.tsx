import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockReply } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';

// The CSV is fetched with the token and saved by lib's downloadFile: the page's part is the path it asks for.
const downloadFile = jest.fn(async (_path: string, _name: string) => undefined);
jest.unstable_mockModule('../../../lib/api/download-file.js', () => ({ downloadFile }));
const { renderWithProviders, signInAsPlayer } = await import('../../../testing/render-with-providers.js');

// 14:00 IST on 27 Nov 2026: the server's today, whatever the browser's clock says.
const NOW = '2026-11-27T08:30:00.000Z';

const bal = (money: number, referral: number, held: number) => ({ money, referral, held, total: money + referral + held });
const ROWS = [
  { id: 'e5', at: '2026-11-26T07:00:00.000Z', version: 6, kind: 'prize', description: 'Prize · Vibrant 26 Nov 12:00', reference: { kind: 'round', id: '3h-2026-11-26T06:30:00.000Z' }, amount: 450, change: { money: 450, referral: 0, held: 0 }, balances: bal(1050, 0, 300) },
  { id: 'e4', at: '2026-11-25T05:00:00.000Z', version: 5, kind: 'withdrawal_held', description: 'Withdrawal requested (UPI)', reference: { kind: 'withdrawal_request', id: 'w-123456789' }, amount: 0, change: { money: -300, referral: 0, held: 300 }, balances: bal(600, 0, 300) },
  { id: 'e3', at: '2026-11-24T05:00:00.000Z', version: 4, kind: 'ticket', description: 'Ticket · Magnificent (6 hours) · 05 12 33 41 60', reference: { kind: 'ticket', id: 't-1' }, amount: -200, change: { money: -100, referral: -100, held: 0 }, balances: bal(900, 0, 0) },
  { id: 'e2', at: '2026-11-23T05:00:00.000Z', version: 3, kind: 'referral_bonus', description: 'Referral bonus', reference: { kind: 'referred_player', id: 'u-9' }, amount: 100, change: { money: 0, referral: 100, held: 0 }, balances: bal(1000, 100, 0) },
  { id: 'e1', at: '2026-11-22T05:00:00.000Z', version: 2, kind: 'deposit', description: 'Deposit by UPI', reference: { kind: 'deposit_request', id: 'd-1' }, amount: 1000, change: { money: 1000, referral: 0, held: 0 }, balances: bal(1000, 0, 0) },
];

const SUMMARY = {
  balances: bal(1050, 0, 300),
  netDeposits: {
    last30Days: { deposits: 1000, withdrawals: 0, net: 1000 },
    sinceOpened: { deposits: 6000, withdrawals: 7500.5, net: -1500.5 },
    openedAt: '2025-06-01T04:00:00.000Z',
  },
  years: [
    { fy: '2026-27', from: '2026-04-01', to: '2027-03-31', staked: 2400, won: 950, net: -1450, deposits: 3000, withdrawals: 500, referralBonuses: 100, tickets: 14 },
    { fy: '2025-26', from: '2025-04-01', to: '2026-03-31', staked: 1000, won: 4000, net: 3000, deposits: 3000, withdrawals: 7000.5, referralBonuses: 0, tickets: 6 },
  ],
};

type Route = (url: URL) => MockReply | Promise<MockReply>;

function server(overrides: Partial<Record<'statement' | 'summary', Route>> = {}) {
  return mockFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/health') return { body: { status: 'ok', time: NOW } };
    if (url.pathname === '/user/statement') {
      return overrides.statement?.(url) ?? { body: { err: 'N', msg: 'ok', data: { rows: ROWS, opening: bal(0, 0, 0), closing: bal(1050, 0, 300) }, pagination: { page: 1, limit: 25, total: 5, totalPages: 1 } } };
    }
    if (url.pathname === '/user/statement/summary') return overrides.summary?.(url) ?? { body: { err: 'N', msg: 'ok', data: SUMMARY } };
    return { status: 404, body: { err: 'Y', msg: 'Not found' } };
  });
}

async function open(path = '/statement?from=2026-11-01&to=2026-11-27') {
  signInAsPlayer();
  const view = renderWithProviders({ path });
  await screen.findByRole('heading', { name: 'Statement', level: 1 });
  return view;
}

const table = () => screen.findByRole('table', { name: 'Account movements, newest first' });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((td) => td.textContent);
const statementCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/user/statement?')).map((c) => c.url);

describe('the Statement page', () => {
  it('lists every movement newest first with its signed amount and running balance, and the opening and closing balances', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = server();
    await open();
    const [, ...rows] = within(await table()).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['26 Nov 2026, 12:30 pm', 'Prize · Vibrant 26 Nov 12:00', 'Draw 3h-2026-11-26T06:30:00.000Z', '+₹450', '₹1,350Money ₹1,050 · Referral ₹0 · Held ₹300'],
      ['25 Nov 2026, 10:30 am', 'Withdrawal requested (UPI)', 'Withdrawal request w-123456789', '₹0Money −₹300 · Held +₹300', '₹900Money ₹600 · Referral ₹0 · Held ₹300'],
      ['24 Nov 2026, 10:30 am', 'Ticket · Magnificent (6 hours) · 05 12 33 41 60', 'Ticket t-1', '−₹200Money −₹100 · Referral −₹100', '₹900Money ₹900 · Referral ₹0 · Held ₹0'],
      ['23 Nov 2026, 10:30 am', 'Referral bonus', 'Referred player u-9', '+₹100', '₹1,100Money ₹1,000 · Referral ₹100 · Held ₹0'],
      ['22 Nov 2026, 10:30 am', 'Deposit by UPI', 'Deposit request d-1', '+₹1,000', '₹1,000Money ₹1,000 · Referral ₹0 · Held ₹0'],
    ]);
    // Credits and debits differ in colour and in their written sign.
    expect(within(rows[0]!).getByText('+₹450')).toHaveClass('statement-credit');
    expect(within(rows[2]!).getByText('−₹200')).toHaveClass('statement-debit');
    // A ticket opens its receipt; a prize, the draw's proof.
    expect(within(rows[2]!).getByRole('link', { name: /Ticket · Magnificent/ })).toHaveAttribute('href', '/tickets/t-1');
    expect(within(rows[0]!).getByRole('link', { name: 'Prize · Vibrant 26 Nov 12:00' })).toHaveAttribute('href', `/draws/${encodeURIComponent('3h-2026-11-26T06:30:00.000Z')}/proof`);
    const range = screen.getByRole('region', { name: '1 Nov 2026 – 27 Nov 2026' });
    expect(within(range).getByText('Opening balance').nextElementSibling).toHaveTextContent(/^₹0Money ₹0 · Referral ₹0 · Held ₹0/);
    expect(within(range).getByText('Closing balance').nextElementSibling).toHaveTextContent(/^₹1,350Money ₹1,050 · Referral ₹0 · Held ₹300/);
    expect(statementCalls(calls)).toEqual(['/user/statement?from=2026-11-01&to=2026-11-27&page=1&limit=25']);
  });

  it("opens on the last 30 days by the server's clock, and pages through the same dates", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Page 2 is answered when the test says so, to see what shows while it loads.
    let answerPage2 = () => undefined as void;
    const page2Asked = new Promise<void>((resolve) => { answerPage2 = resolve; });
    const reply = (url: URL) => ({
      body: { err: 'N', data: { rows: url.searchParams.get('page') === '2' ? ROWS.slice(4) : ROWS.slice(0, 4), opening: bal(0, 0, 0), closing: bal(1050, 0, 300) }, pagination: { page: Number(url.searchParams.get('page')), limit: 25, total: 30, totalPages: 2 } },
    });
    const { calls } = server({ statement: async (url) => { if (url.searchParams.get('page') === '2') await page2Asked; return reply(url); } });
    const { user, router } = await open('/statement');
    await waitFor(() => expect(statementCalls(calls)).toContain('/user/statement?from=2026-10-29&to=2026-11-27&page=1&limit=25'));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-10-29&to=2026-11-27&page=2');
    await waitFor(() => expect(statementCalls(calls).at(-1)).toBe('/user/statement?from=2026-10-29&to=2026-11-27&page=2&limit=25'));
    // Page 1's rows stay on screen, marked busy, until page 2's arrive.
    const movements = () => screen.getByRole('table', { name: 'Account movements, newest first' });
    expect(within(movements()).getAllByRole('row')).toHaveLength(5);
    expect(movements().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    answerPage2();
    await waitFor(() => expect(within(movements()).getAllByRole('row')).toHaveLength(2));
    expect(movements().closest('[aria-busy]')).toBeNull();
  });

  it('sends the dates chosen, both included, and refuses a start after the end without asking the server', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = server();
    const { user, router } = await open();
    await table();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText("The 'From' date must be on or before the 'To' date.")).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent("1 problem to fix:From: The 'From' date must be on or before the 'To' date.");
    expect(statementCalls(calls)).toHaveLength(1);
    await user.clear(to);
    await user.type(to, '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(statementCalls(calls).at(-1)).toBe('/user/statement?from=2026-11-20&to=2026-11-25&page=1&limit=25'));
    expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-25');
    expect(screen.queryByText("The 'From' date must be on or before the 'To' date.")).not.toBeInTheDocument();
    // 'Last 30 days' goes back to the default range.
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('downloads the CSV of the dates shown', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    downloadFile.mockClear();
    server();
    const { user } = await open('/statement?from=2026-04-01&to=2026-11-27');
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadFile).toHaveBeenCalledWith('/user/statement.csv?from=2026-04-01&to=2026-11-27', 'fairdraw-statement-2026-04-01-to-2026-11-27.csv');
    downloadFile.mockRejectedValueOnce(new Error('The download failed (500)'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The statement could not be downloaded. Please try again.')).toBeInTheDocument();
  });

  it('always shows the balance and the net deposits of the last 30 days and since the account opened', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server();
    await open();
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(within(balance).getByText('₹1,350')).toBeInTheDocument();
    expect(within(balance).getByText('Held for withdrawals').nextElementSibling).toHaveTextContent('₹300');
    const net = screen.getByRole('region', { name: 'Net deposits' });
    expect(within(net).getByText('Last 30 days').nextElementSibling).toHaveTextContent('+₹1,000₹1,000 deposited − ₹0 withdrawn');
    expect(within(net).getByText('Since you joined (1 June 2025)').nextElementSibling).toHaveTextContent('−₹1,500.50₹6,000 deposited − ₹7,500.50 withdrawn');
  });

  it('sums up each financial year, newest first, with the reminder that winnings are taxed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server();
    const { user } = await open();
    const years = await screen.findByRole('region', { name: 'Yearly summary' });
    const select = within(years).getByLabelText('Financial year');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['FY 2026-27', 'FY 2025-26']);
    const figures = () => within(years).getAllByRole('definition').map((dd) => dd.textContent);
    expect(figures()).toEqual(['₹2,400', '₹950', '−₹1,450', '₹3,000', '₹500', '₹100', '14']);
    expect(within(years).getByText('1 Apr 2026 – 31 Mar 2027')).toBeInTheDocument();
    await user.selectOptions(select, '2025-26');
    expect(figures()).toEqual(['₹1,000', '₹4,000', '+₹3,000', '₹3,000', '₹7,000.50', '₹0', '6']);
    expect(within(years).getByText('1 Apr 2025 – 31 Mar 2026')).toBeInTheDocument();
    expect(within(years).getByText(/Winnings are subject to your own taxes/)).toBeInTheDocument();
  });

  it('speaks Hindi when the player chose it: headings, headers, a row of ₹1,00,000 and the yearly summary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const big = { ...ROWS[4]!, amount: 100000, change: { money: 100000, referral: 0, held: 0 }, balances: bal(100000, 0, 0) };
    const withdrawal = { ...ROWS[1]!, balances: bal(99700, 0, 300) };
    server({
      statement: () => ({ body: { err: 'N', data: { rows: [withdrawal, big], opening: bal(0, 0, 0), closing: bal(99700, 0, 300) }, pagination: { page: 1, limit: 25, total: 2, totalPages: 1 } } }),
      summary: () => ({ body: { err: 'N', data: { ...SUMMARY, years: [{ ...SUMMARY.years[0], deposits: 100000, tickets: 12500 }] } } }),
    });
    signInAsPlayer();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/statement?from=2026-11-01&to=2026-11-27' });
    expect(await screen.findByRole('heading', { name: 'स्टेटमेंट', level: 1 })).toBeInTheDocument();
    const movements = await screen.findByRole('table', { name: 'खाते के लेन-देन, सबसे नया पहले' });
    expect(within(movements).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['तारीख (IST)', 'विवरण', 'संदर्भ', 'राशि', 'बैलेंस']);
    const [, held, deposit] = within(movements).getAllByRole('row');
    // The server's description is shown as it wrote it; the client's own words are Hindi.
    expect(cells(deposit!).slice(1)).toEqual(['Deposit by UPI', 'जमा अनुरोध d-1', '+₹1,00,000', '₹1,00,000पैसे ₹1,00,000 · रेफ़रल ₹0 · रोकी गई ₹0']);
    expect(cells(held!)[3]).toBe('₹0पैसे −₹300 · रोकी गई +₹300');
    expect(screen.getByText('शुरुआती बैलेंस')).toBeInTheDocument();
    expect(screen.getByText('अंतिम बैलेंस').nextElementSibling).toHaveTextContent(/^₹1,00,000पैसे ₹99,700 · रेफ़रल ₹0 · रोकी गई ₹300/);
    const net = screen.getByRole('region', { name: 'शुद्ध जमा' });
    expect(within(net).getByText('पिछले 30 दिन').nextElementSibling).toHaveTextContent('+₹1,000₹1,000 जमा − ₹0 निकासी');
    expect(screen.getByRole('region', { name: 'बैलेंस' })).toBeInTheDocument();
    const years = screen.getByRole('region', { name: 'वार्षिक सारांश' });
    expect(within(within(years).getByLabelText('वित्त वर्ष')).getAllByRole('option').map((o) => o.textContent)).toEqual(['वित्त वर्ष 2026-27']);
    expect(within(years).getByText('जमा').nextElementSibling).toHaveTextContent('₹1,00,000');
    expect(within(years).getByText('खरीदे गए टिकट').nextElementSibling).toHaveTextContent('12,500');
    expect(within(years).getByText(/जीती गई राशि पर आपके अपने कर लागू होते हैं/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    // The date check speaks Hindi too.
    await user.clear(screen.getByLabelText('तक'));
    await user.type(screen.getByLabelText('तक'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'दिखाएँ' }));
    expect(screen.getByText('‘से’ की तारीख ‘तक’ की तारीख से पहले या उसी दिन की होनी चाहिए।')).toBeInTheDocument();
  });

  it("says 'No transactions in these dates', and a failure with a way to try again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server({
      statement: (url) =>
        url.searchParams.get('from') === '2020-01-01'
          ? { body: { err: 'N', data: { rows: [], opening: bal(0, 0, 0), closing: bal(0, 0, 0) }, pagination: { page: 1, limit: 25, total: 0, totalPages: 0 } } }
          : fail ? { status: 500, body: { err: 'Y', msg: 'boom' } } : { body: { err: 'N', data: { rows: ROWS, opening: bal(0, 0, 0), closing: bal(1050, 0, 300) }, pagination: { page: 1, limit: 25, total: 5, totalPages: 1 } } },
      summary: () => ({ status: 500, body: { err: 'Y', msg: 'boom' } }),
    });
    const { user } = await open();
    expect(await screen.findByText('Your statement could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Your balance and net deposits could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[1]!);
    expect(await table()).toBeInTheDocument();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2020-01-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('cell', { name: 'No transactions in these dates' })).toBeInTheDocument();
  });
});
