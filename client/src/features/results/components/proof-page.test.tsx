import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsAdmin } from '../../../testing/render-with-providers.js';
import { rngProof } from '../testing/proof-fixtures.js';

type Proof = Awaited<ReturnType<typeof rngProof>>;

function serve(proof: Proof | null) {
  return mockFetch((url) => {
    if (url === `/draws/${encodeURIComponent(proof?.draw_id ?? 'missing')}/proof` && proof) return { body: { success: true, message: 'ok', data: proof } };
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
    for (const id of ['commitment', 'beaconRandomness', 'beaconSignature', 'result']) expect(outcome(id)).toHaveTextContent(/^Pass/);
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

  it('a manual result: set by an admin (with the id), the RNG check does not apply', async () => {
    const proof = await rngProof({ source: 'manual' });
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
