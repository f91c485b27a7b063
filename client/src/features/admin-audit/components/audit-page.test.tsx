import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';

const downloadFile = jest.fn(async (_path: string, _name: string) => undefined);
jest.unstable_mockModule('../../../lib/api/download-file.js', () => ({ downloadFile }));

const { consoleServer } = await import('../../../testing/console-server.js');
const { renderWithProviders, signInAsAdmin } = await import('../../../testing/render-with-providers.js');
const { switchToHindi } = await import('../../../testing/in-hindi.js');

const BY = { id: 'x1', username: 'reader', role: 'auditor' };

function run(id: string, status: string, percent: number, extra: object = {}) {
  return {
    id, status, startedBy: BY, startedAt: '2026-11-21T08:00:00.000Z', finishedAt: status === 'running' ? null : '2026-11-21T08:01:00.000Z',
    progress: { stage: percent < 50 ? 'wallets' : 'ledger', percent, done: percent * 10, total: 1000, message: `${percent * 10} wallets replayed` },
    error: null, report: null, ...extra,
  };
}

const COUNTS = {
  wallets: 1000, events: 250000, eventsPerSecond: 180000.4, chains: 1000, brokenChains: 1, balanceMismatches: 1, postings: 500000,
  ledgerTotal: 0, deposits: 3000, withdrawals: 1200, rounds: 400, tickets: 90000, prizes: 5000,
};

const FAILED_REPORT = {
  ok: false,
  failures: ['1 wallet does not replay to its projected balance', '1 hash chain is broken'],
  counts: COUNTS,
  problems: [
    { kind: 'balance', message: 'Wallet of u9 replays to ₹1,400.00 but its projection says ₹1,300.00', userId: 'u9', version: 12 },
    { kind: 'settlement', message: 'Round 3h-x paid ₹10.00 more than its tickets won', roundId: '3h-x' },
    { kind: 'ledger', message: 'The ledger sums to ₹0.00' },
  ],
};

function list(rows: unknown[]) {
  return { body: { err: 'N', data: rows, pagination: { page: 1, limit: 10, total: rows.length, totalPages: 1 } } };
}

