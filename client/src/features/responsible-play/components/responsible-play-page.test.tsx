import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { fakePlayServer, limit, playView, routePlay, type FakePlayServer } from '../testing/fake-play-server.js';

const LIMITS = {
  day: limit({ limit: 5000, pending: { limit: 10000, effectiveAt: '2026-11-28T08:30:00.000Z' }, used: 4000, remaining: 1000 }),
  week: limit({ limit: 7000, pending: { limit: null, effectiveAt: '2026-11-28T08:30:00.000Z' }, used: 4000, remaining: 3000, resetsAt: '2026-11-29T18:30:00.000Z' }),
  month: limit({ limit: 20000, used: 4000, remaining: 16000, resetsAt: '2026-11-30T18:30:00.000Z' }),
};

function serve(server: FakePlayServer) {
  return mockFetch((url, init) => routePlay(server, url.split('?')[0]!, init) ?? { body: { err: 'N', data: [] } });
}

async function open(server: FakePlayServer) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { calls } = serve(server);
  signInAsPlayer();
  const view = renderWithProviders({ path: '/responsible-play' });
  await screen.findByRole('heading', { name: 'Responsible Play', level: 1 });
  await screen.findByRole('table', { name: 'Your deposit limits' });
  return { ...view, calls };
}

const group = (name: string) => screen.getByRole('group', { name });
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((td) => td.textContent));

