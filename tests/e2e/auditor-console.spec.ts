import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
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
  await page.goto('/admin/login');
  await page.getByLabel('User Name').fill(AUDITOR.username);
  await page.getByLabel('Password').fill(AUDITOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
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
  const replay = page.getByRole('region', { name: 'Replay' });
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
