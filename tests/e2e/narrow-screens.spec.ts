import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { adminToken, createPlayerSession, newPlayer, PASSWORD, storeSession } from './support/accounts.js';

/** A small phone: every page must fit it without sideways scrolling (DESIGN.md, 360 px). */
test.use({ viewport: { width: 360, height: 740 } });

let tokens: { incomplete: string; player: string; admin: string; playerEmail: string };

test.beforeAll(async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const player = newPlayer('narrow');
  tokens = {
    incomplete: await createPlayerSession(api, newPlayer('narrowsetup'), false),
    player: await createPlayerSession(api, player, true),
    admin: await adminToken(api),
    playerEmail: player.email,
  };
  await api.dispose();
});

/** Script text evaluated in the page (these files are type-checked without the DOM library). */
const PAGE_OVERFLOW = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';
const CONTROLS_OUTSIDE_THEIR_FORM = `(() => {
  const outside = [];
  for (const form of document.querySelectorAll('form')) {
    const box = form.getBoundingClientRect();
    for (const control of form.querySelectorAll('input, select, textarea, button')) {
      const r = control.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
        outside.push((control.name || control.getAttribute('aria-label') || control.textContent) + ': ' +
          Math.round(r.left) + '-' + Math.round(r.right) + ' in ' + Math.round(box.left) + '-' + Math.round(box.right));
      }
    }
  }
  return outside;
})()`;