describe('the Responsible Play page', () => {
  it('shows each limit, a raise or removal waiting its 24 hours, what is deposited and left, and when the window resets', async () => {
    await open(fakePlayServer({ view: playView({ depositLimits: LIMITS }) }));
    expect(rows(screen.getByRole('table', { name: 'Your deposit limits' }))).toEqual([
      ['Daily', '₹5,000Rises to ₹10,000 on 28 Nov 2026, 2:00 pm IST', '₹4,000', '₹1,000', '28 Nov 2026, 12:00 am IST'],
      ['Weekly', '₹7,000No limit from 28 Nov 2026, 2:00 pm IST', '₹4,000', '₹3,000', '30 Nov 2026, 12:00 am IST'],
      ['Monthly', '₹20,000', '₹4,000', '₹16,000', '1 Dec 2026, 12:00 am IST'],
    ]);
    // The form starts from what the player last asked for: the raise still waiting.
    expect(within(group('Daily limit')).getByLabelText('Daily limit (₹)')).toHaveValue('10000');
    expect(within(group('Weekly limit')).getByRole('checkbox', { name: 'No limit' })).toBeChecked();
    expect(within(group('Weekly limit')).getByLabelText('Weekly limit (₹)')).toBeDisabled();
    expect(screen.getByText(/Lowering a limit applies at once\. Raising or removing one applies only after 24 hours/)).toBeInTheDocument();
  });

  it('sends the three limits in rupees or null, checks them first, and shows a raise as waiting', async () => {
    const server = fakePlayServer({ view: playView({ depositLimits: LIMITS }) });
    const { user } = await open(server);
    const day = screen.getByLabelText('Daily limit (₹)');
    await user.clear(day);
    await user.type(day, '12.345');
    await user.click(within(group('Weekly limit')).getByRole('checkbox', { name: 'No limit' }));
    await user.clear(screen.getByLabelText('Monthly limit (₹)'));
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByText('Enter an amount in rupees with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getAllByText('Enter an amount or tick No limit')).toHaveLength(2);
    expect(day).toHaveFocus();
    expect(day).toHaveAccessibleDescription('Enter an amount in rupees with at most 2 decimals');
    expect(screen.getByRole('alert')).toHaveTextContent(/^3 problems to fix:\s*Daily limit \(₹\): Enter an amount in rupees/);
    expect(server.changes).toEqual([]);

    await user.clear(day);
    await user.type(day, '3000');
    await user.type(screen.getByLabelText('Weekly limit (₹)'), '15000.50');
    await user.type(screen.getByLabelText('Monthly limit (₹)'), '40000');
    // The server puts the month's raise off for 24 hours and answers with the new settings.
    server.answer = (path, body) => path.endsWith('/deposit-limits')
      ? { body: { err: 'N', data: playView({ depositLimits: {
        day: limit({ limit: 3000, used: 4000, remaining: 0 }),
        week: limit({ limit: 15000.5, used: 4000, remaining: 11000.5 }),
        month: limit({ limit: 20000, pending: { limit: (body as { month: number }).month, effectiveAt: '2026-11-28T09:00:00.000Z' }, used: 4000, remaining: 16000 }),
      } }) } }
      : null;
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Saved. A raise or removal applies after 24 hours; until then your current limit stays.')).toBeInTheDocument();
    expect(server.changes).toEqual([{ method: 'PUT', path: '/user/responsible-play/deposit-limits', body: { day: 3000, week: 15000.5, month: 40000 } }]);
    // The table follows the settings the server answered (a re-render after the message, on a busy machine).
    await waitFor(() =>
      expect(rows(screen.getByRole('table', { name: 'Your deposit limits' })).map((r) => r.slice(0, 2))).toEqual([
        ['Daily', '₹3,000'], ['Weekly', '₹15,000.50'], ['Monthly', '₹20,000Rises to ₹40,000 on 28 Nov 2026, 2:30 pm IST'],
      ]),
    );
  });

  it("starts a break only after a confirmation that says it cannot be undone, and shows when it ends", async () => {
    const server = fakePlayServer({ session: { ...fakePlayServer().session, now: '2026-11-27T08:30:00.000Z' } });
    const { user } = await open(server);
    await user.click(screen.getByRole('button', { name: 'Cool-off for 7 days' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a cool-off?' });
    expect(dialog).toHaveTextContent('You are about to start a cool-off of 7 days, from now.');
    expect(dialog).toHaveTextContent('It cannot be undone or shortened early, by you or by us.');
    expect(dialog).toHaveTextContent('Until it ends, deposits and ticket purchases are closed. Withdrawals stay open, so you can take out your money.');
    const start = within(dialog).getByRole('button', { name: 'Start the break' });
    expect(start).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cool-off for 7 days' }));
    await user.click(screen.getByRole('checkbox', { name: 'I understand that this break cannot be undone early.' }));
    await user.click(screen.getByRole('button', { name: 'Start the break' }));
    expect(await screen.findByText('Your cool-off has started. It ends on 4 Dec 2026, 2:00 pm IST.')).toBeInTheDocument();
    expect(server.changes).toEqual([{ method: 'POST', path: '/user/responsible-play/pause', body: { kind: 'cool_off', duration: '7d' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/Cool-off until 4 Dec 2026, 2:00 pm IST\./)).toHaveTextContent('Deposits and tickets are closed until then; you can still withdraw.');
  });

  it("shows the server's refusal of a shorter break in the confirmation", async () => {
    const server = fakePlayServer({
      view: playView({ pause: { kind: 'self_exclusion', startedAt: '2026-11-01T00:00:00.000Z', until: '2027-05-01T00:00:00.000Z' } }),
      answer: () => ({ status: 409, body: { err: 'Y', code: 'PLAY.PAUSED', msg: 'You already have a break until 1 May 2027, 05:30 IST.' } }),
    });
    const { user } = await open(server);
    expect(screen.getByText(/Self-exclusion until 1 May 2027, 5:30 am IST\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cool-off for 24 hours' }));
    await user.click(screen.getByRole('checkbox', { name: 'I understand that this break cannot be undone early.' }));
    await user.click(screen.getByRole('button', { name: 'Start the break' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('You already have a break until 1 May 2027, 05:30 IST.');
    expect(server.changes[0]!.body).toEqual({ kind: 'cool_off', duration: '24h' });
  });

  it('sets the reality check and lists the history of responsible-play events', async () => {
    const server = fakePlayServer({
      view: playView({ history: [
        { at: '2026-11-20T05:00:00.000Z', type: 'RealityCheckSet', summary: 'Reality check: off' },
        { at: '2026-11-01T05:00:00.000Z', type: 'DepositLimitsSet', summary: 'Daily deposit limit set to ₹5,000.00' },
      ] }),
    });
    const { user } = await open(server);
    expect(rows(screen.getByRole('table', { name: 'Your responsible-play history, newest first' }))).toEqual([
      ['20 Nov 2026, 10:30 am IST', 'Reality check: off'],
      ['1 Nov 2026, 10:30 am IST', 'Daily deposit limit set to ₹5,000.00'],
    ]);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Every 30 minutes' }));
    await user.click(save);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(server.changes).toEqual([{ method: 'PUT', path: '/user/responsible-play/reality-check', body: { minutes: 30 } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('speaks Hindi when the player chose it: the limits, the form and its refusal with the amount in Indian grouping, the breaks', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakePlayServer({ view: playView({ depositLimits: LIMITS }) });
    serve(server);
    signInAsPlayer();
    await switchToHindi();
    const { user } = renderWithProviders({ path: '/responsible-play' });
    await screen.findByRole('heading', { name: 'ज़िम्मेदार खेल', level: 1 });
    const table = await screen.findByRole('table', { name: 'आपकी जमा सीमाएँ' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['अवधि', 'सीमा', 'जमा किया गया', 'बाकी', 'रीसेट होगी']);
    expect(rows(table)[0]).toEqual(['दैनिक', '₹5,00028 नव॰ 2026, 2:00 pm IST को बढ़कर ₹10,000 हो जाएगी', '₹4,000', '₹1,000', '28 नव॰ 2026, 12:00 am IST']);
    expect(rows(table)[1]![1]).toBe('₹7,00028 नव॰ 2026, 2:00 pm IST से कोई सीमा नहीं');
    expect(screen.getByRole('heading', { name: 'जमा सीमाएँ' })).toBeInTheDocument();
    expect(screen.getByText(/बढ़ाने या हटाने पर बदलाव 24 घंटे बाद ही लागू होता है/)).toBeInTheDocument();

    // The form checks in Hindi; the largest limit in Indian grouping.
    expect(within(group('साप्ताहिक सीमा')).getByRole('checkbox', { name: 'कोई सीमा नहीं' })).toBeChecked();
    const day = within(group('दैनिक सीमा')).getByLabelText('दैनिक सीमा (₹)');
    await user.clear(day);
    await user.type(day, '20000000');
    await user.click(screen.getByRole('button', { name: 'सीमाएँ सहेजें' }));
    expect(screen.getByText('सीमा अधिकतम ₹1,00,00,000 हो सकती है')).toBeInTheDocument();
    expect(server.changes).toEqual([]);

    // Breaks: each length a plural, the confirmation in Hindi.
    expect(within(group('स्व-बहिष्कार')).getAllByRole('button').map((b) => b.textContent)).toEqual(['6 महीने', '1 साल', '5 साल']);
    await user.click(screen.getByRole('button', { name: '24 घंटे के लिए कूल-ऑफ़' }));
    const dialog = screen.getByRole('dialog', { name: 'कूल-ऑफ़ शुरू करें?' });
    expect(dialog).toHaveTextContent('आप अभी से 24 घंटे का कूल-ऑफ़ शुरू करने वाले हैं।');
    expect(within(dialog).getByRole('button', { name: 'ब्रेक शुरू करें' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeEnabled();
  });
});
