import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { keepRoot } from '../../../lib/kept-roots.js';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';

const ROUND = '3h-2026-03-04T03:30:00.000Z';
const h = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const leafData = (id: string, numbers: number[], letter: string | null, paise: number) => JSON.stringify(['fairdraw-ticket-v1', ROUND, id, numbers, letter, paise]);
const leaf = (data: string) => h(Buffer.from([0]), Buffer.from(data, 'utf8'));

// A set of two tickets: ours (t-a) and another; the root is node(leaf(a), leaf(b)).
const ours = leafData('t-a', [7, 12, 33, 45, 60], null, 10000);
const other = leaf(leafData('t-b', [1, 2, 3, 4, 5], null, 10000));
const root = h(Buffer.from([1]), leaf(ours), other).toString('hex');

const ticket = (overrides: Record<string, unknown> = {}) => ({
  _id: 't-a', draw_id: ROUND, period: '3h', num_1: 7, num_2: 12, num_3: 33, num_4: 45, num_5: 60, num_6: null,
  round_amount: 100, from_money: 60, from_referral: 40, status: 'closed', createdAt: '2026-03-04T04:00:00.000Z',
  outcome: { matches: { sequence: 2, any: 3 }, prize: 45.5, pots: [] },
  receipt: { leaf: ours, index: 0, proof: [{ side: 'right', hash: other.toString('hex') }], root },
  ...overrides,
});

function serve(t: Record<string, unknown> | null, publishedRoot = root) {
  return mockFetch((url) => {
    if (url === '/user/tickets/t-a' && t) return { body: { success: true, message: 'ok', data: t } };
    if (url.startsWith('/draws/')) return { body: { success: true, data: { draw_id: ROUND, period: '3h', stage: 'settled', start_at: '2026-03-04T03:30:00.000Z', close_at: '', draw_at: '', commitment: 'aa', beacon: {}, ticket_root: publishedRoot, result: { num_1: 7, num_2: 12, num_3: 1, num_4: 2, num_5: 33 } } } };
    return { status: 404, body: { success: false, message: 'Ticket not found' } };
  });
}

async function open() {
  signInAsPlayer();
  renderWithProviders({ path: '/tickets/t-a' });
  await screen.findByRole('heading', { name: 'Ticket' });
  return screen.getByRole('list', { name: 'In the frozen ticket set' });
}

const outcomes = async (list: HTMLElement) => {
  await within(list).findAllByText(/^(Pass|Fail|Not checked here)$/);
  return within(list).getAllByRole('listitem').map((li) => li.textContent);
};

describe("the player's ticket page", () => {
  it('shows the ticket, its round, price and outcome, and verifies its inclusion proof against the root published at close', async () => {
    serve(ticket());
    const list = await open();
    expect(screen.getByRole('img', { name: '07, 12, 33, 45, 60' })).toBeInTheDocument();
    expect(screen.getByText('Vibrant Draw')).toBeInTheDocument();
    expect(screen.getByText('Sequence 2 · Any 3')).toBeInTheDocument();
    // The receipt says which balances paid the price (referral first, then money).
    expect(screen.getByText('Price').nextElementSibling).toHaveTextContent('₹100');
    expect(screen.getByText('Paid from').nextElementSibling).toHaveTextContent('money ₹60, referral ₹40');
    expect(screen.getByText('₹45.50')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Result: 07, 12, 01, 02, 33' })).toBeInTheDocument();
    expect(await outcomes(list)).toEqual([
      "PassThe proof's leaf is this ticket (id, round, numbers, letter, price)",
      'PassThe proof leads from the ticket to the root',
      'PassThe root is the one published at close',
      'Not checked hereThe root is the one this app kept when the round closedThis app did not see this round close, so it kept no root to compare.',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the proof of this draw' })).toHaveAttribute('href', `/draws/${encodeURIComponent(ROUND)}/proof`);
  });

  it('fails when the leaf is not this ticket, the proof does not lead to the root, or the root is not the published one', async () => {
    serve(ticket({ num_5: 59 }), 'ff'.repeat(32));
    const list = await open();
    const [leafCheck, path, published] = await outcomes(list);
    expect(leafCheck).toMatch(/^Fail/);
    expect(path).toMatch(/^Pass/);
    expect(published).toMatch(/^Fail/);
  });

  it('before close: no proof yet; before settlement: awaiting the result', async () => {
    serve(ticket({ receipt: null, outcome: null, from_money: undefined, from_referral: undefined }));
    signInAsPlayer();
    renderWithProviders({ path: '/tickets/t-a' });
    expect(await screen.findByText('The proof is ready once sales close.')).toBeInTheDocument();
    expect(screen.getByText('Awaiting the result and settlement.')).toBeInTheDocument();
    // A server that does not say how the price was paid: no invented split.
    expect(screen.queryByText('Paid from')).not.toBeInTheDocument();
  });

  it("another player's or an unknown ticket: 'Ticket not found'; a visitor is sent to sign in", async () => {
    serve(null);
    signInAsPlayer();
    const view = renderWithProviders({ path: '/tickets/t-a' });
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    view.unmount();
    localStorage.clear();
    const { router } = renderWithProviders({ path: '/tickets/t-a' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe("the player's ticket page: the root this app kept at close", () => {
  const CHANGED = "The root this app kept at close differs from the server's now: this ticket set was changed after close";

  it('passes when the receipt leads to the root this app kept when it saw the round close', async () => {
    serve(ticket());
    signInAsPlayer();
    keepRoot(ROUND, root);
    const list = await open();
    expect((await outcomes(list))[3]).toBe('PassThe root is the one this app kept when the round closed');
    expect(screen.queryByText(CHANGED)).toBeNull();
  });

  it("flags plainly a receipt whose root differs from the kept one, though it agrees with the server's proof", async () => {
    // The server changed the ticket set after close: its proof and the receipt agree with each other, not with the app's.
    serve(ticket());
    signInAsPlayer();
    keepRoot(ROUND, 'cc'.repeat(32));
    const list = await open();
    const rows = await outcomes(list);
    expect(rows[2]).toMatch(/^Pass/);
    expect(rows[3]).toBe('FailThe root is the one this app kept when the round closed');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGED);
  });

  it('flags it when the proof\'s root now differs from the kept one, and says it in Hindi', async () => {
    serve(ticket(), 'dd'.repeat(32));
    signInAsPlayer();
    keepRoot(ROUND, root);
    await switchToHindi();
    renderWithProviders({ path: '/tickets/t-a' });
    expect(await screen.findByRole('alert')).toHaveTextContent('बंद होते समय इस ऐप के रखे रूट और सर्वर के अभी के रूट में अंतर है: यह टिकट सेट बंद होने के बाद बदला गया');
  });

  it("keeps another player's roots out: on a shared phone, theirs is not this player's", async () => {
    serve(ticket());
    signInAsPlayer(true, 'other@example.com');
    keepRoot(ROUND, 'cc'.repeat(32));
    // This player signs in on the same phone (open() does).
    const list = await open();
    expect((await outcomes(list))[3]).toMatch(/^Not checked here/);
  });
});
