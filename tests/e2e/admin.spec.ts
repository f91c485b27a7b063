import { expect, test } from '@playwright/test';
import { ADMIN, createPlayerSession, newPlayer } from './support/accounts.js';

test('the admin signs in from the page they asked for and sees the player on the Users page', async ({ page, request }) => {
  const player = newPlayer('listed');
  await createPlayerSession(request, player, true);

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('User Name').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['Name', 'Email', 'Amount', 'Last Login Date and Time']);
  const row = page.getByRole('row').filter({ hasText: player.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Guard Tester');
  await expect(row).toContainText('₹0');
  await expect(row).toContainText('IST');
});

test('a wrong admin password gets the catalogue message', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('User Name').fill(ADMIN.username);
  await page.getByLabel('Password').fill('Wrong@12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid password. Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
