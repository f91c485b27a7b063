import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin } from '../../../testing/render-with-providers.js';
import { closeHash, closesFeed, rngProof } from '../testing/proof-fixtures.js';

type Proof = Awaited<ReturnType<typeof rngProof>>;
type Feed = ReturnType<typeof closesFeed>;

/** The proof and the public feed of closes (by default the entries that agree with it). */
function serve(proof: Proof | null, feed: Feed | 'down' = proof ? closesFeed(proof) : []) {
  return mockFetch((url) => {
    if (url === `/draws/${encodeURIComponent(proof?.draw_id ?? 'missing')}/proof` && proof) return { body: { success: true, message: 'ok', data: proof } };
    if (url.startsWith('/draws/closes?')) return feed === 'down' ? { status: 503, body: { success: false, message: 'Unavailable' } } : { body: { success: true, message: 'ok', data: feed } };
    return { status: 404, body: { success: false, message: 'Draw not found' } };
  });
}

async function openProof(proof: Proof) {
  const view = renderWithProviders({ path: `/draws/${encodeURIComponent(proof.draw_id)}/proof` });
  await screen.findByRole('heading', { name: /Draw proof/ });
  return view;
}

async function verify(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const list = await screen.findByRole('list', { name: 'Verify' });
  const outcome = (id: string) => within(list).getByTestId(`check-${id}`);
  return { list, outcome };
}

