import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { NotificationToasts } from '../../../components/ui/notification-toasts.js';
import { headerOf, mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderElement, renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { resetServerClock, syncServerClock } from '../model/server-clock.js';
import { fakeDraw, fakeDrawsServer, routeDraws } from '../testing/fake-draws-server.js';
import { DrawsDashboard } from './draws-dashboard.js';

const NOW = Date.parse('2026-03-04T05:00:00.000Z');
const HOUR = 3_600_000;

beforeEach(() => {
  signInAsPlayer();
  syncServerClock(new Date(NOW).toISOString());
});
afterEach(resetServerClock);

function openServer(extra: Parameters<typeof fakeDrawsServer>[0] = {}) {
  return fakeDrawsServer({
    open: { '3h': fakeDraw('3h', NOW, HOUR), '24h': fakeDraw('24h', NOW, HOUR, 'open', 400), weekly: fakeDraw('weekly', NOW, HOUR, 'open', 500) },
    ...extra,
  });
}

const panel = () => screen.getByRole('region', { name: 'Create Ticket' });
const numberField = (i: number) => within(panel()).getByLabelText(`Number ${i}`);

/** The dashboard with the app's toasts, once the round is read and the buy button works. */
async function renderReady(path = '/') {
  const view = renderElement(
    <>
      <DrawsDashboard />
      <NotificationToasts />
    </>,
    { path },
  );
  const button = await screen.findByRole('button', { name: 'Create Ticket' });
  await waitFor(() => expect(button).toBeEnabled());
  return { ...view, button };
}

async function choose(user: ReturnType<typeof renderElement>['user'], numbers: number[], letter?: string) {
  for (const [i, n] of numbers.entries()) await user.selectOptions(numberField(i + 1), String(n));
  if (letter) await user.selectOptions(within(panel()).getByLabelText('Letter'), letter);
}

describe('ticket creation panel', () => {
  it("offers the period's range in each dropdown: 01-75 for 3h; 01-60 and a letter A-Z for weekly", async () => {
    mockFetch(routeDraws(openServer()));
    const { user } = renderElement(<DrawsDashboard />);
    await screen.findByRole('button', { name: 'Create Ticket' });
    const options = (field: HTMLElement) => within(field).getAllByRole('option').map((o) => o.textContent);
    expect(options(numberField(1))).toEqual(['--', ...Array.from({ length: 75 }, (_, i) => String(i + 1).padStart(2, '0'))]);
    expect(within(panel()).queryByLabelText('Letter')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(options(numberField(5))).toHaveLength(61);
    expect(options(within(panel()).getByLabelText('Letter'))).toEqual(['--', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
  });

  it('has the Sequence and Any Sequence tabs only where the period has both modes', async () => {
    mockFetch(routeDraws(openServer()));
    const { user } = renderElement(<DrawsDashboard />);
    const modes = await within(await screen.findByRole('region', { name: 'Create Ticket' })).findByRole('tablist', { name: 'Prize mode' });
    expect(within(modes).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Sequence', 'Any Sequence']);
    for (const period of ['24 hours', 'Weekly']) {
      await user.click(screen.getByRole('tab', { name: period }));
      expect(within(panel()).queryByRole('tablist')).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('tab', { name: '12 hours' }));
    expect(within(panel()).getByRole('tablist', { name: 'Prize mode' })).toBeInTheDocument();
  });

  it("checks in the spec's order and words before sending anything", async () => {
    const { calls } = mockFetch(routeDraws(openServer()));
    const { user, button: buy } = await renderReady('/?period=weekly');
    await user.click(buy);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Please select all 5 numbers');
    await choose(user, [5, 5, 6, 7, 8]);
    await user.click(buy);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Numbers must be unique - no duplicates allowed');
    await choose(user, [5, 9, 6, 7, 8]);
    await user.click(buy);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Please select an alphabet for weekly period');
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it("buys the ticket, clears the numbers, announces 'Ticket created successfully!' and reads the balances again", async () => {
    const bodies: unknown[] = [];
    const keys: (string | undefined)[] = [];
    const server = openServer({
      buy: (body, headers) => {
        bodies.push(body);
        keys.push(headers['Idempotency-Key']);
        server.profile.current_balance = 500;
        return { status: 201, body: { success: true, message: 'Ticket created successfully!', data: { tickets: [{}], balances: { current_balance: 500, referral_balance: 0 } } } };
      },
    });
    const { calls } = mockFetch(routeDraws(server));
    // The whole app: the welcome banner shows the balances the purchase changes.
    const { user } = renderWithProviders({ path: '/dashboard?period=weekly' });
    const money = async () => within((await screen.findByText('Money Balance')).parentElement!);
    expect(await (await money()).findByText('₹1,000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Ticket' })).toBeEnabled());
    await choose(user, [12, 3, 45, 60, 1], 'K');
    expect(within(panel()).getByRole('img', { name: '12, 03, 45, 60, 01 + K' })).toBeInTheDocument();
    expect(within(panel()).getByText('Total ₹500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Ticket created successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ draw_id: server.open.weekly!._id, period: 'weekly', num_1: 12, num_2: 3, num_3: 45, num_4: 60, num_5: 1, num_6: 'K' }]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(numberField(1)).toHaveValue('');
    expect(within(panel()).getByLabelText('Letter')).toHaveValue('');
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(headerOf(post.init, 'Authorization')).toBe('Bearer user-token');
    // The banner's balances are read again.
    expect(await (await money()).findByText('₹500')).toBeInTheDocument();
  });

  it('buys several tickets in one request, and keeps the Idempotency-Key when the same tickets are sent again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const replies = [
      { status: 409, body: { success: false, message: 'Insufficient balance: these tickets cost ₹300 and you have ₹100.' } },
      { status: 201, body: { success: true, message: 'Ticket created successfully!', data: { tickets: [{}, {}, {}] } } },
    ];
    const sent: { body: unknown; key: string | undefined }[] = [];
    const server = openServer({ buy: (body, headers) => (sent.push({ body, key: headers['Idempotency-Key'] }), replies.shift()!) });
    mockFetch(routeDraws(server));
    const { user } = await renderReady();
    await choose(user, [1, 2, 3, 4, 5]);
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    await choose(user, [75, 74, 73, 72, 71]);
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Quick Pick' }));
    const picked = [1, 2, 3, 4, 5].map((i) => Number((numberField(i) as HTMLSelectElement).value));
    expect(new Set(picked).size).toBe(5);
    expect(picked.every((n) => n >= 1 && n <= 75)).toBe(true);
    expect(within(panel()).getByText('Total ₹300')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy 3 Tickets' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Insufficient balance: these tickets cost ₹300 and you have ₹100.');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Buy 3 Tickets' }));
    await screen.findByText('3 tickets in the Vibrant Draw.');
    expect(sent[0]!.body).toEqual({
      draw_id: server.open['3h']!._id,
      period: '3h',
      tickets: [
        { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 },
        { num_1: 75, num_2: 74, num_3: 73, num_4: 72, num_5: 71 },
        Object.fromEntries(picked.map((n, i) => [`num_${i + 1}`, n])),
      ],
    });
    expect(sent[1]).toEqual(sent[0]);
    expect(within(panel()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("shows 'Failed to create ticket' when the server gives no message, and a busy button meanwhile", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    mockFetch(routeDraws(openServer({ buy: () => new Promise((resolve) => (answer = resolve)) })));
    const { user } = await renderReady('/?period=24h');
    await choose(user, [60, 59, 58, 57, 56]);
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-disabled', 'true');
    answer({ status: 500, body: null });
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Failed to create ticket');
    expect(numberField(1)).toHaveValue('60');
  });

  it("reads 'No Draw Available' and refuses once the round's sales close", async () => {
    const server = openServer();
    server.open['3h'] = fakeDraw('3h', NOW, 150 * 60_000 - 1000);
    mockFetch(routeDraws(server));
    await renderReady();
    syncServerClock(new Date(NOW + 1000).toISOString());
    expect(await screen.findByRole('button', { name: 'No Draw Available' })).toBeDisabled();
  });
});

describe('ticket creation panel in Hindi', () => {
  const hindiPanel = () => screen.getByRole('region', { name: 'टिकट बनाएँ' });
  const hindiNumber = (i: number) => within(hindiPanel()).getByLabelText(`नंबर ${i}`);

  it('checks, lists and buys several tickets in Hindi: headings, buttons, the total and the toast', async () => {
    const server = openServer({ buy: () => ({ status: 201, body: { success: true, message: 'Ticket created successfully!', data: { tickets: [{}, {}, {}] } } }) });
    mockFetch(routeDraws(server));
    await switchToHindi();
    const view = renderElement(
      <>
        <DrawsDashboard />
        <NotificationToasts />
      </>,
    );
    const buy = await screen.findByRole('button', { name: 'टिकट बनाएँ' });
    await waitFor(() => expect(buy).toBeEnabled());
    expect(within(hindiPanel()).getByRole('heading', { level: 2 })).toHaveTextContent('टिकट बनाएँ');
    expect(within(hindiPanel()).getByRole('tablist', { name: 'इनाम मोड' })).toBeInTheDocument();
    expect(within(hindiPanel()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['क्रम', 'कोई भी क्रम']);
    expect(within(hindiNumber(1)).getAllByRole('option')[0]).toHaveTextContent('चुनें');

    await view.user.click(buy);
    expect(within(hindiPanel()).getByRole('alert')).toHaveTextContent('कृपया सभी 5 नंबर चुनें');
    for (const [i, n] of [1, 2, 3, 4, 5].entries()) await view.user.selectOptions(hindiNumber(i + 1), String(n));
    await view.user.click(screen.getByRole('button', { name: 'सूची में जोड़ें' }));
    expect(within(hindiPanel()).getByRole('heading', { name: 'खरीदने के लिए टिकट' })).toBeInTheDocument();
    expect(within(hindiPanel()).getByRole('button', { name: 'टिकट 1 हटाएँ' })).toBeInTheDocument();
    for (const [i, n] of [75, 74, 73, 72, 71].entries()) await view.user.selectOptions(hindiNumber(i + 1), String(n));
    await view.user.click(screen.getByRole('button', { name: 'सूची में जोड़ें' }));
    await view.user.click(screen.getByRole('button', { name: 'क्विक पिक' }));
    expect(within(hindiPanel()).getByText('कुल ₹300')).toBeInTheDocument();
    expect(within(hindiPanel()).getByText('(₹100 प्रति टिकट)')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: '3 टिकट खरीदें' }));
    // The server's own title is shown as it is; the count and the draw are the app's words.
    expect(await screen.findByText('जीवंत ड्रॉ में 3 टिकट खरीदे गए।')).toBeInTheDocument();
  });

  it("says 'Failed to create ticket' in Hindi, in the panel and the toast, when the server gives no message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(routeDraws(openServer({ buy: () => ({ status: 500, body: null }) })));
    const { user } = await renderReady('/?period=24h');
    await switchToHindi();
    for (const [i, n] of [60, 59, 58, 57, 56].entries()) await user.selectOptions(hindiNumber(i + 1), String(n));
    await user.click(screen.getByRole('button', { name: 'टिकट बनाएँ' }));
    expect(await within(hindiPanel()).findByRole('alert')).toHaveTextContent('टिकट नहीं बन सका');
    expect(document.querySelector('.toasts')).toHaveTextContent('टिकट नहीं बन सका');
  });
});
