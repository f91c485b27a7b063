import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, createPlayerSession, newPlayer, storeSession } from './support/accounts.js';
import { startClockedServer, type ClockedServer } from './support/clocked-server.js';
import { fundedDeposit } from './support/money.js';
import { watchPageHealth } from './support/page-health.js';

/**
 * Draws and tickets in the browser, on a server of its own whose clock is moved: it starts on
 * a Wednesday at 10:50 IST and runs 60 times real time, so rounds close every minute or two
 * (3h at 11:30, 24h at 13:30, 3h again at 14:30, 6h at 15:30). A funded player buys tickets
 * in two periods, finds them under 'My tickets', sees a pot grow live when a ticket is bought
 * elsewhere, and watches a timer reach the close and the panel switch phase without a
 * reload; the admin sees the ticket counts.
 */
const CLOCK = { start: '2026-03-04T10:50:00+05:30', rate: 60 };
const PERIODS_THAT_CLOSE_SOON = [
  { id: '3h', tab: '3 hours' },
  { id: '6h', tab: '6 hours' },
  { id: '12h', tab: '12 hours' },
  { id: '24h', tab: '24 hours' },
];

let server: ClockedServer | undefined;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(200_000);
  server = await startClockedServer(CLOCK);
  api = await playwright.request.newContext({ baseURL: server.baseURL });
  await roundsOpened(await adminToken(api));
});

/**
 * A fresh server's scheduler first records the rounds a downtime missed (days of them), then
 * opens the current ones: the test starts once the periods it plays have an open round.
 */
