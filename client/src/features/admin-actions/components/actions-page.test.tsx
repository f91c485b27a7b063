import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';

const downloadFile = jest.fn(async (_path: string, _name: string) => undefined);
jest.unstable_mockModule('../../../lib/api/download-file.js', () => ({ downloadFile }));

const { consoleServer, queryOf } = await import('../../../testing/console-server.js');
const { renderWithProviders, signInAsAdmin } = await import('../../../testing/render-with-providers.js');
const { switchToHindi } = await import('../../../testing/in-hindi.js');

const ACTIONS = [
  {
    id: 'a1', at: '2026-11-21T08:00:00.000Z', kind: 'setting', actor: { id: 'ad1', username: 'root', role: 'admin' }, subject: 'ticket-amount 3h',
    summary: 'Ticket amount for 3 hours: ₹100.00 → ₹150.00', details: { setting: 'ticket-amount', period: '3h', amount: 150, previous: 100 },
  },
  { id: 'a2', at: '2026-11-20T08:00:00.000Z', kind: 'admin_created', actor: { id: null, username: 'cli', role: null }, subject: 'reader', summary: 'Auditor reader created', details: {} },
];

const actionCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/admin/actions?'));

function actionsServer(rows: unknown[] = ACTIONS, total = 45) {
  return consoleServer('auditor', {
    'GET /admin/actions': (url) => ({
      body: { err: 'N', data: rows, pagination: { page: Number(queryOf(url).page), limit: 20, total: rows.length ? total : 0, totalPages: rows.length ? Math.ceil(total / 20) : 0 } },
    }),
  });
}

beforeEach(() => {
  downloadFile.mockClear();
});

describe('console Action Log', () => {
  it('lists actions newest first: time, who with their role, kind, subject and summary, with the details to open', async () => {
    const { calls } = actionsServer();
    signInAsAdmin();
    renderWithProviders({ path: '/admin/actions' });
    const row = await screen.findByRole('row', { name: /root/ });
    expect(queryOf(actionCalls(calls)[0]!.url)).toEqual({ page: '1', limit: '20' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Time (IST)', 'Who', 'Kind', 'Subject', 'Summary']);
    const cells = within(row).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 4)).toEqual(['21 Nov 2026, 1:30 pm', 'root (admin)', 'Setting', 'ticket-amount 3h']);
    expect(cells[4]).toContain('Ticket amount for 3 hours: ₹100.00 → ₹150.00');
    expect(within(row).getByText('Details')).toBeInTheDocument();
    expect(within(row).getByText(/"previous": 100/)).toBeInTheDocument();
    const cli = screen.getByRole('row', { name: /cli/ });
    expect(within(cli).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '20 Nov 2026, 1:30 pm', 'cli', 'Admin created', 'reader', 'Auditor reader created',
    ]);
  });

  it('speaks Hindi when chosen: headers, filters, kinds and roles in words, and the count as a plural with Indian grouping', async () => {
    actionsServer(ACTIONS, 123456);
    signInAsAdmin();
    await switchToHindi();
    const first = renderWithProviders({ path: '/admin/actions' });
    const row = await screen.findByRole('row', { name: /root/ });
    expect(screen.getByRole('heading', { level: 1, name: 'कार्रवाई लॉग' })).toBeInTheDocument();
    expect(screen.getByText('1,23,456 कार्रवाइयाँ')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['समय (IST)', 'किसने', 'प्रकार', 'विषय', 'सारांश']);
    expect(within(row).getAllByRole('cell').map((td) => td.textContent).slice(1, 3)).toEqual(['root (एडमिन)', 'सेटिंग']);
    expect(within(row).getByText('विवरण')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /cli/ })).getAllByRole('cell')[2]).toHaveTextContent('एडमिन बनाया गया');
    const kind = screen.getByLabelText('प्रकार');
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'सभी प्रकार', 'सेटिंग', 'इनाम तालिका', 'जमा अनुरोध', 'निकासी अनुरोध', 'परिणाम', 'एडमिन बनाया गया', 'ऑडिट चलाया गया',
    ]);
    expect(screen.getByLabelText('एडमिन (ID या यूज़रनेम)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    await first.user.type(screen.getByLabelText('तक'), '2026-11-01');
    await first.user.type(screen.getByLabelText('से'), '2026-11-21');
    expect(await screen.findByText('“से” की तारीख “तक” की तारीख के बाद है।')).toBeInTheDocument();
    first.unmount();
    // One action: the singular.
    actionsServer([ACTIONS[1]], 1);
    renderWithProviders({ path: '/admin/actions' });
    expect(await screen.findByText('1 कार्रवाई')).toBeInTheDocument();
  });

  it('the kind, admin and date filters ask for them from page 1, and the CSV carries the same filters', async () => {
    const { calls } = actionsServer();
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/actions' });
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(actionCalls(calls).at(-1)!.url).page).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'deposit_request');
    await waitFor(() => expect(queryOf(actionCalls(calls).at(-1)!.url)).toEqual({ kind: 'deposit_request', page: '1', limit: '20' }));
    await user.type(screen.getByLabelText('Admin (id or username)'), 'root');
    await waitFor(() => expect(queryOf(actionCalls(calls).at(-1)!.url)).toEqual({ kind: 'deposit_request', actor: 'root', page: '1', limit: '20' }));
    // The admin is asked for once the typing stops, not per key.
    expect(actionCalls(calls).filter((c) => queryOf(c.url).actor).length).toBe(1);
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-21');
    await waitFor(() => expect(queryOf(actionCalls(calls).at(-1)!.url)).toEqual({
      kind: 'deposit_request', actor: 'root', from: '2026-11-01', to: '2026-11-21', page: '1', limit: '20',
    }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadFile).toHaveBeenCalledWith('/admin/actions.csv?kind=deposit_request&actor=root&from=2026-11-01&to=2026-11-21', 'admin-actions.csv');
    const before = actionCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Kind')).toHaveValue('');
    expect(screen.getByLabelText('Admin (id or username)')).toHaveValue('');
    // The unfiltered first page was read before: it shows again without asking with a stale admin.
    expect(await screen.findByRole('row', { name: /root/ })).toBeInTheDocument();
    expect(actionCalls(calls).slice(before).filter((c) => queryOf(c.url).actor)).toEqual([]);
  });

  it('a From date after the To date is refused before asking', async () => {
    const { calls } = actionsServer();
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/actions' });
    await screen.findByText('Page 1 of 3');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.type(screen.getByLabelText('From'), '2026-11-21');
    expect(await screen.findByText('The From date is after the To date.')).toBeInTheDocument();
    expect(actionCalls(calls).some((c) => queryOf(c.url).from === '2026-11-21')).toBe(false);
  });

  it("says 'No actions found' and 'Failed to load the action log'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    actionsServer([]);
    signInAsAdmin();
    const first = renderWithProviders({ path: '/admin/actions' });
    expect(await screen.findByText('No actions found')).toBeInTheDocument();
    first.unmount();
    consoleServer('admin', { 'GET /admin/actions': () => ({ status: 500, body: { err: 'Y', msg: 'down' } }) });
    renderWithProviders({ path: '/admin/actions' });
    expect(await screen.findByText('Failed to load the action log')).toBeInTheDocument();
  });
});
