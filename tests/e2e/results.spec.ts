import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, createPlayerSession, newPlayer, storeSession } from './support/accounts.js';
import { startClockedServer, type ClockedServer } from './support/clocked-server.js';
import { fundedDeposit } from './support/money.js';
import { watchPageHealth } from './support/page-health.js';

/**
 * Results in the browser (issue 11), on a server of its own whose clock starts on a
 * Wednesday at 10:15 IST and runs 30 times real time. The 12h round of 23:00 still sells
 * when the server starts; it closes at 10:30 and, as no admin posts its result, the server
 * draws it at 10:50 (RNG, no beacon configured). The 3h round of 09:00 closes at 11:30
 * (about 150 s in) and its result is due at 11:50 (40 s later). A funded player buys two
 * 3h tickets; once sales close the admin posts, through the dashboard's modal, a result
 * equal to one of them; at draw_at the player's page (never reloaded) shows the result in
 * the last-result panel, the money balance grows by the prize and a toast says so; the
 * round's proof page and the ticket's inclusion proof verify, and a visitor verifies the
 * RNG draw in full.
 */
const CLOCK = { start: '2026-03-04T10:15:00+05:30', rate: 30 };
const WINNING = [7, 14, 21, 28, 35];
const LOSING = [1, 2, 3, 4, 5];

let server: ClockedServer | undefined;
let api: APIRequestContext;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const two = (n: number) => String(n).padStart(2, '0');
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: amount % 1 ? 2 : 0 }).format(amount);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(200_000);
  server = await startClockedServer(CLOCK);
  api = await playwright.request.newContext({ baseURL: server.baseURL });
  const admin = await adminToken(api);
  // A new database's scheduler opens each period's current round (if it still sells).
  const latest = async (period: string) => ((await (await api.get(`/admin/draws/latest/${period}`, { headers: auth(admin) })).json()) as { data: { _id: string } | null }).data?._id;
  await expect.poll(() => latest('3h'), { timeout: 90_000 }).toBe('3h-2026-03-04T03:30:00.000Z');
  await expect.poll(() => latest('12h'), { timeout: 30_000 }).toBe('12h-2026-03-03T17:30:00.000Z');
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function pick(panel: Locator, numbers: number[]) {
  for (const [i, n] of numbers.entries()) await panel.getByLabel(`Number ${i + 1}`).selectOption(String(n));
}

interface TicketRow {
  _id: string;
  draw_id: string;
  num_1: number;
  outcome: { prize: number } | null;
}

async function myTickets(token: string): Promise<TicketRow[]> {
  return ((await (await api.get('/user/tickets?period=3h&limit=100', { headers: auth(token) })).json()) as { data: TicketRow[] }).data;
}

