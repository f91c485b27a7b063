import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';
import { fakePlayServer, playView, routePlay, type FakePlayServer } from '../testing/fake-play-server.js';

const MINUTE = 60_000;
const at = (time: string) => `2026-11-27T${time}:00.000Z`;

afterEach(() => {
  jest.useRealTimers();
});

function serve(server: FakePlayServer) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return mockFetch((url, init) => routePlay(server, url.split('?')[0]!, init) ?? { body: { err: 'N', data: [] } });
}

/**
 * A player 29 minutes into a session with a 30-minute reality check, by the server's clock;
 * the browser's clock is hours away from it. Timers are fake but run on by themselves, so
 * the page loads as usual and the test jumps over the minutes.
 */
async function playing(server: FakePlayServer, { hindi = false } = {}) {
  jest.useFakeTimers({ now: Date.parse('2026-11-27T02:00:00.000Z'), advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { calls } = serve(server);
  signInAsPlayer();
  if (hindi) await switchToHindi();
  const view = renderWithProviders({ path: '/how-to-play' });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // The How to Play page's own words are its feature's; in Hindi any heading will do.
  await screen.findByRole('heading', hindi ? { level: 1 } : { name: 'How to Play', level: 1 });
  // The session is read (and its answer taken in) before the test moves the clock on.
  await waitFor(() => expect(Object.values(view.store.getState().api.queries).some((q) => q?.endpointName === 'getPlaySession' && q.status === 'fulfilled')).toBe(true));
  return { ...view, user, calls };
}

const jump = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function session(over: Record<string, unknown>) {
  return { startedAt: at('08:00'), now: at('08:29'), minutes: 29, staked: 0, won: 0, net: 0, realityCheckMinutes: 30, ...over };
}

describe('the reality check', () => {
  it("appears once the interval since the session's start has passed, with the time played and the session's figures", async () => {
    const server = fakePlayServer({ view: playView({ realityCheckMinutes: 30 }), session: session({}) });
    const { user } = await playing(server);
    await jump(50_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What the server counts when the check comes due.
    server.session = session({ now: at('08:30'), minutes: 30, staked: 600, won: 150, net: 450 });
    await jump(10_000);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 30 minutes in this session.');
    expect(within(dialog).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['₹600', '₹150', '₹450']);
    expect(within(dialog).getByText('Net spent')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Every interval: the next one 30 minutes later.
    server.session = session({ now: at('09:00'), minutes: 60, staked: 900, won: 1000, net: -100 });
    await jump(29 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await jump(MINUTE);
    const again = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(again).toHaveTextContent('You have been playing for 1 hour in this session.');
    expect(within(again).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['₹900', '₹1,000', '\u2212₹100']);
  });

  it("'View statement' opens the Statement page; 'Log out' signs the player out", async () => {
    const server = fakePlayServer({ view: playView({ realityCheckMinutes: 60 }), session: session({ now: at('08:59'), realityCheckMinutes: 60 }) });
    const { user, router } = await playing(server);
    server.session = session({ now: at('09:00'), minutes: 60, realityCheckMinutes: 60 });
    await jump(MINUTE);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View statement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/statement'));
    // The page is drawn (its module loaded) before the clock moves on an hour.
    expect(await screen.findByRole('heading', { name: 'Statement', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await jump(60 * MINUTE);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('speaks Hindi when the player chose it: the time played as a plural, the figures in Indian grouping', async () => {
    const server = fakePlayServer({ view: playView({ realityCheckMinutes: 60 }), session: session({ now: at('08:59'), realityCheckMinutes: 60 }) });
    const { user } = await playing(server, { hindi: true });
    server.session = session({ now: at('09:00'), minutes: 60, staked: 100000, won: 2500, net: 97500, realityCheckMinutes: 60 });
    await jump(MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'रियलिटी चेक' });
    expect(dialog).toHaveTextContent('आप इस सत्र में 1 घंटे से खेल रहे हैं।');
    expect(within(dialog).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['लगाई गई राशि', 'जीती गई राशि', 'कुल खर्च']);
    expect(within(dialog).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['₹1,00,000', '₹2,500', '₹97,500']);
    expect(within(dialog).getByRole('button', { name: 'स्टेटमेंट देखें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'लॉगआउट' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'खेलना जारी रखें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(document.documentElement).toHaveAttribute('lang', 'hi');
  });

  it('never appears when the reality check is off', async () => {
    const server = fakePlayServer({ session: session({ realityCheckMinutes: 0 }) });
    await playing(server);
    await jump(3 * 60 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the 6-monthly review reminder', () => {
  it("is above every player page when due: 'Review' opens the limits, 'Keep my limits' records the review", async () => {
    const server = fakePlayServer({ view: playView({ reviewDue: true }) });
    serve(server);
    signInAsPlayer();
    const { user } = renderWithProviders({ path: '/how-to-play' });
    const banner = await screen.findByRole('region', { name: 'Time to review your deposit limits' });
    expect(within(banner).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/responsible-play');
    await user.click(within(banner).getByRole('button', { name: 'Keep my limits' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Time to review your deposit limits' })).not.toBeInTheDocument());
    expect(server.changes).toEqual([{ method: 'POST', path: '/user/responsible-play/review', body: undefined }]);
  });

  it('speaks Hindi when the player chose it', async () => {
    serve(fakePlayServer({ view: playView({ reviewDue: true }) }));
    signInAsPlayer();
    await switchToHindi();
    renderWithProviders({ path: '/how-to-play' });
    const banner = await screen.findByRole('region', { name: 'अपनी जमा सीमाओं की समीक्षा का समय' });
    expect(banner).toHaveTextContent('आपको अपनी जमा सीमाएँ देखे हुए 6 महीने हो गए हैं।');
    expect(within(banner).getByRole('link', { name: 'समीक्षा करें' })).toHaveAttribute('href', '/responsible-play');
    expect(within(banner).getByRole('button', { name: 'मेरी सीमाएँ रखें' })).toBeInTheDocument();
  });
});
