import { expect, test } from '@playwright/test';
import { createPlayerSession, newPlayer, storeSession } from './support/accounts.js';
import { latestMail, mailCount } from './support/outbox.js';

/** Quoted-printable mail text back to plain text (soft line breaks, =3D). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test('a player whose session was revoked by a password reset elsewhere lands on the login page', async ({ page, context, browser, request, baseURL }) => {
  const player = newPlayer('revoked');
  const token = await createPlayerSession(request, player, true);
  await storeSession(context, { userToken: token, email: player.email, isProfileUpdated: 'true' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${player.username}!` })).toBeVisible();

  // Somewhere else (another browser), the password is reset from the mailed link.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  const before = await mailCount(player.email);
  await other.goto('/forgot-password');
  await other.getByLabel('Email').fill(player.email);
  await other.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(other.getByRole('status')).toContainText('reset link has been sent');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w.~%-]+/.exec(decodeQuotedPrintable(await latestMail(player.email, before)))?.[0];
  await other.goto(link!);
  await other.getByLabel('New Password', { exact: true }).fill('Renewed#Lantern-26');
  await other.getByLabel('Confirm Password', { exact: true }).fill('Renewed#Lantern-26');
  await other.getByRole('button', { name: 'Reset Password' }).click();
  await expect(other.getByRole('status')).toContainText('password has been reset');
  await elsewhere.close();

  // The first browser's next request is refused: the player is signed out, not stranded.
  await page.reload();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Please log in to continue.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await page.evaluate("['userToken', 'email', 'isProfileUpdated'].map((key) => localStorage.getItem(key))")).toEqual([
    null,
    null,
    null,
  ]);
});
