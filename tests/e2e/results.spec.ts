import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, CHECKER, createPlayerSession, newPlayer, storeSession } from './support/accounts.js';
import { DIALOG, scanAtWidths } from './support/axe.js';
import { startClockedServer, type ClockedServer } from './support/clocked-server.js';
import { fundedDeposit } from './support/money.js';
import { watchPageHealth } from './support/page-health.js';

/**
 * Results in the browser, on a server of its own whose clock starts on a Wednesday at
 * 10:15 IST and runs 30 times real time. Before any round opens an admin makes the 3h
 * period a witnessed draw (manual); the others keep the random number generator. The 12h
 * round of 23:00 still sells when the server starts; it closes at 10:30 and the server
 * draws it at 10:50 (RNG, no beacon configured). The 3h round of 09:00 closes at 11:30
 * (about 150 s in) and its result is due at 11:50 (40 s later). A funded player buys two
 * 3h tickets; once sales close one admin enters, through the dashboard's modal, a result
 * equal to one of them; a second admin signs in and approves it in the modal (the first
 * may not). Once it is out the player's page (never reloaded) shows the result in the
 * last-result panel, the money balance grows by the prize and a toast says so; the round's
 * proof names both admins and verifies, as does the ticket's inclusion proof. The 12h
 * modal offers no form, only the proof, whose page starts by saying that without a beacon
 * the operator could have influenced the result; a visitor verifies an RNG draw in full.
 * Each state of the modal passes axe at 360 and 1920 px.
 */
const CLOCK = { start: '2026-03-04T10:15:00+05:30', rate: 30 };
const WINNING = [7, 14, 21, 28, 35];
const LOSING = [1, 2, 3, 4, 5];