async function expectFits(page: Page, path: string) {
  expect(await page.evaluate(PAGE_OVERFLOW), `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
  expect(await page.evaluate(CONTROLS_OUTSIDE_THEIR_FORM), `${path}: controls outside their form`).toEqual([]);
}

test('Create Profile fits 360 px: every input, the date, the select and the button lie within the form', async ({ page, context }) => {
  await storeSession(context, { userToken: tokens.incomplete, email: 'narrowsetup@example.com', isProfileUpdated: 'false' });
  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { name: 'Create Profile' })).toBeVisible();
  const form = await page.locator('form').boundingBox();
  for (const label of ['First Name', 'Last Name', 'Email', 'Country code', 'Mobile Number', 'Date of Birth', 'Gender']) {
    const box = await page.getByLabel(label, { exact: true }).boundingBox();
    expect(box, label).not.toBeNull();
    expect(box!.x + box!.width, `${label} right edge`).toBeLessThanOrEqual(form!.x + form!.width + 0.5);
    expect(box!.x, `${label} left edge`).toBeGreaterThanOrEqual(form!.x - 0.5);
  }
  await expectFits(page, '/create-profile');
});

test('the sign-in pages fit 360 px', async ({ page }) => {
  for (const path of ['/', '/register', '/forgot-password', '/admin/login', '/reset-password?token=x', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectFits(page, path);
  }
});

test('the player pages fit 360 px', async ({ page, context }) => {
  await storeSession(context, { userToken: tokens.player, email: tokens.playerEmail, isProfileUpdated: 'true' });
  for (const path of ['/dashboard', '/profile', '/terms', '/privacy', '/how-to-play', '/withdraw', '/deposit', '/statement', '/responsible-play']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectFits(page, path);
  }
});

test('the admin Users table shows every column of a row at 360 px, each value with its heading', async ({ page, context }) => {
  await storeSession(context, { adminToken: tokens.admin });
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: tokens.playerEmail });
  for (const [heading, value] of [['Name', 'Guard Tester'], ['Email', tokens.playerEmail], ['Amount', '₹0'], ['Last Login Date and Time', 'IST']]) {
    const cell = row.getByRole('cell').filter({ hasText: value });
    await expect(cell, heading).toBeVisible();
    await expect(cell, heading).toHaveAttribute('data-label', heading);
    const box = await cell.boundingBox();
    expect(box!.x + box!.width, `${heading} right edge`).toBeLessThanOrEqual(360);
    expect(box!.x, `${heading} left edge`).toBeGreaterThanOrEqual(0);
  }
  // The heading of each value is on screen next to it (stacked rows), not only in a hidden header row.
  const amount = row.getByRole('cell').filter({ hasText: '₹0' });
  const labelShown = await amount.evaluate(
    (cell) => (globalThis as unknown as { getComputedStyle(e: unknown, p: string): { content: string } }).getComputedStyle(cell, '::before').content,
  );
  expect(labelShown).toBe('"Amount"');
  await expectFits(page, '/admin/users');
});

test("the console's records fit 360 px: wallets, a wallet with its checks, a player, the audit, rounds and the action log", async ({ page, context, request }) => {
  const users = await request.get(`/admin/users-list?q=${encodeURIComponent(tokens.playerEmail)}`, { headers: { Authorization: `Bearer ${tokens.admin}` } });
  const id = ((await users.json()) as { data: { _id: string }[] }).data[0]._id;
  await storeSession(context, { adminToken: tokens.admin });
  for (const [path, heading] of [
    ['/admin/wallets', 'Wallets'],
    [`/admin/users/${id}`, 'Guard Tester'],
    ['/admin/audit', 'Audit'],
    ['/admin/rounds', 'Rounds'],
    ['/admin/actions', 'Action Log'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectFits(page, path);
  }
  await page.goto(`/admin/wallets/${id}`);
  await page.getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByText('Match', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByText('Chain intact')).toBeVisible();
  await expectFits(page, '/admin/wallets/:id (after both checks)');
});

test('the OTP step keeps a long email address inside the card at 360 px', async ({ page, request }) => {
  const player = newPlayer('averyveryverylongname');
  await createPlayerSession(request, player, true);
  await page.goto('/');
  await page.getByLabel('Email ID / Mobile Number').fill(player.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const email = page.getByText(player.email, { exact: true });
  await expect(email).toBeVisible();
  const card = await page.locator('.auth-card').boundingBox();
  const box = await email.boundingBox();
  expect(box!.x + box!.width, 'right edge of the email').toBeLessThanOrEqual(card!.x + card!.width);
  await expectFits(page, '/ (OTP step)');
});

test('the admin money pages fit 360 px: dashboard cards with the result modal, request lists with their modal, settings with a modal', async ({ page, context, request }) => {
  // A request to open, so the list and its modal have content.
  const token = await createPlayerSession(request, newPlayer('narrowmoney'), true);
  const deposit = await request.post('/user/deposit', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      deposit_option: 'bank', amount: '1234.50', account_holder_name: 'Narrow Screen Payer', bank_name: 'State Bank of India',
      type_of_account: 'savings', account_number: '123456789012', ifsc_code: 'SBIN0001234',
    },
  });
  expect(deposit.ok()).toBe(true);
  await storeSession(context, { adminToken: tokens.admin });
  for (const [path, heading] of [['/admin/dashboard', 'Dashboard'], ['/admin/withdraw', 'Withdraw Requests'], ['/admin/settings', 'Upload Latest News']]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectFits(page, path);
    if (path !== '/admin/dashboard') continue;
    // The result modal reads the round's status first; whatever it then says stays on the screen.
    await page.getByRole('button', { name: 'Set 3 hours Result', exact: true }).click();
    const result = page.getByRole('dialog', { name: 'Set 3 hours Result' });
    await expect(result.locator('.result-status')).toBeVisible();
    const resultBox = await result.boundingBox();
    expect(resultBox!.x).toBeGreaterThanOrEqual(0);
    expect(resultBox!.x + resultBox!.width).toBeLessThanOrEqual(360);
    await expectFits(page, '/admin/dashboard (result modal)');
    await result.getByRole('button', { name: 'Close' }).click();
  }
  await page.getByRole('button', { name: 'Set Payment Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Set Payment Details' })).toBeVisible();
  await expectFits(page, '/admin/settings (payment details modal)');

  await page.goto('/admin/deposit');
  const row = page.getByRole('row').filter({ hasText: 'Narrow Screen Payer' }).first();
  await expect(row).toBeVisible();
  await expectFits(page, '/admin/deposit');
  await row.getByRole('button', { name: 'View request of Narrow Screen Payer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit Request' });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('1234.5');
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await expectFits(page, '/admin/deposit (modal)');
});
