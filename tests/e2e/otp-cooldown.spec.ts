import { expect, test } from '@playwright/test';
import { createPlayerSession, newPlayer, PASSWORD } from './support/accounts.js';
import { latestCode, mailCount } from './support/outbox.js';

test('logging in again during the resend cooldown says no new code went out and counts down what is left', async ({ browser, request, baseURL }) => {
  const player = newPlayer('cooldown');
  await createPlayerSession(request, player, true);

  const logIn = async (userAgent: string) => {
    const context = await browser.newContext({ baseURL, userAgent });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Email ID / Mobile Number').fill(player.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Enter OTP')).toBeVisible();
    return { context, page };
  };

  const before = await mailCount(player.email);
  const first = await logIn('Fairdraw e2e phone');
  await expect(first.page.getByText('OTP sent successfully!')).toBeVisible();
  const code = await latestCode(player.email, before);

  // A few seconds later, from another browser: the server sends nothing new.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const second = await logIn('Fairdraw e2e laptop');
  await expect(second.page.getByRole('status')).toHaveText('An OTP was already sent. Please check your email.');
  await expect(second.page.getByText('OTP sent successfully!')).toHaveCount(0);
  const timer = second.page.getByText(/^\d\d:\d\d$/);
  const [minutes, seconds] = (await timer.textContent())!.split(':').map(Number);
  const left = minutes! * 60 + seconds!;
  expect(left, 'the countdown shows what is left of the first code\'s cooldown').toBeLessThanOrEqual(117);
  expect(left).toBeGreaterThan(60);
  await expect(second.page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  expect(await mailCount(player.email)).toBe(before + 1);

  // The code that was mailed stands: it signs the second browser in.
  await second.page.getByLabel('OTP').fill(code);
  await second.page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(second.page).toHaveURL(/\/dashboard$/);
  await first.context.close();
  await second.context.close();
});
