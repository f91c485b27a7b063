import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';

const downloadFile = jest.fn(async (_path: string, _name: string) => undefined);
jest.unstable_mockModule('../../../lib/api/download-file.js', () => ({ downloadFile }));

const { consoleServer, queryOf } = await import('../../../testing/console-server.js');
const { renderWithProviders, signInAsAdmin } = await import('../../../testing/render-with-providers.js');
const { switchToHindi } = await import('../../../testing/in-hindi.js');
type MockRoute = import('../../../testing/fetch-mock.js').MockRoute;

const HASH = 'a3f1c9e07b2d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';

function event(version: number, type: string, amount: number | null, balances: { money: number; referral: number; held: number }, extra = {}) {
  return {
    version, eventId: `e${version}`, type, occurredAt: `2026-11-2${version}T08:00:00.000Z`, recordedAt: `2026-11-2${version}T08:00:00.000Z`,
    actor: 'user:u1', actorName: 'asha', correlationId: `c${version}`, hash: `${version}${HASH.slice(1)}`,
    reference: { kind: null, id: null }, amount, change: { money: 0, referral: 0, held: 0 }, balances, ...extra,
  };
}

const EVENTS = [
  event(3, 'TicketPurchased', 100, { money: 1400, referral: 0, held: 0 }, { reference: { kind: 'round', id: '3h-2026-11-23T03:30:00.000Z' } }),
  event(2, 'DepositCredited', 1500, { money: 1500, referral: 0, held: 0 }, {
    actor: 'admin:a1', actorName: 'root', reference: { kind: 'deposit_request', id: 'dep-77' },
  }),
  event(1, 'WalletOpened', null, { money: 0, referral: 0, held: 0 }, { actor: 'system', actorName: null }),
];

const BALANCES = { money: 1400, referral: 0, held: 0 };

const MATCH = {
  userId: 'u1', streamId: 'wallet-u1', events: 120, match: true,
  replayed: { ...BALANCES, version: 120 }, projected: { ...BALANCES, version: 120 }, ledger: BALANCES, firstMismatch: null,
};

function walletServer(routes: Record<string, MockRoute> = {}, role: 'admin' | 'auditor' = 'admin') {
  return consoleServer(role, {
    'GET /admin/users/u1': () => ({ body: { err: 'N', data: { player: { _id: 'u1', username: 'asha', first_name: 'Asha', last_name: 'Rao' } } } }),
    'GET /admin/wallets/u1/events': (url) => ({
      body: { err: 'N', data: EVENTS, pagination: { page: Number(queryOf(url).page), limit: 50, total: 120, totalPages: 3 } },
    }),
    ...routes,
  });
}

const eventCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/admin/wallets/u1/events?'));

async function openWallet(routes: Record<string, MockRoute> = {}, role: 'admin' | 'auditor' = 'admin') {
  const server = walletServer(routes, role);
  signInAsAdmin();
  const view = renderWithProviders({ path: '/admin/wallets/u1' });
  await screen.findByRole('row', { name: /v3/ });
  return { ...view, ...server };
}

beforeEach(() => {
  downloadFile.mockClear();
});