describe('the public proof page', () => {
  it('shows, to a visitor without a session, everything published at open, close and draw time', async () => {
    const proof = await rngProof();
    serve(proof);
    await openProof(proof);
    expect(screen.getByRole('heading', { name: 'Vibrant Draw proof Prizes paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(proof.commitment)).toBeInTheDocument();
    expect(screen.getByText(proof.seed)).toBeInTheDocument();
    expect(screen.getByText(proof.ticket_root)).toBeInTheDocument();
    expect(screen.getByText(proof.beacon.signature!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fetch this round from drand' })).toHaveAttribute('href', `https://drand.example/${proof.beacon.chain_hash}/public/9876543`);
    expect(screen.getByText('The numbers were drawn by the server: RNG version 1, from the seed, the beacon and the ticket root.')).toBeInTheDocument();
    expect(screen.getByText('₹300')).toBeInTheDocument();
    expect(screen.getByText('0 winning tickets, paid ₹0, carried ₹1,030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Vibrant results' })).toHaveAttribute('href', '/results/3h');
  });

  it('Verify: the seed matches the commitment, the beacon is the committed round signed by the chain, the RNG gives the result', async () => {
    const proof = await rngProof({ period: 'weekly' });
    serve(proof);
    const { user } = await openProof(proof);
    const { outcome } = await verify(user);
    for (const id of ['commitment', 'beaconRandomness', 'beaconSignature', 'result', 'openedBeforeFirstTicket', 'closedBeforeBeacon', 'resultNotBeforeDrawAt', 'closeFeed']) {
      expect(outcome(id)).toHaveTextContent(/^Pass/);
    }
    expect(screen.getByText('Every check that applies passed.')).toBeInTheDocument();
  });

  it('fails the checks a tampered value breaks: another seed, a beacon of another round, another result', async () => {
    const good = await rngProof();
    const badSeed = { ...good, seed: 'ab'.repeat(32) };
    serve(badSeed);
    let view = await openProof(badSeed);
    let { outcome } = await verify(view.user);
    expect(outcome('commitment')).toHaveTextContent(/^Fail/);
    expect(outcome('result')).toHaveTextContent(/^Fail/);
    expect(screen.getByText('A check failed: this draw does not match what was published.')).toBeInTheDocument();
    view.unmount();

    const otherRound = { ...good, beacon: { ...good.beacon, round: good.beacon.round! + 1 } };
    serve(otherRound);
    view = await openProof(otherRound);
    ({ outcome } = await verify(view.user));
    expect(outcome('beaconRandomness')).toHaveTextContent(/^Pass/);
    expect(outcome('beaconSignature')).toHaveTextContent(/^Fail/);
    view.unmount();

    const otherResult = { ...good, result: { ...good.result, num_1: good.result.num_1 === 1 ? 2 : 1 } };
    serve(otherResult);
    view = await openProof(otherResult);
    ({ outcome } = await verify(view.user));
    expect(outcome('commitment')).toHaveTextContent(/^Pass/);
    expect(outcome('result')).toHaveTextContent(/^Fail.*Computed: /);
  });

  it('a manual result posted before approvals: set by an admin (with the id), the RNG check does not apply', async () => {
    const proof = await rngProof({ source: 'manual', witnessed: false });
    serve(proof);
    const { user } = await openProof(proof);
    expect(screen.getByText('The numbers were set by an admin (admin-7). The RNG check does not apply.')).toBeInTheDocument();
    const { outcome } = await verify(user);
    expect(outcome('commitment')).toHaveTextContent(/^Pass/);
    expect(outcome('result')).toHaveTextContent('Does not apply');
    expect(outcome('result')).toHaveTextContent('The numbers were set by an admin.');
  });

  it.each(['none', 'late'] as const)('beacon %s: the draw used the seed and the root alone, and it verifies', async (status) => {
    const proof = await rngProof({ beacon: status });
    serve(proof);
    const { user } = await openProof(proof);
    const said = status === 'none' ? 'No beacon was configured: the draw used the seed and the ticket root alone.' : /did not arrive in time: the draw used the seed and the ticket root alone/;
    expect(screen.getByText(said)).toBeInTheDocument();
    const { outcome } = await verify(user);
    expect(outcome('result')).toHaveTextContent(/^Pass/);
    expect(outcome('beaconSignature')).toHaveTextContent('Does not apply');
  });

  it('before the result: nothing to verify, the seed not yet shown', async () => {
    const proof = { ...(await rngProof()), stage: 'closed', result: null, result_at: null, seed: null, result_source: null, settlement: null, beacon: { ...(await rngProof()).beacon, randomness: null, signature: null, status: null } };
    serve(proof as unknown as Proof);
    await openProof(proof as unknown as Proof);
    expect(screen.getByText('The result is published at the result time.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getAllByText('Not yet').length).toBeGreaterThan(0);
  });

  it('speaks Hindi: the title and stage, the facts, the pot line (a plural) and the checks after Verify', async () => {
    const proof = await rngProof();
    serve(proof);
    await switchToHindi();
    const { user } = renderWithProviders({ path: `/draws/${encodeURIComponent(proof.draw_id)}/proof` });
    expect(await screen.findByRole('heading', { name: 'जीवंत ड्रॉ का प्रमाण इनाम दिए गए' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'परिणाम' })).toBeInTheDocument();
    expect(screen.getByText('नंबर सर्वर ने निकाले थे: RNG संस्करण 1, सीड, बीकन और टिकट रूट से।')).toBeInTheDocument();
    expect(screen.getByText('कोई जीतने वाला टिकट नहीं, ₹0 दिए गए, ₹1,030 आगे बढ़ाए गए')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'जीवंत ड्रॉ के सभी परिणाम' })).toHaveAttribute('href', '/results/3h');
    expect(screen.getByText('drand बीकन राउंड').nextElementSibling).toHaveTextContent('98,76,543');
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
    const list = await screen.findByRole('list', { name: 'सत्यापित करें' });
    expect(within(list).getByTestId('check-commitment')).toHaveTextContent(/^सफलसीड खुलते समय प्रकाशित प्रतिबद्धता से मेल खाता है$/);
    expect(screen.getByText('लागू होने वाली हर जाँच सफल रही।')).toBeInTheDocument();
  });

  it("an unknown draw: 'Draw not found'", async () => {
    serve(null);
    renderWithProviders({ path: '/draws/3h-nope/proof' });
    expect(await screen.findByText('Draw not found')).toBeInTheDocument();
  });

  it('an admin keeps the admin frame on a proof page', async () => {
    signInAsAdmin();
    const proof = await rngProof();
    serve(proof);
    await openProof(proof);
    expect(screen.getAllByText('Fairdraw Admin').length).toBeGreaterThan(0);
  });
});

describe('the public proof page: fair against the operator too', () => {
  const pathOf = (proof: Proof) => `/draws/${encodeURIComponent(proof.draw_id)}/proof`;
  const NO_BEACON = 'No public randomness beacon: the operator could have influenced this result.';

  it("no beacon: the page's first line, before anything else, says the operator could have influenced the result, in English and in Hindi", async () => {
    const proof = await rngProof({ beacon: 'none' });
    serve(proof);
    const view = await openProof(proof);
    const page = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(page.firstElementChild).toHaveTextContent(NO_BEACON);
    expect(page.textContent!.startsWith(NO_BEACON)).toBe(true);
    view.unmount();

    await switchToHindi();
    renderWithProviders({ path: pathOf(proof) });
    const hindiPage = (await screen.findByRole('heading', { level: 1 })).parentElement!;
    expect(hindiPage.textContent!.startsWith('कोई सार्वजनिक रैंडमनेस बीकन नहीं: ऑपरेटर इस परिणाम को प्रभावित कर सकता था।')).toBe(true);
  });

  it('a draw with a verified beacon carries no such warning', async () => {
    const proof = await rngProof();
    serve(proof);
    await openProof(proof);
    expect(screen.queryByText(NO_BEACON)).toBeNull();
    expect(screen.getByText('Result source').nextElementSibling).toHaveTextContent('RNG: drawn by the server from the seed, the public beacon and the ticket root');
  });

  it('a manual result: who entered it and who approved it, when, and that no computation can check it', async () => {
    const proof = await rngProof({ source: 'manual' });
    serve(proof);
    await openProof(proof);
    expect(screen.getByText("A manual result cannot be checked by computation: it is a witnessed draw's numbers, entered by one admin and approved by another.")).toBeInTheDocument();
    expect(screen.getByText('Entered by').nextElementSibling).toHaveTextContent('asha, 4 Mar 2026, 11:32 am IST');
    expect(screen.getByText('Approved by').nextElementSibling).toHaveTextContent('ravi, 4 Mar 2026, 11:40 am IST');
    expect(screen.getByText('Result source').nextElementSibling).toHaveTextContent('Manual: a witnessed draw, entered by one admin and approved by another');
  });

  it('a round opened before sources were declared says so', async () => {
    const proof = { ...(await rngProof()), source: null };
    serve(proof as unknown as Proof);
    await openProof(proof as unknown as Proof);
    expect(screen.getByText('Result source').nextElementSibling).toHaveTextContent('Not declared: this round opened before result sources were declared');
  });

  it.each([
    ['beacon', 'The result is late since 4 Mar 2026, 11:50 am IST: waiting for the public randomness beacon round 98,76,543.'],
    ['approval', "The result is late since 4 Mar 2026, 11:50 am IST: waiting for a second admin's approval."],
  ] as const)('a late result (%s) says since when and what it waits for', async (reason, said) => {
    const good = await rngProof();
    const proof = { ...good, stage: 'closed', result: null, result_at: null, seed: null, settlement: null, delay: { since: '2026-03-04T06:20:00.000Z', reason } };
    serve(proof as unknown as Proof);
    await openProof(proof as unknown as Proof);
    expect(screen.getByText(said)).toBeInTheDocument();
    expect(screen.queryByText('The result is published at the result time.')).toBeNull();
  });

  it('shows the rules in force at open: the price, each mode\'s multipliers, pot base and share', async () => {
    const proof = await rngProof();
    serve(proof);
    await openProof(proof);
    const rules = screen.getByRole('region', { name: 'Rules in force at open' });
    expect(within(rules).getByText('Sequence').nextElementSibling).toHaveTextContent('5N ×1,00,000 · 4N ×10,000 · 3N ×300 · 2N ×20 · 1N ×1Pot base ₹1,00,000; 10% of sales to the pot');
    expect(within(rules).getByText('Any order').nextElementSibling).toHaveTextContent('5N ×20,000 · 4N ×2,000 · 3N ×80 · 2N ×4 · 1N ×0Pot base ₹10,000; 5% of sales to the pot');
  });

  it('shows the closes-feed entry, and links the verification document as a plain link', async () => {
    const proof = await rngProof();
    serve(proof);
    await openProof(proof);
    expect(screen.getByText('Feed of closes, entry 42').nextElementSibling).toHaveTextContent(proof.close_feed.hash);
    expect(screen.getByRole('link', { name: 'How to verify a draw yourself: the verification document' })).toHaveAttribute('href', '/docs/fairness.md');
  });

  it("Verify reads the round's entry in the feed of closes and checks it against the proof and its hash", async () => {
    const proof = await rngProof();
    const { calls } = serve(proof);
    const { user } = await openProof(proof);
    const { outcome } = await verify(user);
    expect(outcome('closeFeed')).toHaveTextContent(/^Pass/);
    expect(calls.map((c) => c.url)).toContain('/draws/closes?since=40&limit=2');
  });

  it.each([
    ['a root other than the proof\'s', (feed: Feed) => [feed[0]!, { ...feed[1]!, ticket_root: 'ee'.repeat(32), hash: closeHash({ ...feed[1]!, ticket_root: 'ee'.repeat(32) }) }], /differs in ticket_root, hash/],
    ['a publication time other than the proof\'s', (feed: Feed) => [feed[0]!, { ...feed[1]!, closed_at: '2026-03-04T06:00:00.351Z' }], /differs in closed_at/],
    ['an entry not chained to the one before', (feed: Feed) => [{ ...feed[0]!, hash: 'ab'.repeat(32) }, feed[1]!], /does not follow the one before it/],
    ['no entry at all', () => [], /no entry with this number/],
  ] as const)('the feed check fails on %s', async (_name, tamper, said) => {
    const proof = await rngProof();
    serve(proof, tamper(closesFeed(proof)) as Feed);
    const { user } = await openProof(proof);
    const { outcome } = await verify(user);
    expect(outcome('closeFeed')).toHaveTextContent(/^Fail/);
    expect(outcome('closeFeed')).toHaveTextContent(said);
    expect(screen.getByText('A check failed: this draw does not match what was published.')).toBeInTheDocument();
  });

  it("an entry whose stated hash is not its content's fails, though every field matches the proof", async () => {
    const good = await rngProof();
    const feed = closesFeed(good);
    const forged = { ...feed[1]!, hash: 'cd'.repeat(32) };
    const proof = { ...good, close_feed: { seq: 42, hash: forged.hash } };
    serve(proof, [feed[0]!, forged]);
    const { user } = await openProof(proof);
    const { outcome } = await verify(user);
    expect(outcome('closeFeed')).toHaveTextContent(/^Fail/);
    expect(outcome('closeFeed')).toHaveTextContent(`Computed: ${feed[1]!.hash}`);
  });

  it('a feed that cannot be read leaves that check unchecked, not failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const proof = await rngProof();
    serve(proof, 'down');
    const { user } = await openProof(proof);
    const { outcome } = await verify(user);
    expect(outcome('closeFeed')).toHaveTextContent(/^Not checked here.*could not be read here/);
  });

  it.each([
    ['openedBeforeFirstTicket', { first_ticket_at: '2026-03-04T03:30:00.100Z' }, 'the times are out of order: 2026-03-04T03:30:00.120Z, then 2026-03-04T03:30:00.100Z'],
    ['closedBeforeBeacon', { closed_at: '2026-03-04T06:01:00.000Z' }, 'the times are out of order: 2026-03-04T06:01:00.000Z, then 2026-03-04T06:01:00.000Z'],
    ['resultNotBeforeDrawAt', { result_at: '2026-03-04T06:19:59.999Z' }, 'the times are out of order: 2026-03-04T06:20:00.000Z, then 2026-03-04T06:19:59.999Z'],
  ] as const)('the timing check %s fails when its times are out of order', async (id, change, said) => {
    const good = await rngProof();
    const proof = { ...good, ...change };
    // The feed agrees with the changed proof, so only the timing check is at stake.
    serve(proof, closesFeed(proof));
    const { user } = await openProof(proof);
    const { outcome } = await verify(user);
    expect(outcome(id)).toHaveTextContent(/^Fail/);
    expect(outcome(id)).toHaveTextContent(said);
  });

  it("the beacon round's time is the chain's, not the proof's say-so", async () => {
    const good = await rngProof();
    const proof = { ...good, closed_at: '2026-03-04T06:05:00.000Z', beacon: { ...good.beacon, round_time: '2026-03-04T06:10:00.000Z' } };
    serve(proof, closesFeed(proof));
    const { user } = await openProof(proof);
    const { outcome } = await verify(user);
    expect(outcome('closedBeforeBeacon')).toHaveTextContent(/^Fail.*Computed: 2026-03-04T06:01:00.000Z/);
  });

  it('without tickets the first-ticket check does not apply; without a beacon neither does the beacon-time check', async () => {
    const proof = { ...(await rngProof({ beacon: 'none' })), first_ticket_at: null };
    serve(proof as unknown as Proof);
    const { user } = await openProof(proof as unknown as Proof);
    const { outcome } = await verify(user);
    expect(outcome('openedBeforeFirstTicket')).toHaveTextContent('Does not applyThe draw opened');
    expect(outcome('openedBeforeFirstTicket')).toHaveTextContent('No ticket was sold in this round.');
    expect(outcome('closedBeforeBeacon')).toHaveTextContent('This draw used no beacon.');
    expect(outcome('result')).toHaveTextContent(/^Pass/);
  });

  it('an RNG round without a beacon says its source had no beacon; a round on sale says its first ticket is published at the close', async () => {
    const none = await rngProof({ beacon: 'none' });
    serve(none);
    const drawn = await openProof(none);
    expect(screen.getByText('Result source').nextElementSibling).toHaveTextContent('RNG: drawn by the server from the seed and the ticket root alone (no public beacon)');
    // Unmounted first, so the heading awaited next is the on-sale page's, not the drawn one's.
    drawn.unmount();
    const onSale = { ...none, stage: 'open', closed_at: null, first_ticket_at: null, ticket_count: null } as unknown as Proof;
    serve(onSale);
    await openProof(onSale);
    expect((await screen.findByText('First ticket sold')).nextElementSibling).toHaveTextContent('Published at the close');
  });

  it('a witnessed draw says the beacon is not used, rather than that it has none', async () => {
    const manual = await rngProof({ source: 'manual', beacon: 'none' });
    serve(manual);
    await openProof(manual);
    expect(screen.getByText('drand beacon round').nextElementSibling).toHaveTextContent('Not used: a witnessed draw');
  });
});
