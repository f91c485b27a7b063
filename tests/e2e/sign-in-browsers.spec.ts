import { expect, test, type Page } from '@playwright/test';
import { createPlayerSession, newPlayer, PASSWORD } from './support/accounts.js';
import { latestCode, mailCount } from './support/outbox.js';

/**
 * Issue 8, attack 8: for 2 minutes after a verified login code, a password login from the
 * same address with the same User-Agent got a session without a code. The repeat now
 * belongs to the browser that verified the code (the key it was given then, which the app
 * keeps and sends back); another browser, even one looking the same, is asked for a code.
 */
test('the login just after a verified code skips the code only in the browser that verified it', async ({ browser, request, baseURL }) => {
  const player = newPlayer('samebrowser');
  await createPlayerSession(request, player, true);
  const userAgent = 'Fairdraw e2e shared office PC';

  const logIn = async (page: Page) => {
    await page.goto('/');
    await page.getByLabel('Email ID / Mobile Number').fill(player.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
  };

  const mine = await browser.newContext({ baseURL, userAgent });
  const page = await mine.newPage();
  const before = await mailCount(player.email);
  await logIn(page);
  await expect(page.getByText('Enter OTP')).toBeVisible();
  await page.getByLabel('OTP').fill(await latestCode(player.email, before));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const key = await page.evaluate("localStorage.getItem('browserKey')");
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // This browser's session goes without a logout (a logout would close the repeat).
  await page.evaluate("['userToken', 'email', 'isProfileUpdated'].forEach((k) => localStorage.removeItem(k))");

  // Another browser with the same address and User-Agent: asked for a code.
  const twin = await browser.newContext({ baseURL, userAgent });
  const twinPage = await twin.newPage();
  await logIn(twinPage);
  await expect(twinPage.getByText('Enter OTP')).toBeVisible();
  await expect(twinPage).toHaveURL(/\/$/);

  // The browser that verified, within the 2 minutes: the password alone, and its key goes with it.
  const sent = page.waitForRequest((r) => r.url().endsWith('/user/login'));
  await logIn(page);
  expect((await sent).headers()['x-browser-key']).toBe(key);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${player.username}!` })).toBeVisible();
  await mine.close();
  await twin.close();
});