test('a player wins a result the admin posts: the panel, the balance and the proof, without a reload', async ({ browser }) => {
  test.setTimeout(400_000);
  const baseURL = server!.baseURL;
  const admin = await adminToken(api);
  const player = newPlayer('results');
  const token = await createPlayerSession(api, player, true);
  await fundedDeposit(api, token, admin, 2000);

  const context = await browser.newContext({ baseURL });
  await storeSession(context, { userToken: token, email: player.email, isProfileUpdated: 'true' });
  const page: Page = await context.newPage();
  const health = watchPageHealth(page);
  await page.goto('/dashboard');
  const money = page.locator('.balance').filter({ hasText: 'Money Balance' }).locator('.balance-amount');
  await expect(money).toHaveText('₹2,000');

  // Two 3h tickets, bought together through the ticket panel.
  const panel = page.getByRole('region', { name: 'Create Ticket' });
  await pick(panel, WINNING);
  await panel.getByRole('button', { name: 'Add to list' }).click();
  await pick(panel, LOSING);
  await panel.getByRole('button', { name: 'Buy 2 Tickets' }).click();
  await expect(page.getByText('Ticket created successfully!')).toBeVisible();
  await expect(money).toHaveText('₹1,800');
  const tickets = page.getByRole('table', { name: 'My tickets in the Vibrant Draw' });
  await expect(tickets.getByRole('img', { name: WINNING.map(two).join(', '), exact: true })).toBeVisible();
  await page.evaluate('window.__samePage = true');

  // Sales close (11:30 IST): the timer counts down to the result.
  const timer = page.getByRole('region', { name: 'Draw Timer' });
  await expect(timer.getByText('Result in')).toBeVisible({ timeout: 180_000 });
  const lastResult = page.getByRole('region', { name: 'Last Result' });
  await expect(lastResult.getByRole('img', { name: /^Winning numbers: / })).not.toHaveAccessibleName(`Winning numbers: ${WINNING.map(two).join(', ')}`);

  // The admin posts the result through the dashboard's modal: one of the tickets wins.
  const adminContext = await browser.newContext({ baseURL });
  await storeSession(adminContext, { adminToken: admin });
  const dashboard = await adminContext.newPage();
  const adminHealth = watchPageHealth(dashboard);
  await dashboard.goto('/admin/dashboard');
  await dashboard.getByRole('button', { name: 'Set 3 hours Result' }).click();
  const modal = dashboard.getByRole('dialog', { name: 'Set 3 hours Result' });
  await pick(modal, WINNING);
  await modal.getByRole('button', { name: 'Set Result' }).click();
  await expect(modal).toBeHidden();
  await expect(dashboard.getByText('Result posted successfully')).toBeVisible();
  expect(adminHealth.problems).toEqual([]);
  await adminContext.close();

  // Not shown before draw_at (11:50 IST); then the panel shows it and the prize arrives live.
  await expect(lastResult.getByRole('img', { name: `Winning numbers: ${WINNING.map(two).join(', ')}` })).toBeVisible({ timeout: 90_000 });
  await expect.poll(async () => (await myTickets(token)).every((t) => t.outcome !== null), { timeout: 60_000 }).toBe(true);
  const settled = await myTickets(token);
  const won = settled.find((t) => t.num_1 === WINNING[0])!;
  const lost = settled.find((t) => t.num_1 === LOSING[0])!;
  expect(won.outcome!.prize).toBeGreaterThan(0);
  expect(lost.outcome!.prize).toBe(0);
  await expect(money).toHaveText(rupees(1800 + won.outcome!.prize), { timeout: 30_000 });
  await expect(page.getByText(`You won ${rupees(won.outcome!.prize)} in the Vibrant draw!`)).toBeVisible();
  await expect(tickets.getByText(/^Sequence 5 · Any 5$/)).toBeVisible();
  expect(await page.evaluate('window.__samePage')).toBe(true);

  // The round's public proof: a manual result by the admin; the seed matches the commitment.
  await lastResult.getByRole('link', { name: 'Check this draw' }).click();
  await expect(page).toHaveURL(new RegExp(`/draws/${encodeURIComponent(won.draw_id)}/proof$`));
  await expect(page.getByText(/^The numbers were set by an admin \(.+\)\. The RNG check does not apply\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  const checks = page.getByRole('list', { name: 'Verify' });
  await expect(checks.getByTestId('check-commitment')).toContainText('Pass');
  await expect(checks.getByTestId('check-result')).toContainText('Does not apply');
  await expect(page.getByText('Every check that applies passed.')).toBeVisible();

  // The winning ticket's page: its receipt is in the frozen set whose root was published.
  await page.goto(`/tickets/${encodeURIComponent(won._id)}`);
  const inclusion = page.getByRole('list', { name: 'In the frozen ticket set' });
  await expect(inclusion.getByRole('listitem')).toHaveText([/^Pass/, /^Pass/, /^Pass/]);
  expect(health.problems).toEqual([]);
  await context.close();

  // A visitor with no session: the period's results, and an RNG round's proof verifies in full.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  const publicHealth = watchPageHealth(publicPage);
  await publicPage.goto('/results/3h');
  const history = publicPage.getByRole('table', { name: 'Published results of the Vibrant Draw, newest first' });
  await expect(history.getByRole('row').nth(1).getByRole('img')).toHaveAccessibleName(WINNING.map(two).join(', '));
  await expect(history.getByRole('row').nth(1)).toContainText('Set by an admin');
  await publicPage.getByRole('navigation', { name: 'Draw period' }).getByRole('link', { name: '12 hours' }).click();
  const rngRow = publicPage.getByRole('table', { name: 'Published results of the Bonanza Draw, newest first' }).getByRole('row').nth(1);
  await expect(rngRow).toContainText('Drawn by the server');
  await rngRow.getByRole('link', { name: /^Check the draw of / }).click();
  await expect(publicPage.getByText('No beacon was configured: the draw used the seed and the ticket root alone.')).toBeVisible();
  await publicPage.getByRole('button', { name: 'Verify' }).click();
  const rngChecks = publicPage.getByRole('list', { name: 'Verify' });
  await expect(rngChecks.getByTestId('check-commitment')).toContainText('Pass');
  await expect(rngChecks.getByTestId('check-result')).toContainText('Pass');
  await expect(publicPage.getByText('Every check that applies passed.')).toBeVisible();
  expect(publicHealth.problems).toEqual([]);
  await visitor.close();
});
