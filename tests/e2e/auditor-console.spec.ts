import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { adminToken, createPlayerSession, newPlayer } from './support/accounts.js';
import { fundedDeposit } from './support/money.js';
import { watchPageHealth } from './support/page-health.js';

/** The development auditor the server seeds (README: auditor / Auditor@12345). */
const AUDITOR = { username: 'auditor', password: 'Auditor@12345' };

/** Rows of a CSV the console wrote (no quoted commas in the columns read here). */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text.replace(/^\uFEFF/, '').trim().split(/\r\n/);
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
}

/** The product's own embedded database (scripts/e2e.mjs passes its DATA_DIR), for a test that alters a stored row. */
async function productDatabase(): Promise<pg.Client> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with npm run test:e2e');
  const port = Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const password = (await readFile(join(dataDir, 'pg.password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'fairdraw' });
  await client.connect();
  return client;
}

async function signInAsAuditor(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('User Name').fill(AUDITOR.username);
  await page.getByLabel('Password').fill(AUDITOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('an auditor signs in, finds a player, replays the wallet to the paisa, verifies its chain, downloads it as CSV and runs the whole audit', async ({ browser, request, baseURL }) => {
  const admin = await adminToken(request);
  const player = newPlayer('audited');
  const token = await createPlayerSession(request, player, true);
  await fundedDeposit(request, token, admin, 1500.5, 'Audited Payer');
  await fundedDeposit(request, token, admin, 250, 'Audited Payer');

  // Wide enough for the sidebar to stay open (spec: 1366 px and wider).
  const context = await browser.newContext({ baseURL, acceptDownloads: true, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const health = watchPageHealth(page);
  await signInAsAuditor(page);
  // Read-only: the console says so and offers no control that changes anything.
  await expect(page.getByTestId('console-role').first()).toContainText('Auditor');
  await expect(page.getByRole('button', { name: 'Set 3 hours Result' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set 3 hours Jackpot Amount' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Wallets' }).click();
  await page.getByLabel('Search players').fill(player.username);
  await page.getByRole('link', { name: new RegExp(`@${player.username}`) }).click();
  await expect(page).toHaveURL(/\/admin\/wallets\/[0-9a-f-]{36}$/);
  const events = page.getByRole('table', { name: 'Wallet events' });
  await expect(events).toContainText('DepositCredited');
  await expect(events.getByRole('row').nth(1)).toContainText('₹1,750.50');

  await page.getByRole('button', { name: 'Replay' }).click();
  const replay = page.getByRole('region', { name: 'Replay', exact: true });
  await expect(replay.getByText('Match', { exact: true })).toBeVisible();
  const money = replay.getByRole('row', { name: /^Money/ });
  await expect(money.getByRole('cell')).toHaveText(['₹1,750.50', '₹1,750.50', '₹1,750.50']);
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByText('Chain intact')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const rows = csvRows(await readFile((await download.path())!, 'utf8'));
  expect(rows.map((r) => r.type)).toEqual(['WalletOpened', 'DepositCredited', 'DepositCredited']);
  expect(rows.at(-1)).toMatchObject({ money_balance: '1750.50', referral_balance: '0.00', held_balance: '0.00' });

  await page.getByRole('link', { name: 'Audit', exact: true }).click();
  await page.getByRole('button', { name: 'Run audit' }).click();
  await expect(page.getByText('PASSED').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('No problems found')).toBeVisible();
  expect(health.problems).toEqual([]);
  await context.close();
});

test("a deposit altered in the stored log is named by the console: the replay's first mismatch, the broken chain and the audit's report", async ({ browser, request, baseURL }) => {
  const admin = await adminToken(request);
  const player = newPlayer('tampered');
  const token = await createPlayerSession(request, player, true);
  await fundedDeposit(request, token, admin, 400, 'Tampered Payer');
  await fundedDeposit(request, token, admin, 600, 'Tampered Payer');
  const users = await request.get(`/admin/users-list?q=${player.username}`, { headers: { Authorization: `Bearer ${admin}` } });
  const userId = ((await users.json()) as { data: { _id: string }[] }).data[0]._id;

  const db = await productDatabase();
  // The first deposit's stored event now says ₹4,000: what someone editing the table would do.
  const stream = `wallet-${userId}`;
  const { rows } = await db.query<{ stream_version: number; data: unknown }>(
    `SELECT stream_version, data FROM events WHERE stream_id = $1 AND type = 'DepositCredited' ORDER BY stream_version LIMIT 1`,
    [stream],
  );
  const [{ stream_version: version, data: original }] = rows;
  await db.query(`UPDATE events SET data = jsonb_set(data, '{amountPaise}', '400000') WHERE stream_id = $1 AND stream_version = $2`, [stream, version]);
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInAsAuditor(page);
    await page.goto(`/admin/wallets/${userId}`);
    await page.getByRole('button', { name: 'Replay' }).click();
    const replay = page.getByRole('region', { name: 'Replay', exact: true });
    await expect(replay.getByText('Mismatch', { exact: true })).toBeVisible();
    await expect(replay.getByRole('alert')).toContainText(`First mismatch at event v${version} (DepositCredited)`);
    await page.getByRole('button', { name: 'Verify chain' }).click();
    await expect(page.getByRole('region', { name: 'Hash chain' })).toContainText(`Broken at event v${version} (DepositCredited)`);

    await page.goto('/admin/audit');
    await page.getByRole('button', { name: 'Run audit' }).click();
    await expect(page.getByText('FAILED').first()).toBeVisible({ timeout: 60_000 });
    // Each problem of this wallet links to it.
    await expect(page.locator(`a[href="/admin/wallets/${userId}"]`).first()).toBeVisible();
    await context.close();
  } finally {
    // Put the stored row back, so the log is whole again for the tests that follow.
    await db.query(`UPDATE events SET data = $3 WHERE stream_id = $1 AND stream_version = $2`, [stream, version, original]);
    await db.end();
  }
});
