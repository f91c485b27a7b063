import { expect, test } from '@playwright/test';
import { newPlayer, PASSWORD } from './support/accounts.js';
import { latestCode, mailCount } from './support/outbox.js';

test('a new player registers, verifies, completes the profile, logs out and logs in again through the OTP step', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = newPlayer('journey');

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('Enter OTP')).toBeVisible();
  await expect(page.getByText(`We have sent an OTP to ${player.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  const registrationCode = await latestCode(player.email);
  await page.getByLabel('OTP').fill(registrationCode);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP verified! Redirecting to profile setup...')).toBeVisible();

  await expect(page).toHaveURL(/\/create-profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(player.email);
  await expect(page.getByLabel('Country code')).toHaveValue('+91');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Mobile Number').fill('9876501234');
  await page.getByLabel('Date of Birth').fill('1992-03-04');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${player.username}!` })).toBeVisible();
  await expect(page.getByText('Your lucky numbers are waiting for you.')).toBeVisible();
  await expect(page.getByText('Money Balance')).toBeVisible();
  await expect(page.getByText('You can use this balance only in game.')).toBeVisible();

  // Below 1366 px the sidebar is an overlay opened from the top bar.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const stored = await page.evaluate(
    "['userToken', 'adminToken', 'isProfileUpdated', 'email'].map((key) => localStorage.getItem(key))",
  );
  expect(stored).toEqual([null, null, null, null]);

  // The server spares the code only for one repeat login from the browser that just
  // verified one; another browser goes through the OTP step.
  const other = await browser.newContext({ baseURL, userAgent: 'Fairdraw e2e second browser' });
  const second = await other.newPage();
  await second.goto('/');
  await expect(second.getByText('Welcome back!')).toBeVisible();
  const mailsBefore = await mailCount(player.email);
  await second.getByLabel('Email ID / Mobile Number').fill(player.email);
  await second.getByLabel('Password').fill(PASSWORD);
  await second.getByRole('button', { name: 'Login' }).click();
  await expect(second.getByText('Enter OTP')).toBeVisible();
  await expect(second.getByText('OTP sent successfully!')).toBeVisible();
  await expect(second.getByText(/^0[12]:[0-5]\d$/)).toBeVisible();
  await expect(second.getByRole('button', { name: 'Resend' })).toBeDisabled();
  const verify = second.getByRole('button', { name: 'Verify & Login' });
  await expect(verify).toBeDisabled();
  const loginCode = await latestCode(player.email, mailsBefore);
  await second.getByLabel('OTP').fill(loginCode);
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByRole('heading', { name: `Welcome back, ${player.username}!` })).toBeVisible();
  await other.close();
});