async function roundsOpened(admin: string, withinMs = 90_000) {
  const deadline = Date.now() + withinMs;
  for (const period of ['6h', '24h', 'weekly']) {
    for (;;) {
      const reply = (await (await api.get(`/admin/draws/latest/${period}`, { headers: auth(admin) })).json()) as { data: { status: string } | null };
      if (reply.data?.status === 'open') break;
      if (Date.now() > deadline) throw new Error(`No open ${period} round within ${withinMs / 1000} s of the server's start`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const two = (n: number) => String(n).padStart(2, '0');
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function pick(panel: Locator, numbers: number[], letter?: string) {
  for (const [i, n] of numbers.entries()) await panel.getByLabel(`Number ${i + 1}`).selectOption(String(n));
  if (letter) await panel.getByLabel('Letter').selectOption(letter);
}

/** The weekly jackpot as GET /user/draws/pots gives it, shown as the page shows money. */
async function potText(player: string): Promise<string> {
  const reply = (await (await api.get('/user/draws/pots?period=weekly', { headers: auth(player) })).json()) as { data: { jackpot: number } };
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: reply.data.jackpot % 1 ? 2 : 0, minimumFractionDigits: reply.data.jackpot % 1 ? 2 : 0 }).format(reply.data.jackpot);
}

/** The open round (not weekly) whose sales close soonest, at least 15 real seconds from now. */
async function soonestClose(player: string) {
  const now = Date.parse(((await (await api.get('/health')).json()) as { time: string }).time);
  const rounds = [];
  for (const period of PERIODS_THAT_CLOSE_SOON) {
    const reply = (await (await api.get(`/user/draws?period=${period.id}&status=open&limit=1`, { headers: auth(player) })).json()) as { data: { close_at: string }[] };
    const draw = reply.data[0];
    if (draw) rounds.push({ ...period, realSeconds: (Date.parse(draw.close_at) - now) / 1000 / CLOCK.rate });
  }
  const target = rounds.filter((r) => r.realSeconds >= 15).sort((a, b) => a.realSeconds - b.realSeconds)[0];
  if (!target) throw new Error(`No round closes soon enough to watch: ${JSON.stringify(rounds)}`);
  return target;
}

test('a funded player buys tickets in two periods, sees them, watches a round close; the admin sees the counts', async ({ browser }) => {
  test.setTimeout(360_000);
  const baseURL = server!.baseURL;
  const admin = await adminToken(api);
  const player = newPlayer('draws');
  const token = await createPlayerSession(api, player, true);
  await fundedDeposit(api, token, admin, 2000);

  const context = await browser.newContext({ baseURL });
  await storeSession(context, { userToken: token, email: player.email, isProfileUpdated: 'true' });
  const page: Page = await context.newPage();
  const health = watchPageHealth(page);
  await page.goto('/dashboard?period=6h');
  const money = page.locator('.balance').filter({ hasText: 'Money Balance' }).locator('.balance-amount');
  await expect(money).toHaveText('₹2,000');
  const panel = page.getByRole('region', { name: 'Create Ticket' });
  await expect(panel.getByRole('button', { name: 'Create Ticket' })).toBeEnabled();
  await expect(panel.getByRole('tablist', { name: 'Prize mode' })).toBeVisible();

  // 6 hours: a ticket picked by hand and a quick pick, bought together in one request.
  const chosen = [7, 14, 21, 28, 35];
  await pick(panel, chosen);
  await panel.getByRole('button', { name: 'Add to list' }).click();
  await panel.getByRole('button', { name: 'Quick Pick' }).click();
  const quick = await Promise.all([1, 2, 3, 4, 5].map(async (i) => Number(await panel.getByLabel(`Number ${i}`).inputValue())));
  expect(new Set(quick).size).toBe(5);
  expect(quick.every((n) => Number.isInteger(n) && n >= 1 && n <= 75)).toBe(true);
  await expect(panel.getByText('Total ₹400')).toBeVisible();
  await panel.getByRole('button', { name: 'Buy 2 Tickets' }).click();
  await expect(page.getByText('Ticket created successfully!')).toBeVisible();
  await expect(panel.getByLabel('Number 1')).toHaveValue('');
  await expect(money).toHaveText('₹1,600');
  const mine6h = page.getByRole('table', { name: 'My tickets in the Magnificent Draw' });
  await expect(mine6h.getByRole('img', { name: chosen.map(two).join(', '), exact: true })).toBeVisible();
  await expect(mine6h.getByRole('img', { name: quick.map(two).join(', '), exact: true })).toBeVisible();

  // Weekly: no mode tabs, a letter to pick, and the spec's message without one.
  await page.getByRole('tab', { name: 'Weekly' }).click();
  await expect(page.getByRole('link', { name: 'Giant Draw Playing Rules' })).toBeVisible();
  await expect(panel.getByRole('tablist')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Create Ticket' })).toBeEnabled();
  await pick(panel, [1, 2, 3, 4, 5]);
  await panel.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please select an alphabet for weekly period');
  await panel.getByLabel('Letter').selectOption('K');
  await panel.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(money).toHaveText('₹1,100');
  await expect(panel.getByLabel('Letter')).toHaveValue('');
  await expect(page.getByRole('table', { name: 'My tickets in the Giant Draw' }).getByRole('img', { name: '01, 02, 03, 04, 05 + K' })).toBeVisible();

  // Live: a ticket bought elsewhere (the same player on another device) grows the pot on this page.
  const jackpot = page.getByTestId('pot-jackpot').locator('.pot-amount');
  await expect(jackpot).toHaveText(/^₹/);
  const shown = await jackpot.textContent();
  // Right after this page's own purchase: the live feed sums the sales anew when told of a purchase.
  const weekly = ((await (await api.get('/user/draws?period=weekly&status=open&limit=1', { headers: auth(token) })).json()) as { data: { _id: string }[] }).data[0]!;
  const bought = await api.post('/user/tickets', {
    headers: auth(token),
    data: { draw_id: weekly._id, period: 'weekly', num_1: 10, num_2: 20, num_3: 30, num_4: 40, num_5: 50, num_6: 'Q' },
  });
  expect(bought.status()).toBe(201);
  await expect.poll(() => potText(token)).not.toBe(shown);
  await expect(jackpot).toHaveText(await potText(token), { timeout: 20_000 });

  // A timer reaches the close: the panel switches to the result countdown in this same page.
  const target = await soonestClose(token);
  test.info().annotations.push({ type: 'watched', description: `${target.tab}, closing ${Math.round(target.realSeconds)} s after it was chosen` });
  await page.evaluate('window.__samePage = true');
  await page.getByRole('tab', { name: target.tab, exact: true }).click();
  const timer = page.getByRole('region', { name: 'Draw Timer' });
  await expect(timer.getByText('Betting closes in')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Create Ticket' })).toBeEnabled();
  await expect(timer.getByText('Result in')).toBeVisible({ timeout: (target.realSeconds + 30) * 1000 });
  await expect(panel.getByRole('button', { name: 'No Draw Available' })).toBeDisabled();
  expect(await page.evaluate('window.__samePage')).toBe(true);
  expect(health.problems).toEqual([]);
  await context.close();

  // The admin's 'Ticket Count by Number' for 6 hours and the Alphabet Count for weekly.
  const consoleContext = await browser.newContext({ baseURL });
  await storeSession(consoleContext, { adminToken: admin });
  const dashboard = await consoleContext.newPage();
  const adminHealth = watchPageHealth(dashboard);
  await dashboard.goto('/admin/dashboard');
  await dashboard.getByLabel('Period').selectOption('6h');
  const counts = dashboard.getByRole('region', { name: 'Ticket Count by Number', exact: true });
  await expect(counts.locator('.count-fact').filter({ hasText: 'Total Tickets' })).toHaveText('Total Tickets2');
  const table = counts.getByRole('table', { name: 'Counts by number for 6 hours' });
  for (const n of new Set([...chosen, ...quick])) {
    const positions = [0, 1, 2, 3, 4].map((i) => Number(chosen[i] === n) + Number(quick[i] === n));
    const total = positions.reduce((a, b) => a + b, 0);
    await expect(table.getByRole('row').nth(n).getByRole('cell')).toHaveText([two(n), ...positions.map(String), String(total)]);
  }
  await dashboard.getByLabel('Period').selectOption('weekly');
  await expect(counts.locator('.count-fact').filter({ hasText: 'Total Tickets' })).toHaveText('Total Tickets2');
  const letters = counts.getByRole('region', { name: 'Alphabet Count' });
  await expect(letters.getByLabel('K: 1')).toBeVisible();
  await expect(letters.getByLabel('Q: 1')).toBeVisible();
  await expect(letters.getByLabel('A: 0')).toBeVisible();
  expect(adminHealth.problems).toEqual([]);
  await consoleContext.close();
});
