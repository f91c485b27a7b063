import { expect, test } from '@playwright/test';
import { createPlayerSession, newPlayer, PASSWORD } from './support/accounts.js';
import { latestMail, mailCount } from './support/outbox.js';

const NEW_PASSWORD = 'Renewed#Lantern-26';

/** Quoted-printable mail text back to plain text (soft line breaks, =3D). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test('a player resets a forgotten password from the mailed link and signs in with the new one', async ({ page, request }) => {
  const player = newPlayer('reset');
  await createPlayerSession(request, player, true);

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
  const before = await mailCount(player.email);
  await page.getByLabel('Email').fill(player.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('reset link has been sent');

  const mail = decodeQuotedPrintable(await latestMail(player.email, before));
  const link = /https?:\/\/\S+\/reset-password\?token=[\w.~%-]+/.exec(mail)?.[0];
  expect(link, 'the mail holds a reset link').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('password has been reset');

  await page.goto('/');
  await page.getByLabel('Email ID / Mobile Number').fill(player.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter OTP')).toBeVisible();
});