let server: ClockedServer | undefined;
let api: APIRequestContext;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const two = (n: number) => String(n).padStart(2, '0');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NO_BEACON = 'No public randomness beacon: the operator could have influenced this result.';
/** Script text run in the page (these files are type-checked without the DOM library): every toast's text, in window.__toasts. */
const RECORD_TOASTS = `(() => {
  window.__toasts = [];
  const note = () => document.querySelectorAll('.toast').forEach((el) => { if (!window.__toasts.includes(el.textContent)) window.__toasts.push(el.textContent); });
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;
/** The win announcements among the recorded toasts. */
async function winToasts(page: Page): Promise<string[]> {
  return ((await page.evaluate('window.__toasts')) as string[]).flatMap((text) => /You won .+? draw!/.exec(text)?.[0] ?? []);
}
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: amount % 1 ? 2 : 0 }).format(amount);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(200_000);
  server = await startClockedServer(CLOCK, { resultSources: { '3h': 'manual' } });
  api = await playwright.request.newContext({ baseURL: server.baseURL });
  const admin = await adminToken(api);
  // A new database's scheduler opens each period's current round (if it still sells).
  const latest = async (period: string) => ((await (await api.get(`/admin/draws/latest/${period}`, { headers: auth(admin) })).json()) as { data: { _id: string } | null }).data?._id;
  await expect.poll(() => latest('3h'), { timeout: 90_000 }).toBe('3h-2026-03-04T03:30:00.000Z');
  await expect.poll(() => latest('12h'), { timeout: 30_000 }).toBe('12h-2026-03-03T17:30:00.000Z');
  // Each round declared its source at open: the setting made before the first rounds opened.
  const status = async (period: string) => ((await (await api.get(`/admin/draws/period/${period}/result-status`, { headers: auth(admin) })).json()) as { data: object }).data;
  expect(await status('3h')).toMatchObject({ draw_id: '3h-2026-03-04T03:30:00.000Z', source: 'manual' });
  expect(await status('12h')).toMatchObject({ draw_id: '12h-2026-03-03T17:30:00.000Z', source: 'rng' });
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

test('a player wins a result one admin enters and another approves: the modal, the panel, the balance and the proof, without a reload', async ({ browser }) => {
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
  // Toasts last 5 s and the win's may come while the admins are still at work: each is recorded as it shows.
  await page.evaluate(RECORD_TOASTS);

  // Sales close (11:30 IST): the timer counts down to the result.
  const timer = page.getByRole('region', { name: 'Draw Timer' });
  await expect(timer.getByText('Result: witnessed draw')).toBeVisible();
  await expect(timer.getByText('Result in')).toBeVisible({ timeout: 180_000 });
  const lastResult = page.getByRole('region', { name: 'Last Result' });
  await expect(lastResult.getByRole('img', { name: /^Winning numbers: / })).not.toHaveAccessibleName(`Winning numbers: ${WINNING.map(two).join(', ')}`);

  // One admin enters the result through the dashboard's modal: one of the tickets wins.
  const title = 'Set 3 hours Result';
  const entered = `Entered numbers: ${WINNING.map(two).join(', ')}`;
  const a11y: string[] = [];
  const adminContext = await browser.newContext({ baseURL });
  await storeSession(adminContext, { adminToken: admin });
  const dashboard = await adminContext.newPage();
  const adminHealth = watchPageHealth(dashboard);
  await dashboard.goto('/admin/dashboard');
  await dashboard.getByRole('button', { name: title, exact: true }).click();
  const modal = dashboard.getByRole('dialog', { name: title });
  await expect(modal.getByText('A witnessed draw: enter its numbers; another admin approves them before they are published.')).toBeVisible();
  a11y.push(...(await scanAtWidths(dashboard, 'result modal of a manual round: the form', DIALOG)));
  await pick(modal, WINNING);
  await modal.getByRole('button', { name: 'Set Result' }).click();
  await expect(modal).toBeHidden();
  await expect(dashboard.getByText('Result entered: another admin must approve it before it is published')).toBeVisible();
  // Opened again: the entry waits for another admin; its maker is offered no Approve.
  await dashboard.getByRole('button', { name: title, exact: true }).click();
  await expect(modal.getByRole('img', { name: entered })).toBeVisible();
  await expect(modal.getByText('Waiting for another admin to approve')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  a11y.push(...(await scanAtWidths(dashboard, 'result modal: the entry of the admin signed in, waiting', DIALOG)));
  await modal.getByRole('button', { name: 'Close' }).click();
  expect(adminHealth.problems).toEqual([]);
  await adminContext.close();

  // The second admin signs in on the console's sign-in page, sees who entered what, and approves it.
  const checkerContext = await browser.newContext({ baseURL });
  const console2 = await checkerContext.newPage();
  const checkerHealth = watchPageHealth(console2);
  await console2.goto('/admin/login');
  await console2.getByLabel('User Name').fill(CHECKER.username);
  await console2.getByLabel('Password').fill(CHECKER.password);
  await console2.getByRole('button', { name: 'Sign In' }).click();
  await expect(console2).toHaveURL(/\/admin\/dashboard$/);
  await console2.getByRole('button', { name: title, exact: true }).click();
  const review = console2.getByRole('dialog', { name: title });
  await expect(review.getByRole('img', { name: entered })).toBeVisible();
  await expect(review.getByText(/^Entered by admin on .+ IST\.$/)).toBeVisible();
  a11y.push(...(await scanAtWidths(console2, "result modal: another admin's entry, to approve", DIALOG)));
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toBeHidden();
  await expect(console2.getByText('Result approved and published')).toBeVisible();

  // The 12h period's round is the random number generator's: no form, its proof instead.
  await console2.locator('.admin-draw-controls').getByLabel('Period', { exact: true }).selectOption('12h');
  await console2.getByRole('button', { name: 'Set 12 hours Result', exact: true }).click();
  const rngModal = console2.getByRole('dialog', { name: 'Set 12 hours Result' });
  await expect(rngModal.getByText('This draw is drawn by the random number generator: no admin can set its result.')).toBeVisible();
  await expect(rngModal.getByRole('combobox')).toHaveCount(0);
  await expect(rngModal.getByRole('button', { name: 'Set Result' })).toHaveCount(0);
  a11y.push(...(await scanAtWidths(console2, 'result modal of an RNG round', DIALOG)));
  const proofLink = rngModal.getByRole('link', { name: "See this draw's proof" });
  const proofPath = await proofLink.getAttribute('href');
  expect(proofPath).toMatch(/^\/draws\/12h-[^/]+\/proof$/);
  await proofLink.click();
  await expect(console2).toHaveURL(new RegExp(`${literal(proofPath!)}$`));
  await expect(console2.getByRole('heading', { level: 1, name: /^Bonanza Draw proof/ })).toBeVisible();
  await expect(console2.locator('.proof-page > *').first()).toHaveText(NO_BEACON);
  expect(checkerHealth.problems).toEqual([]);
  await checkerContext.close();
  expect(a11y).toEqual([]);

  // Out at draw_at (11:50 IST), or at the approval if that came later: the panel shows it and the prize arrives live.
  await expect(lastResult.getByRole('img', { name: `Winning numbers: ${WINNING.map(two).join(', ')}` })).toBeVisible({ timeout: 90_000 });
  await expect.poll(async () => (await myTickets(token)).every((t) => t.outcome !== null), { timeout: 60_000 }).toBe(true);
  const settled = await myTickets(token);
  const won = settled.find((t) => t.num_1 === WINNING[0])!;
  const lost = settled.find((t) => t.num_1 === LOSING[0])!;
  expect(won.outcome!.prize).toBeGreaterThan(0);
  expect(lost.outcome!.prize).toBe(0);
  await expect(money).toHaveText(rupees(1800 + won.outcome!.prize), { timeout: 30_000 });
  await expect.poll(() => winToasts(page), { timeout: 30_000 }).toEqual([`You won ${rupees(won.outcome!.prize)} in the Vibrant draw!`]);
  await expect(tickets.getByText(/^Sequence 5 · Any 5$/)).toBeVisible();
  expect(await page.evaluate('window.__samePage')).toBe(true);

  // The round's public proof: a witnessed draw's numbers, entered by one admin and approved by
  // the other (no beacon warning: no RNG was involved); the seed matches the commitment.
  await lastResult.getByRole('link', { name: 'Check this draw' }).click();
  await expect(page).toHaveURL(new RegExp(`/draws/${encodeURIComponent(won.draw_id)}/proof$`));
  await expect(page.getByText("A manual result cannot be checked by computation: it is a witnessed draw's numbers, entered by one admin and approved by another.")).toBeVisible();
  await expect(page.locator('.proof-witnesses .proof-fact')).toHaveText([/^Entered by\s*admin, .+ IST$/, /^Approved by\s*checker, .+ IST$/]);
  await expect(page.getByText(NO_BEACON)).toHaveCount(0);
  await page.getByRole('button', { name: 'Verify' }).click();
  const checks = page.getByRole('list', { name: 'Verify' });
  await expect(checks.getByTestId('check-commitment')).toContainText('Pass');
  await expect(checks.getByTestId('check-result')).toContainText('Does not apply');
  await expect(page.getByText('Every check that applies passed.')).toBeVisible();

  // The winning ticket's page: its receipt is in the frozen set whose root was published, and
  // that root is the one this page heard on the live stream when the round closed.
  await page.goto(`/tickets/${encodeURIComponent(won._id)}`);
  const inclusion = page.getByRole('list', { name: 'In the frozen ticket set' });
  await expect(inclusion.getByRole('listitem')).toHaveText([
    /^Pass\s*The proof's leaf is this ticket/, /^Pass\s*The proof leads from the ticket to the root$/,
    /^Pass\s*The root is the one published at close$/, /^Pass\s*The root is the one this app kept when the round closed$/,
  ]);
  expect(health.problems).toEqual([]);
  await context.close();

  // A visitor with no session: the period's results, and an RNG round's proof verifies in full.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  const publicHealth = watchPageHealth(publicPage);
  await publicPage.goto('/results/3h');
  const history = publicPage.getByRole('table', { name: 'Published results of the Vibrant Draw, newest first' });
  await expect(history.getByRole('row').nth(1).getByRole('img')).toHaveAccessibleName(WINNING.map(two).join(', '));
  await expect(history.getByRole('row').nth(1)).toContainText('Witnessed draw, approved by two admins');
  await publicPage.getByRole('navigation', { name: 'Draw period' }).getByRole('link', { name: '12 hours' }).click();
  const rngRow = publicPage.getByRole('table', { name: 'Published results of the Bonanza Draw, newest first' }).getByRole('row').nth(1);
  await expect(rngRow).toContainText('Drawn by the server');
  await rngRow.getByRole('link', { name: /^Check the draw of / }).click();
  await expect(publicPage.getByText('No beacon was configured: the draw used the seed and the ticket root alone.')).toBeVisible();
  await expect(publicPage.locator('.proof-page > *').first()).toHaveText(NO_BEACON);
  await publicPage.getByRole('button', { name: 'Verify' }).click();
  const rngChecks = publicPage.getByRole('list', { name: 'Verify' });
  await expect(rngChecks.getByTestId('check-commitment')).toContainText('Pass');
  await expect(rngChecks.getByTestId('check-result')).toContainText('Pass');
  await expect(publicPage.getByText('Every check that applies passed.')).toBeVisible();
  expect(publicHealth.problems).toEqual([]);
  await visitor.close();
});
