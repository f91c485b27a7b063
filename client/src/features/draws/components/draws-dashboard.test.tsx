import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderElement, renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { resetServerClock, syncServerClock } from '../model/server-clock.js';
import { fakeDraw, fakeDrawsServer, routeDraws } from '../testing/fake-draws-server.js';
import { DrawsDashboard } from './draws-dashboard.js';
import { setScreenWidth } from '../../../testing/screen-width.js';

const NOW = Date.parse('2026-03-04T05:00:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => syncServerClock(new Date(ms).toISOString());

beforeEach(() => {
  signInAsPlayer();
  at(NOW);
});
afterEach(() => {
  resetServerClock();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const drawCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/user/draws?')).length;
const ticketCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/user/tickets?')).length;

describe('player dashboard: periods and layout', () => {
  it("shows the five period tabs, the rules link of the chosen draw, and keeps the period in the address", async () => {
    const { calls } = mockFetch(routeDraws(fakeDrawsServer()));
    const { user, router } = renderWithProviders({ path: '/dashboard' });
    const tabs = await screen.findByRole('tablist', { name: 'Draw period' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['3 hours', '6 hours', '12 hours', '24 hours', 'Weekly']);
    expect(screen.getByRole('link', { name: 'Vibrant Draw Playing Rules' })).toHaveAttribute('href', '/how-to-play#rules-3h');
    await user.click(within(tabs).getByRole('tab', { name: 'Weekly' }));
    expect(within(tabs).getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Giant Draw Playing Rules' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=weekly');
    expect(calls.some((c) => c.url === '/user/draws?period=weekly&status=open&limit=1')).toBe(true);
  });

  it('shows the large draw names on screens above 1919 px', async () => {
    setScreenWidth(1920);
    mockFetch(routeDraws(fakeDrawsServer()));
    renderElement(<DrawsDashboard />);
    const tabs = within(await screen.findByRole('tablist', { name: 'Draw period' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Vibrant Draw3 hours', 'Magnificent Draw6 hours', 'Bonanza Draw12 hours', 'Mighty Draw24 hours', 'Giant DrawWeekly']);
  });
});

describe('player dashboard: the timer', () => {
  it('counts down to the close, switches to the result countdown at zero without a reload, and refetches the round and my tickets', async () => {
    const draw = fakeDraw('3h', NOW, 150 * MINUTE - 3000);
    const { calls } = mockFetch(routeDraws(fakeDrawsServer({ open: { '3h': draw } })));
    renderElement(<DrawsDashboard />);
    const timer = await screen.findByRole('region', { name: 'Draw Timer' });
    await waitFor(() => expect(ticketCalls(calls)).toBeGreaterThan(0));
    const ticketsBefore = ticketCalls(calls);
    expect(await within(timer).findByText('Betting closes in')).toBeInTheDocument();
    expect(within(timer).getByRole('timer')).toHaveTextContent('00:00:03');
    expect(timer.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'final');
    const before = drawCalls(calls);
    act(() => at(NOW + 3000));
    expect(await within(timer).findByText('Result in')).toBeInTheDocument();
    expect(within(timer).getByRole('timer')).toHaveTextContent('00:20:00');
    expect(timer.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'start');
    await screen.findByText('Result in');
    expect(drawCalls(calls)).toBeGreaterThan(before);
    // The close changes the tickets' status ('Open' to 'Closed'): they are read again.
    await waitFor(() => expect(ticketCalls(calls)).toBeGreaterThan(ticketsBefore));
  });

  it("colours the ring by progress: steps at 25, 50 and 75 percent", async () => {
    // 150 minutes of sales; 40 minutes in is past a quarter.
    mockFetch(routeDraws(fakeDrawsServer({ open: { '3h': fakeDraw('3h', NOW, 40 * MINUTE) } })));
    renderElement(<DrawsDashboard />);
    const timer = await screen.findByRole('region', { name: 'Draw Timer' });
    await within(timer).findByText('Betting closes in');
    expect(timer.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'quarter');
    act(() => at(NOW + 40 * MINUTE));
    expect(timer.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'half');
  });

  it("shows 'Result Available' with start date, time since start and next draw when no round is open", async () => {
    const closed = fakeDraw('3h', NOW, 175 * MINUTE, 'closed');
    mockFetch(routeDraws(fakeDrawsServer({ closed: { '3h': closed } })));
    renderElement(<DrawsDashboard />);
    const timer = await screen.findByRole('region', { name: 'Draw Timer' });
    expect(await within(timer).findByText('Result Available')).toBeInTheDocument();
    expect(within(timer).getByText('Start date').nextSibling).toHaveTextContent('4 Mar 2026, 7:35 am');
    expect(within(timer).getByText('Time since start').nextSibling).toHaveTextContent('2h 55m');
    expect(within(timer).getByText('Next draw date').nextSibling).toHaveTextContent('4 Mar 2026, 10:35 am');
    expect(screen.getByRole('button', { name: 'No Draw Available' })).toBeDisabled();
  });

  it('counts down to the next round, reads the round again at zero, and then the last result', async () => {
    const closed = fakeDraw('3h', NOW, 180 * MINUTE - 2000, 'closed');
    const server = fakeDrawsServer({ closed: { '3h': closed } });
    const { calls } = mockFetch(routeDraws(server));
    const resultReads = () => calls.filter((c) => c.url === '/user/draws/last-result?period=3h').length;
    renderElement(<DrawsDashboard />);
    const next = await screen.findByRole('region', { name: 'Next Round' });
    expect(await within(next).findByRole('timer')).toHaveTextContent('00:00:02');
    server.open['3h'] = fakeDraw('3h', NOW + 2000, 0);
    act(() => at(NOW + 2000));
    const timer = screen.getByRole('region', { name: 'Draw Timer' });
    expect(await within(timer).findByText('Betting closes in')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/user/draws?period=3h&status=open&limit=1').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(resultReads()).toBe(2));
  });

  it("says 'No draws found for this period' before any round, and the spec's failures when the read fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeDrawsServer();
    mockFetch(routeDraws(server));
    const first = renderElement(<DrawsDashboard />);
    expect(await screen.findByText('No draws found for this period')).toBeInTheDocument();
    expect(screen.getByText('No draw data found for this period')).toBeInTheDocument();
    first.unmount();
    server.drawsFail = true;
    renderElement(<DrawsDashboard />);
    expect(await screen.findByText('Failed to fetch draw data')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch next round data')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch draw information')).toBeInTheDocument();
  });
});

describe('player dashboard: results, pots and prizes', () => {
  it('shows 00 placeholders without a result, and the balls of the last result when there is one', async () => {
    const server = fakeDrawsServer();
    mockFetch(routeDraws(server));
    const first = renderElement(<DrawsDashboard />);
    const panel = await screen.findByRole('region', { name: 'Last Result' });
    expect(within(panel).getByRole('img')).toHaveAccessibleName('Winning numbers: 00, 00, 00, 00, 00');
    first.unmount();
    server.result.weekly = { num_1: 7, num_2: 21, num_3: 3, num_4: 44, num_5: 60, num_6: 'Q', result_at: '2026-03-01T10:20:00.000Z' };
    renderElement(<DrawsDashboard />, { path: '/?period=weekly' });
    const weekly = await screen.findByRole('region', { name: 'Last Result' });
    expect(await within(weekly).findByRole('img', { name: 'Winning numbers: 07, 21, 03, 44, 60 + Q' })).toBeInTheDocument();
    expect(within(weekly).getByText('Drawn 1 Mar 2026, 3:50 pm')).toBeInTheDocument();
  });

  it('shows the jackpot and mini-pot of 3h, and only the jackpot of 24h', async () => {
    const server = fakeDrawsServer({ pots: { '3h': { jackpot: 125000.5, minipot: 20000 }, '24h': { jackpot: 90000, minipot: null } } });
    mockFetch(routeDraws(server));
    const { user } = renderElement(<DrawsDashboard />);
    const pots = await screen.findByRole('region', { name: 'Prize Pots' });
    expect(await within(pots).findByText('₹1,25,000.50')).toBeInTheDocument();
    expect(within(pots).getByText('₹20,000')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '24 hours' }));
    expect(await within(pots).findByText('₹90,000')).toBeInTheDocument();
    expect(within(pots).queryByText('Mini-pot')).not.toBeInTheDocument();
  });

  it("shows the real prize table of the chosen mode, in rupees of the round's price", async () => {
    const calls: string[] = [];
    const server = fakeDrawsServer({
      open: { '3h': fakeDraw('3h', NOW, MINUTE, 'open', 150) },
      prizeStats: (_period, mode) => {
        calls.push(mode);
        return { body: { success: true, data: mode === 'sequence' ? { fiveN: 0, fourN: 40, threeN: 4, twoN: 1, oneN: 0 } : { fiveN: 10, fourN: 8, threeN: 2, twoN: 0, oneN: 0 } } };
      },
    });
    mockFetch(routeDraws(server));
    const { user } = renderElement(<DrawsDashboard />);
    const table = await screen.findByRole('table', { name: 'Winning Structure: Sequence' });
    const rows = () => within(screen.getByRole('region', { name: /Winning Structure/ })).getAllByRole('row').slice(1).map((r) => r.textContent);
    // The table is labelled by its mode at once; its rows follow the mode's stats.
    await waitFor(() => expect(rows()).toEqual(['5 numbersJackpot', '4 numbersx40₹6,000', '3 numbersx4₹600', '2 numbersx1₹150', '1 number—']));
    expect(table).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Any Sequence' }));
    await screen.findByRole('table', { name: 'Winning Structure: Any Sequence' });
    await waitFor(() => expect(rows()[0]).toBe('5 numbersMini-pot + x10₹1,500'));
    expect(calls).toEqual(['sequence', 'any']);
  });
});

describe('player dashboard in Hindi', () => {
  it('names the periods, the draws, the timer and its facts in Hindi, with Indian grouping in amounts', async () => {
    const server = fakeDrawsServer({ open: { '3h': fakeDraw('3h', NOW, 40 * MINUTE, 'open', 1500) }, pots: { '3h': { jackpot: 125000.5, minipot: 20000 } } });
    mockFetch(routeDraws(server));
    await switchToHindi();
    const { user } = renderElement(<DrawsDashboard />);
    const tabs = await screen.findByRole('tablist', { name: 'ड्रॉ अवधि' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['3 घंटे', '6 घंटे', '12 घंटे', '24 घंटे', 'साप्ताहिक']);
    expect(screen.getByRole('link', { name: 'जीवंत ड्रॉ के खेल नियम' })).toHaveAttribute('href', '/how-to-play#rules-3h');
    const timer = await screen.findByRole('region', { name: 'ड्रॉ टाइमर' });
    expect(await within(timer).findByText('बेटिंग बंद होने में')).toBeInTheDocument();
    expect(within(timer).getByRole('timer')).toHaveTextContent(/^01:[45]\d:\d\d$/);
    expect(within(timer).getByText('टिकट की कीमत').nextSibling).toHaveTextContent('₹1,500');
    expect(screen.getByRole('region', { name: 'अगला राउंड' })).toHaveTextContent('शुरू होने में');
    const pots = screen.getByRole('region', { name: 'इनामी पॉट' });
    expect(await within(pots).findByText('₹1,25,000.50')).toBeInTheDocument();
    expect(within(pots).getByText('जैकपॉट')).toBeInTheDocument();
    expect(within(pots).getByText('मिनी-पॉट')).toBeInTheDocument();
    // The winning structure: plural words and multipliers in Hindi.
    await screen.findByRole('table', { name: 'इनाम संरचना: क्रम' });
    const rows = within(screen.getByRole('region', { name: /इनाम संरचना/ })).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['5 नंबरजैकपॉट', '4 नंबर20 गुना₹30,000', '3 नंबर5 गुना₹7,500', '2 नंबर1 गुना₹1,500', '1 नंबर—']);
    await user.click(within(tabs).getByRole('tab', { name: 'साप्ताहिक' }));
    expect(screen.getByRole('link', { name: 'विशाल ड्रॉ के खेल नियम' })).toBeInTheDocument();
  });

  it("says 'Result Available', the time since start and the missing draw in Hindi", async () => {
    mockFetch(routeDraws(fakeDrawsServer({ closed: { '3h': fakeDraw('3h', NOW, 175 * MINUTE, 'closed') } })));
    renderElement(<DrawsDashboard />);
    await screen.findByRole('region', { name: 'Draw Timer' });
    // Switched after the first render, as the language switch does.
    await switchToHindi();
    const timer = await screen.findByRole('region', { name: 'ड्रॉ टाइमर' });
    expect(await within(timer).findByText('परिणाम उपलब्ध')).toBeInTheDocument();
    expect(within(timer).getByText('शुरुआत से बीता समय').nextSibling).toHaveTextContent('2 घंटे 55 मिनट');
    expect(screen.getByRole('button', { name: 'कोई ड्रॉ उपलब्ध नहीं' })).toBeDisabled();
    const result = screen.getByRole('region', { name: 'पिछला परिणाम' });
    expect(within(result).getByRole('img')).toHaveAccessibleName('विजेता नंबर: 00, 00, 00, 00, 00');
    expect(within(result).getByRole('link', { name: 'जीवंत ड्रॉ के सभी परिणाम' })).toHaveAttribute('href', '/results/3h');
    expect(await screen.findByRole('table', { name: 'जीवंत ड्रॉ में मेरे टिकट' })).toBeInTheDocument();
  });
});