describe('console Audit page', () => {
  it("shows a run already going when the page opens, its progress read every second, then the report: PASSED, counts", async () => {
    let polls = 0;
    const steps = [run('r1', 'running', 40), run('r1', 'running', 80), run('r1', 'passed', 100, { report: { ok: true, failures: [], counts: { ...COUNTS, brokenChains: 0, balanceMismatches: 0 }, problems: [] } })];
    const { calls } = consoleServer('auditor', {
      'GET /admin/audit/runs': () => list([polls >= 3 ? steps[2] : run('r1', 'running', 40)]),
      'GET /admin/audit/runs/r1': () => ({ body: { err: 'N', data: steps[Math.min(polls++, 2)] } }),
    });
    signInAsAdmin();
    renderWithProviders({ path: '/admin/audit' });
    const bar = await screen.findByRole('progressbar', { name: 'Audit progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Stage: Replaying wallets')).toBeInTheDocument();
    expect(screen.getByText('400 of 1,000 · 400 wallets replayed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run audit' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'), { timeout: 4000 });
    expect(screen.getByText('Stage: Summing the ledger')).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'PASSED' }, { timeout: 4000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(result).toHaveTextContent('Started by reader (auditor) on 21 Nov 2026, 1:30 pm, finished 21 Nov 2026, 1:31 pm');
    expect(result).toHaveTextContent('Wallets1,000');
    expect(result).toHaveTextContent('Events2,50,000');
    expect(result).toHaveTextContent('Events per second1,80,000');
    expect(result).toHaveTextContent('Ledger total₹0.00');
    expect(result).toHaveTextContent('Prizes checked5,000');
    expect(result).toHaveTextContent('No problems found');
    const polled = calls.filter((c) => c.url === '/admin/audit/runs/r1').length;
    expect(polled).toBe(3);
    // Finished: no more polling, and the list learns the outcome.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Earlier runs' })).getByText('PASSED')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(calls.filter((c) => c.url === '/admin/audit/runs/r1').length).toBe(polled);
    expect(screen.getByRole('button', { name: 'Run audit' })).toBeEnabled();
  });

  it('Run audit starts a run (an auditor may), then shows FAILED with failures and problems linked to wallets and proofs', async () => {
    let started = false;
    let polls = 0;
    const { calls } = consoleServer('auditor', {
      'GET /admin/audit/runs': () => list(started ? [run('r2', polls > 0 ? 'failed' : 'running', 0)] : []),
      'POST /admin/audit/runs': () => {
        started = true;
        return { status: 202, body: { err: 'N', msg: 'Audit started', data: run('r2', 'running', 0) } };
      },
      'GET /admin/audit/runs/r2': () => ({ body: { err: 'N', data: polls++ === 0 ? run('r2', 'running', 10) : run('r2', 'failed', 100, { report: FAILED_REPORT }) } }),
    });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/audit' });
    expect(await screen.findByText('No audit has been run yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Earlier runs' })).toHaveTextContent('No audits yet');
    await user.click(screen.getByRole('button', { name: 'Run audit' }));
    expect(calls.find((c) => c.url === '/admin/audit/runs' && c.init.method === 'POST')).toBeDefined();
    expect(await screen.findByRole('progressbar', { name: 'Audit progress' })).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'FAILED' }, { timeout: 4000 });
    const failures = within(result).getAllByRole('listitem').map((li) => li.textContent);
    expect(failures).toEqual(['1 wallet does not replay to its projected balance', '1 hash chain is broken']);
    expect(result).toHaveTextContent('Broken chains1');
    const problems = within(result).getByRole('table', { name: 'Problems the audit found' });
    const balance = within(problems).getByRole('row', { name: /u9 replays/ });
    expect(within(balance).getByRole('link', { name: 'Wallet, event v12' })).toHaveAttribute('href', '/admin/wallets/u9');
    const settlement = within(problems).getByRole('row', { name: /Round 3h-x/ });
    expect(within(settlement).getByRole('link', { name: 'Round proof' })).toHaveAttribute('href', '/draws/3h-x/proof');
    expect(within(within(problems).getByRole('row', { name: /sums to/ })).queryByRole('link')).not.toBeInTheDocument();
    // The problems download as CSV, the run's own (an auditor may: it changes nothing).
    await user.click(within(result).getByRole('button', { name: 'Download problems (CSV)' }));
    expect(downloadFile).toHaveBeenCalledWith('/admin/audit/runs/r2/problems.csv', 'audit-r2-problems.csv');
    const earlier = screen.getByRole('region', { name: 'Earlier runs' });
    await waitFor(() => expect(within(earlier).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '21 Nov 2026, 1:30 pm', 'reader (auditor)', 'FAILED', '21 Nov 2026, 1:31 pm', 'Shown',
    ]));
  });

  it("a run already going answers the start: the page says so and shows that run; earlier runs open on View", async () => {
    const older = run('r0', 'passed', 100, { startedAt: '2026-11-20T08:00:00.000Z', report: { ok: true, failures: [], counts: COUNTS, problems: [] } });
    consoleServer('admin', {
      'GET /admin/audit/runs': () => list([run('r3', 'error', 30, { error: 'The database went away' }), older]),
      'POST /admin/audit/runs': () => ({ body: { err: 'N', msg: 'An audit is already running', data: run('r4', 'running', 5) } }),
      'GET /admin/audit/runs/r3': () => ({ body: { err: 'N', data: run('r3', 'error', 30, { error: 'The database went away' }) } }),
      'GET /admin/audit/runs/r0': () => ({ body: { err: 'N', data: older } }),
      'GET /admin/audit/runs/r4': () => ({ body: { err: 'N', data: run('r4', 'running', 5) } }),
    });
    signInAsAdmin();
    const { user } = renderWithProviders({ path: '/admin/audit' });
    const errored = await screen.findByRole('region', { name: 'ERROR' });
    expect(within(errored).getByRole('alert')).toHaveTextContent('The database went away');
    await user.click(screen.getByRole('button', { name: 'View the audit of 20 Nov 2026, 1:30 pm' }));
    expect(await screen.findByRole('region', { name: 'PASSED' })).toHaveTextContent('Wallets1,000');
    await user.click(screen.getByRole('button', { name: 'Run audit' }));
    expect(await screen.findByText('An audit is already running')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  });

  it('speaks Hindi when chosen: the stage, the progress numbers in Indian grouping, earlier runs and a report', async () => {
    const going = run('r5', 'running', 40, { progress: { stage: 'wallets', percent: 40, done: 40000, total: 100000, message: '' } });
    const failed = run('r6', 'failed', 100, { startedAt: '2026-11-20T08:00:00.000Z', report: FAILED_REPORT });
    consoleServer('auditor', {
      'GET /admin/audit/runs': () => list([going, failed]),
      'GET /admin/audit/runs/r5': () => ({ body: { err: 'N', data: going } }),
      'GET /admin/audit/runs/r6': () => ({ body: { err: 'N', data: failed } }),
    });
    signInAsAdmin();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/admin/audit' });
    expect(await screen.findByRole('progressbar', { name: 'ऑडिट की प्रगति' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('heading', { level: 1, name: 'ऑडिट' })).toBeInTheDocument();
    expect(screen.getByText('चरण: वॉलेट रीप्ले हो रहे हैं')).toBeInTheDocument();
    expect(screen.getByText('1,00,000 में से 40,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑडिट चलाएँ' })).toBeDisabled();
    expect(screen.getByText('एक ऑडिट चल रहा है')).toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: 'पिछले ऑडिट' });
    expect(within(earlier).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['शुरू (IST)', 'किसने', 'स्थिति', 'पूरा (IST)', 'रिपोर्ट']);
    expect(within(earlier).getAllByText('reader (ऑडिटर)')).toHaveLength(2);
    expect(within(earlier).getByText('चल रहा है')).toBeInTheDocument();
    await user.click(within(earlier).getByRole('button', { name: /का ऑडिट देखें$/ }));
    const result = await screen.findByRole('region', { name: 'विफल' });
    expect(result).toHaveTextContent(/reader \(ऑडिटर\) ने .+ पर शुरू किया, .+ पर पूरा हुआ/);
    expect(result).toHaveTextContent('वॉलेट1,000');
    expect(result).toHaveTextContent('इवेंट2,50,000');
    expect(result).toHaveTextContent('लेजर का योग₹0.00');
    const problems = within(result).getByRole('table', { name: 'ऑडिट में मिली समस्याएँ' });
    expect(within(problems).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['प्रकार', 'संदेश', 'कहाँ']);
    const balance = within(problems).getByRole('row', { name: /u9 replays/ });
    expect(within(balance).getAllByRole('cell')[0]).toHaveTextContent('बैलेंस');
    expect(within(balance).getByRole('link', { name: 'वॉलेट, इवेंट v12' })).toHaveAttribute('href', '/admin/wallets/u9');
    expect(within(result).getByRole('button', { name: 'समस्याएँ डाउनलोड करें (CSV)' })).toBeInTheDocument();
  });

  it('says when the audits cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleServer('admin', { 'GET /admin/audit/runs': () => ({ status: 500, body: { err: 'Y', msg: 'down' } }) });
    signInAsAdmin();
    renderWithProviders({ path: '/admin/audit' });
    expect(await screen.findByText('Failed to load audits')).toBeInTheDocument();
  });
});
