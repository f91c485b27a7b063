import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminToken, createPlayerSession, newPlayer, storeSession } from './support/accounts.js';
import { fundedDeposit } from './support/money.js';
import { watchPageHealth } from './support/page-health.js';

/** Rows of a CSV the server wrote (no quoted commas in the columns read here). */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text.replace(/^\uFEFF/, '').trim().split(/\r\n/);
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
}

test('a player sets a daily deposit limit at the first-deposit prompt, is refused above it, deposits within it and downloads a statement that adds up', async ({ browser, request, baseURL }) => {
  const admin = await adminToken(request);
  const player = newPlayer('limits');
  const token = await createPlayerSession(request, player, true);
  await fundedDeposit(request, token, admin, 1000, 'Limit Payer');

  // Wide enough for the sidebar to stay open (spec: 1366 px and wider).
  const context = await browser.newContext({ baseURL, acceptDownloads: true, viewport: { width: 1440, height: 900 } });
  await storeSession(context, { userToken: token, email: player.email, isProfileUpdated: 'true' });
  const page = await context.newPage();
  const health = watchPageHealth(page);
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'Set a deposit limit first' })).toBeVisible();
  await page.getByLabel('Daily limit (₹)').fill('1500');
  await page.getByRole('button', { name: 'Save limits and continue' }).click();

  const depositBank = async (amount: string) => {
    await page.getByLabel('Account Holder Name').fill('Limit Payer');
    await page.getByLabel('Amount (₹)').fill(amount);
    await page.getByLabel('Bank Name').fill('State Bank of India');
    await page.getByLabel('Type of Account').selectOption('savings');
    await page.getByRole('textbox', { name: 'Account Number' }).fill('123456789012');
    await page.getByLabel('IFSC Code').fill('SBIN0001234');
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
  };
  // ₹1,000 is deposited today already: ₹800 more would pass the ₹1,500 limit.
  await depositBank('800');
  await expect(page.getByText(/^This deposit of ₹800\.00 would take you over your daily deposit limit of ₹1,500\.00 \(₹1,000\.00 deposited today, ₹500\.00 left\)\. The limit resets at 00:00 IST on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
  await depositBank('500');
  await expect(page.getByText('Deposit submitted successfully')).toBeVisible();

  await page.goto('/responsible-play');
  const limits = page.getByRole('table', { name: 'Your deposit limits' });
  // Limit ₹1,500; deposited ₹1,500 (the ₹1,000 done and the ₹500 asked for); ₹0 left.
  await expect(limits.getByRole('row', { name: /Daily/ }).getByRole('cell')).toContainText(['Daily', '₹1,500', '₹1,500', '₹0']);

  await page.getByRole('navigation').getByRole('link', { name: 'Statement', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Statement', exact: true })).toBeVisible();
  const movements = page.getByRole('table', { name: 'Account movements, newest first' });
  await expect(movements).toContainText('Deposit by bank');
  await expect(movements).toContainText('+₹1,000');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const rows = csvRows(await readFile((await download.path())!, 'utf8'));
  // Only the done deposit moved money; the one waiting for an admin is not a movement yet.
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ amount: '1000.00', money_balance: '1000.00', total_balance: '1000.00' });
  // The refusal is the one expected answer of 400 or above (the API layer logs it as the spec says).
  const refusal = (p: string) => /\b409\b/.test(p) || p.includes('PLAY.DEPOSIT_LIMIT');
  expect(health.problems.filter(refusal).length).toBeGreaterThan(0);
  expect(health.problems.filter((p) => !refusal(p))).toEqual([]);
  await context.close();
});
