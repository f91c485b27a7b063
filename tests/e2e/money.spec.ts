import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminToken, createPlayerSession, newPlayer, storeSession, type Player } from './support/accounts.js';
import { fundedDeposit, profileOf, setPaymentDetails, setReferralAmount } from './support/money.js';
import { watchPageHealth } from './support/page-health.js';

/** A browser of its own, signed in as the player or as the admin. */
async function playerPage(browser: Browser, baseURL: string | undefined, player: Player, token: string) {
  const context = await browser.newContext({ baseURL });
  await storeSession(context, { userToken: token, email: player.email, isProfileUpdated: 'true' });
  return context.newPage();
}

async function adminPage(browser: Browser, baseURL: string | undefined, token: string) {
  const context = await browser.newContext({ baseURL });
  await storeSession(context, { adminToken: token });
  return context.newPage();
}

const balance = (page: Page, label: 'Money Balance' | 'Referral Balance') =>
  page.locator('.balance').filter({ hasText: label }).locator('.balance-amount');

test('a player deposits by UPI with a screenshot, the admin marks it done, and the Money Balance shows it', async ({ browser, request, baseURL }) => {
  const admin = await adminToken(request);
  await setPaymentDetails(request, admin, { upi_id: 'fairdraw@okaxis' });
  const player = newPlayer('upi');
  const token = await createPlayerSession(request, player, true);
  const holder = `Upi Payer ${player.username}`;

  const page = await playerPage(browser, baseURL, player, token);
  const health = watchPageHealth(page);
  await page.goto('/dashboard');
  await expect(balance(page, 'Money Balance')).toHaveText('₹0');

  await page.goto('/deposit');
  // A first deposit asks for a deposit limit first; declining is an explicit, recorded answer.
  await page.getByRole('button', { name: 'No limit for now' }).click();
  await page.getByRole('tab', { name: 'UPI' }).click();
  await expect(page.getByText('fairdraw@okaxis')).toBeVisible();
  await page.getByLabel('Account Holder Name').fill(holder);
  await page.getByLabel('Amount (₹)').fill('750');
  await page.getByRole('button', { name: 'Get payment QR' }).click();
  await expect(page.getByRole('img', { name: 'UPI QR code to pay ₹750' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Pay ₹750 in a UPI app' });
  await expect(link).toHaveAttribute('href', /^upi:\/\/pay\?pa=fairdraw@okaxis&pn=[^&]+&am=750\.00&cu=INR&tn=FD[A-Z2-9]{8}$/);
  const reference = (await page.locator('.upi-reference').textContent())!.trim();
  expect((await link.getAttribute('href'))!.endsWith(`tn=${reference}`)).toBe(true);

  // The payment's screenshot: a real picture (of the payment panel), checked and re-encoded by the server.
  const screenshot = await page.locator('.upi-pay').screenshot();
  await page.getByLabel('Your UPI Handle').fill('payer@okaxis');
  await page.getByLabel('Payment Screenshot').setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: screenshot });
  await expect(page.getByRole('img', { name: 'Preview of payment.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(page.getByText('Deposit submitted successfully')).toBeVisible();
  const playerRow = page.getByRole('table', { name: 'Recent Deposit' }).getByRole('row').filter({ hasText: reference });
  await expect(playerRow).toContainText('₹750');
  await expect(playerRow).toContainText('On hold');

  const console = await adminPage(browser, baseURL, admin);
  const adminHealth = watchPageHealth(console);
  await console.goto('/admin/deposit');
  await console.getByRole('tab', { name: 'UPI' }).click();
  const adminRow = console.getByRole('row').filter({ hasText: holder });
  await expect(adminRow).toContainText('payer@okaxis');
  await adminRow.getByRole('button', { name: `View request of ${holder}` }).click();
  const dialog = console.getByRole('dialog', { name: 'Deposit Request' });
  await expect(dialog).toContainText(reference);
  await expect(dialog).toContainText(player.email);
  const shown = dialog.getByRole('img', { name: 'Payment screenshot' });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  await dialog.getByLabel('Status').selectOption('done');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminRow).toContainText('Done');

  // The open page hears of it without a reload (the watcher reads the lists every 15 s).
  await expect(page.getByText('Deposit done')).toBeVisible({ timeout: 25_000 });
  await expect(playerRow).toContainText('Done');
  await page.goto('/dashboard');
  await expect(balance(page, 'Money Balance')).toHaveText('₹750');

  // Done is final: the modal offers nothing to change.
  await adminRow.getByRole('button', { name: `View request of ${holder}` }).click();
  await expect(dialog.getByText('This request is done: it can no longer be changed.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(health.problems).toEqual([]);
  expect(adminHealth.problems).toEqual([]);
});

test('a withdrawal holds the amount at once; the admin rejects it with a reason and the balance comes back', async ({ browser, request, baseURL }) => {
  const admin = await adminToken(request);
  const player = newPlayer('withdraw');
  const token = await createPlayerSession(request, player, true);
  await fundedDeposit(request, token, admin, 1000);
  const holder = `Bank Payee ${player.username}`;

  const page = await playerPage(browser, baseURL, player, token);
  const health = watchPageHealth(page);
  await page.goto('/dashboard');
  await expect(balance(page, 'Money Balance')).toHaveText('₹1,000');
  await page.goto('/withdraw');
  await expect(page.getByText('Available: ₹1,000')).toBeVisible();
  await page.getByLabel('Account Holder Name').fill(holder);
  await page.getByLabel('Amount (₹)').fill('400');
  await page.getByLabel('Bank Name').fill('HDFC Bank');
  await page.getByLabel('Type of Account').selectOption('savings');
  await page.getByLabel('Account Number').fill('50200012345678');
  await page.getByLabel('IFSC Code').fill('HDFC0001234');
  await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
  await expect(page.getByText('Withdrawal request submitted successfully!')).toBeVisible();
  await expect(page.getByText('Available: ₹600')).toBeVisible();
  const row = page.getByRole('table', { name: 'Recent Withdrawal' }).getByRole('row').filter({ hasText: '₹400' });
  await expect(row).toContainText('On hold');
  await page.goto('/dashboard');
  await expect(balance(page, 'Money Balance')).toHaveText('₹600');

  const console = await adminPage(browser, baseURL, admin);
  await console.goto('/admin/withdraw');
  await console.getByRole('tab', { name: 'Bank' }).click();
  const adminRow = console.getByRole('row').filter({ hasText: holder });
  await expect(adminRow).toContainText('50200012345678');
  await expect(adminRow).toContainText('HDFC0001234');
  await adminRow.getByRole('button', { name: `View request of ${holder}` }).click();
  const dialog = console.getByRole('dialog', { name: 'Withdraw Request' });
  await dialog.getByLabel('Status').selectOption('rejected');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Choose or write a reason for the rejection', { exact: true })).toBeVisible();
  await dialog.getByLabel('Reason for rejection').selectOption('The account details are incorrect');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminRow).toContainText('Rejected');

  await page.goto('/dashboard');
  await expect(balance(page, 'Money Balance')).toHaveText('₹1,000');
  await expect(page.getByText('Withdrawal rejected')).toBeVisible();
  await page.goto('/withdraw');
  await expect(page.getByText('Available: ₹1,000')).toBeVisible();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Reason: The account details are incorrect');
  expect(health.problems).toEqual([]);
});

test("the referrer's Referral Balance grows once, after the referred player's first done deposit", async ({ browser, request, baseURL }) => {
  const admin = await adminToken(request);
  await setReferralAmount(request, admin, 75);
  const referrer = newPlayer('referrer');
  const referrerToken = await createPlayerSession(request, referrer, true);
  const code = String((await profileOf(request, referrerToken)).referral_code);
  const referredToken = await createPlayerSession(request, newPlayer('referred'), true, code);

  const page = await playerPage(browser, baseURL, referrer, referrerToken);
  await page.goto('/dashboard');
  await expect(balance(page, 'Referral Balance')).toHaveText('₹0');

  await fundedDeposit(request, referredToken, admin, 500, 'Referred Payer');
  await page.reload();
  await expect(balance(page, 'Referral Balance')).toHaveText('₹75');
  await expect(balance(page, 'Money Balance')).toHaveText('₹0');

  // A second done deposit of the same player earns nothing more.
  await fundedDeposit(request, referredToken, admin, 200, 'Referred Payer');
  await page.reload();
  await expect(balance(page, 'Money Balance')).toHaveText('₹0');
  await expect(balance(page, 'Referral Balance')).toHaveText('₹75');
});

test('the admin sets the news and where to pay on the Settings page; the player sees both', async ({ browser, request, baseURL }) => {
  const admin = await adminToken(request);
  const player = newPlayer('settings');
  const token = await createPlayerSession(request, player, true);
  const news = `https://news.example.com/${player.username}`;

  const console = await adminPage(browser, baseURL, admin);
  const health = watchPageHealth(console);
  await console.goto('/admin/settings');
  await expect(console.getByRole('heading', { name: 'Upload Latest News' })).toBeVisible();
  await console.getByRole('button', { name: 'Set Latest News' }).click();
  const newsDialog = console.getByRole('dialog', { name: 'Set Latest News' });
  await newsDialog.getByLabel('News URL').fill('news.example.com');
  await newsDialog.getByRole('button', { name: 'Save' }).click();
  await expect(newsDialog.getByText('Please enter a valid URL', { exact: true })).toBeVisible();
  await newsDialog.getByLabel('News URL').fill(news);
  await newsDialog.getByRole('button', { name: 'Save' }).click();
  await expect(newsDialog).toBeHidden();
  await expect(console.getByText(news).first()).toBeVisible();

  await console.getByRole('button', { name: 'Set Payment Details' }).click();
  const payDialog = console.getByRole('dialog', { name: 'Set Payment Details' });
  await payDialog.getByLabel('Account Holder Name').fill('Fairdraw Gaming');
  await payDialog.getByLabel('Bank Name').fill('HDFC Bank');
  await payDialog.getByLabel('Account Number').fill('50200099887766');
  await payDialog.getByLabel('IFSC Code').fill('HDFC0004321');
  await payDialog.getByLabel('Type of Account').selectOption('current');
  await payDialog.getByLabel('UPI ID').fill('fairdraw@okhdfc');
  await payDialog.getByRole('button', { name: 'Save' }).click();
  await expect(payDialog).toBeHidden();
  // Who changed what, and when.
  await expect(console.getByRole('table', { name: 'Recent changes' }).getByRole('row').filter({ hasText: news }).first()).toContainText('admin');

  const page = await playerPage(browser, baseURL, player, token);
  await page.goto('/dashboard');
  await expect(page.getByRole('complementary', { name: 'Latest news' }).getByRole('link')).toHaveAttribute('href', news);
  await page.goto('/deposit');
  await page.getByRole('button', { name: 'No limit for now' }).click();
  await expect(page.getByText('50200099887766')).toBeVisible();
  await expect(page.getByText('HDFC0004321')).toBeVisible();
  await page.getByRole('tab', { name: 'UPI' }).click();
  await expect(page.getByText('fairdraw@okhdfc')).toBeVisible();
  expect(health.problems).toEqual([]);
});
