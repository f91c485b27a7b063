import { expect, test } from '@playwright/test';
import { createPlayerSession, newPlayer, PASSWORD, storeSession } from './support/accounts.js';

const GUESSABLE =
  'Password is too easy to guess. Avoid common passwords, names, dates and keyboard patterns; a few unrelated words make a strong one.';

/**
 * Issue 8, attack 10, in the browser: the register form refuses a look-alike username
 * before sending it (the server's own rule) and shows the server's words for a guessable
 * password; the profile form refuses a mobile number that is not Indian; the change of
 * password shows why a guessable one is refused.
 */
test('the sign-up form refuses a look-alike username itself and shows why a guessable password is refused', async ({ page }) => {
  const player = newPlayer('rules');
  await page.goto('/register');
  await page.getByLabel('Username').fill('\u0430dmin');
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill('Password!');
  await page.getByLabel('Confirm Password').fill('Password!');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Username must not mix letters of different alphabets', { exact: true })).toBeVisible();

  await page.getByLabel('Username').fill(player.username);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText(GUESSABLE);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('the profile form takes only Indian mobile numbers', async ({ page, context, request }) => {
  const player = newPlayer('mobile');
  const token = await createPlayerSession(request, player, false);
  await storeSession(context, { userToken: token, email: player.email, isProfileUpdated: 'false' });
  await page.goto('/create-profile');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Mobile Number').fill('0123456789');
  await page.getByLabel('Date of Birth').fill('1992-03-04');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Mobile number must start with 6, 7, 8 or 9')).toBeVisible();
  await page.getByLabel('Mobile Number').fill('6123456789');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${player.username}!` })).toBeVisible();
});

test('changing to a guessable password is refused with the reason', async ({ page, context, request }) => {
  const player = newPlayer('change');
  const token = await createPlayerSession(request, player, true);
  await storeSession(context, { userToken: token, email: player.email, isProfileUpdated: 'true' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password').fill('Aaaaaaa!');
  await page.getByLabel('Confirm Password').fill('Aaaaaaa!');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(GUESSABLE);
});

/**
 * Issue 14: a submit button busy with its request keeps keyboard focus. Chromium drops focus
 * from a button that gets the `disabled` attribute, which threw a keyboard user who pressed
 * Enter back to the top of the page; the busy button is `aria-disabled` instead, and a second
 * Enter while it is busy sends nothing.
 */
test('the sign-in button keeps keyboard focus while it is busy, and a second Enter sends nothing', async ({ page }) => {
  const player = newPlayer('busyfocus');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let logins = 0;
  await page.route('**/user/login', async (route) => {
    logins += 1;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).focus();
  await page.keyboard.press('Enter');
  const busy = page.getByRole('button', { name: 'Please wait...' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy).toBeDisabled();
  await expect(busy).toBeFocused();
  await page.keyboard.press('Enter');
  release();
  // An unknown account: the server's refusal, and focus was never thrown to the page.
  await expect(page.getByRole('alert')).toBeVisible();
  expect(logins).toBe(1);
  expect(await page.evaluate('document.activeElement === document.body')).toBe(false);
});