describe('console wallet page', () => {
  it('lists the events newest first with type, amount, reference, actor, hash and the running balances', async () => {
    const { calls } = await openWallet();
    expect(await screen.findByRole('heading', { name: 'Wallet of Asha Rao' })).toBeInTheDocument();
    expect(queryOf(eventCalls(calls)[0]!.url)).toEqual({ page: '1', limit: '50', order: 'desc' });
    const table = screen.getByRole('table', { name: 'Wallet events' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Version', 'Time (IST)', 'Type', 'Amount', 'Reference', 'Actor', 'Hash', 'Money', 'Referral', 'Held',
    ]);
    const cells = (version: number) => within(screen.getByRole('row', { name: new RegExp(`^v${version} `) })).getAllByRole('cell');
    expect(cells(3).map((td) => td.textContent)).toEqual([
      'v3', '23 Nov 2026, 1:30 pm', 'TicketPurchased', '₹100.00', 'Round3h-2026-11-23T03:30:00.000Z', 'asha (player)',
      `33f1c9e07b…3${HASH.slice(1)}`, '₹1,400.00', '₹0.00', '₹0.00',
    ]);
    expect(cells(2).map((td) => td.textContent).slice(3, 6)).toEqual(['₹1,500.00', 'Deposit requestdep-77', 'root (admin)']);
    expect(cells(1).map((td) => td.textContent).slice(3, 8)).toEqual(['—', '—', 'system', expect.any(String), '₹0.00']);
    // The round links to its public proof; the whole hash is there to open.
    expect(within(screen.getByRole('row', { name: /^v3 / })).getByRole('link')).toHaveAttribute('href', '/draws/3h-2026-11-23T03%3A30%3A00.000Z/proof');
    expect(screen.getByText(`3${HASH.slice(1)}`)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('120 events')).toBeInTheDocument();
  });

  it('speaks Hindi when chosen: headers, event types in words, the count with Indian grouping, and the replay result', async () => {
    await switchToHindi();
    const { user } = await openWallet({
      'GET /admin/wallets/u1/events': () => ({ body: { err: 'N', data: EVENTS, pagination: { page: 1, limit: 50, total: 123456, totalPages: 2470 } } }),
      'POST /admin/wallets/u1/replay': () => ({ body: { err: 'N', data: { ...MATCH, events: 123456 } } }),
    });
    expect(screen.getByRole('heading', { name: 'इवेंट इतिहास' })).toBeInTheDocument();
    expect(screen.getByText('1,23,456 इवेंट')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'वॉलेट इवेंट' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'वर्ज़न', 'समय (IST)', 'प्रकार', 'राशि', 'संदर्भ', 'किसने', 'हैश', 'पैसा', 'रेफ़रल', 'होल्ड',
    ]);
    const cells = (version: number) => within(screen.getByRole('row', { name: new RegExp(`^v${version} `) })).getAllByRole('cell');
    // The type in words, the stored identifier kept as its title (the CSV and the server's messages name it so).
    expect(within(cells(3)[2]!).getByText('टिकट खरीदा')).toHaveAttribute('title', 'TicketPurchased');
    expect(cells(3).map((td) => td.textContent).slice(4, 6)).toEqual(['राउंड3h-2026-11-23T03:30:00.000Z', 'asha (खिलाड़ी)']);
    expect(cells(2).map((td) => td.textContent).slice(2, 6)).toEqual(['जमा राशि जुड़ी', '₹1,500.00', 'जमा अनुरोधdep-77', 'root (एडमिन)']);
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चेन जाँचें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'रीप्ले करें' }));
    const report = await screen.findByRole('region', { name: 'रीप्ले' });
    expect(within(report).getByText('मेल खाता है')).toBeInTheDocument();
    expect(within(report).getByText(/^1,23,456 इवेंट रीप्ले किए गए: /)).toBeInTheDocument();
    const compare = within(report).getByRole('table');
    expect(within(compare).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['बैलेंस', 'रीप्ले से', 'प्रोजेक्शन में', 'लेजर में']);
    const money = within(report).getByRole('row', { name: /^पैसा/ });
    expect(within(money).getAllByRole('cell').map((td) => td.textContent)).toEqual(['₹1,400.00', '₹1,400.00', '₹1,400.00']);
  });

  it("Replay shows replayed beside projected balances and 'Match'", async () => {
    const { user, calls } = await openWallet({ 'POST /admin/wallets/u1/replay': () => ({ body: { err: 'N', data: MATCH } }) });
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    const report = await screen.findByRole('region', { name: 'Replay' });
    expect(within(report).getByText('Match')).toBeInTheDocument();
    expect(within(report).getByText(/120 events replayed/)).toBeInTheDocument();
    const money = within(report).getByRole('row', { name: /^Money/ });
    expect(within(money).getByRole('rowheader')).toHaveTextContent('Money');
    expect(within(money).getAllByRole('cell').map((td) => td.textContent)).toEqual(['₹1,400.00', '₹1,400.00', '₹1,400.00']);
    expect(within(report).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.find((c) => c.url === '/admin/wallets/u1/replay')!.init.method).toBe('POST');
  });

  it('Replay names the first mismatch (event, type, both sides) and marks that event in the history', async () => {
    const mismatch = {
      ...MATCH, match: false,
      projected: { money: 1300, referral: 0, held: 0, version: 120 },
      firstMismatch: {
        version: 2, eventId: 'e2', type: 'DepositCredited', occurredAt: '2026-11-22T08:00:00.000Z', source: 'ledger_postings',
        replayed: { money: 1500, referral: 0, held: 0 }, projected: { money: 1400, referral: 0, held: 0 },
        problem: 'Event v2 (DepositCredited): the replayed money balance is ₹1,500.00 but the ledger postings give ₹1,400.00.',
      },
    };
    const { user } = await openWallet({ 'POST /admin/wallets/u1/replay': () => ({ body: { err: 'N', data: mismatch } }) });
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    const report = await screen.findByRole('region', { name: 'Replay' });
    expect(within(report).getByText('Mismatch')).toBeInTheDocument();
    const alert = within(report).getByRole('alert');
    expect(alert).toHaveTextContent('First mismatch at event v2 (DepositCredited)');
    expect(alert).toHaveTextContent('the replayed money balance is ₹1,500.00 but the ledger postings give ₹1,400.00');
    expect(alert).toHaveTextContent('Replayed' + 'Money ₹1,500.00 · Referral ₹0.00 · Held ₹0.00');
    expect(alert).toHaveTextContent('Ledger postings' + 'Money ₹1,400.00 · Referral ₹0.00 · Held ₹0.00');
    const row = screen.getByRole('row', { name: /^v2 / });
    expect(row).toHaveClass('event-flagged');
    expect(row).toHaveAttribute('id', 'wallet-event-2');
    expect(within(row).getByText('Flagged')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^v3 / })).not.toHaveClass('event-flagged');
  });

  it('a mismatch on another page: its button opens the page that holds the event', async () => {
    const mismatch = {
      ...MATCH, match: false,
      firstMismatch: { version: 30, eventId: 'e30', type: 'TicketPurchased', occurredAt: '2026-11-22T08:00:00.000Z', source: 'wallet_balances',
        replayed: BALANCES, projected: { money: 1300, referral: 0, held: 0 }, problem: 'Event v30 (TicketPurchased) disagrees.' },
    };
    const { user, calls } = await openWallet({ 'POST /admin/wallets/u1/replay': () => ({ body: { err: 'N', data: mismatch } }) });
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    await user.click(await screen.findByRole('button', { name: 'Show event v30 in the history' }));
    // 120 events newest first, 50 a page: v120..v71 on page 1, v70..v21 on page 2.
    await waitFor(() => expect(queryOf(eventCalls(calls).at(-1)!.url)).toEqual({ page: '2', limit: '50', order: 'desc' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('Verify chain says intact with the count, or names the first broken event', async () => {
    let ok = true;
    const chain = () => ({
      body: {
        err: 'N',
        data: ok
          ? { streamId: 'wallet-u1', events: 120, ok: true, brokenAt: null }
          : { streamId: 'wallet-u1', events: 120, ok: false, brokenAt: { version: 3, eventId: 'e3', type: 'TicketPurchased', problem: 'The stored hash of v3 is not sha256 of v2’s hash and its content.' } },
      },
    });
    const { user } = await openWallet({ 'POST /admin/wallets/u1/verify-chain': chain });
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    let report = await screen.findByRole('region', { name: 'Hash chain' });
    expect(within(report).getByText('Chain intact')).toBeInTheDocument();
    expect(within(report).getByText('120 events: each hash follows from the one before.')).toBeInTheDocument();
    ok = false;
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    report = await screen.findByRole('region', { name: 'Hash chain' });
    expect(await within(report).findByText('Chain broken')).toBeInTheDocument();
    expect(within(report).getByRole('alert')).toHaveTextContent('Broken at event v3 (TicketPurchased)');
    expect(within(report).getByRole('alert')).toHaveTextContent('The stored hash of v3 is not sha256');
    expect(screen.getByRole('row', { name: /^v3 / })).toHaveClass('event-flagged');
  });

  it('an auditor may run both checks and download the CSV (they change nothing)', async () => {
    const { user, calls } = await openWallet({ 'POST /admin/wallets/u1/replay': () => ({ body: { err: 'N', data: MATCH } }) }, 'auditor');
    await waitFor(() => expect(calls.some((c) => c.url === '/admin/me')).toBe(true));
    expect(screen.getByRole('button', { name: 'Verify chain' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('Match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadFile).toHaveBeenCalledWith('/admin/wallets/u1/events.csv', 'wallet-u1.csv');
  });

  it('oldest first asks order=asc from page 1', async () => {
    const { user, calls } = await openWallet();
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() => expect(queryOf(eventCalls(calls).at(-1)!.url)).toEqual({ page: '1', limit: '50', order: 'asc' }));
  });

  it("says 'Player not found' for a wallet of no player and when loading fails otherwise", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleServer('admin', {
      'GET /admin/wallets/nobody/events': () => ({ status: 404, body: { err: 'Y', msg: 'Player not found', code: 'X' } }),
      'GET /admin/users/nobody': () => ({ status: 404, body: { err: 'Y', msg: 'Player not found' } }),
    });
    signInAsAdmin();
    const first = renderWithProviders({ path: '/admin/wallets/nobody' });
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wallets' })).toBeInTheDocument();
    first.unmount();
    consoleServer('admin', { 'GET /admin/wallets/u1/events': () => ({ status: 500, body: { err: 'Y', msg: 'down' } }) });
    renderWithProviders({ path: '/admin/wallets/u1' });
    expect(await screen.findByText('Failed to load the wallet history')).toBeInTheDocument();
  });

  it('the Wallets page finds a player by the same search and leads to their wallet', async () => {
    const { calls } = consoleServer('auditor', {
      'GET /admin/users-list': (url) => ({
        body: { err: 'N', data: queryOf(url).q ? [{ _id: 'u1', first_name: 'Asha', last_name: 'Rao', username: 'asha', email: 'a@x.io', mobile: null }] : [],
          pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } },
      }),
    });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/wallets' });
    expect(await screen.findByRole('heading', { name: 'Wallets' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Search players'), 'asha@');
    const link = await screen.findByRole('link', { name: /Asha Rao/ });
    expect(link).toHaveAttribute('href', '/admin/wallets/u1');
    expect(queryOf(calls.filter((c) => c.url.startsWith('/admin/users-list?')).at(-1)!.url).q).toBe('asha@');
    // No CSV here: the Users page offers the list.
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});

