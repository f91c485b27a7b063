import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { adminToken, createPlayerSession, newPlayer, storeSession } from './support/accounts.js';
import { watchPageHealth } from './support/page-health.js';

/** What each page shows once its guard lets it render. */
const LANDMARK: Record<string, { heading: string | RegExp }> = {
  '/': { heading: 'Login' },
  '/register': { heading: 'Create Account' },
  '/forgot-password': { heading: 'Reset Password' },
  '/admin/login': { heading: 'Sign In' },
  '/create-profile': { heading: 'Create Profile' },
  '/dashboard': { heading: /^Welcome back, / },
  '/profile': { heading: 'Profile' },
  '/terms': { heading: 'Terms and Conditions' },
  '/privacy': { heading: 'Privacy Policy' },
  '/how-to-play': { heading: 'How to Play' },
  '/withdraw': { heading: 'Withdraw' },
  '/deposit': { heading: 'Deposit' },
  '/admin/dashboard': { heading: 'Dashboard' },
  '/admin/users': { heading: 'Users' },
  '/admin/withdraw': { heading: 'Withdraw Requests' },
  '/admin/deposit': { heading: 'Deposit Requests' },
  '/admin/settings': { heading: 'Upload Latest News' },
  '/no-such-page': { heading: 'Oops! Page Not Found' },
};

const PLAYER_PAGES = ['/dashboard', '/profile', '/terms', '/privacy', '/how-to-play', '/withdraw', '/deposit'];
const ADMIN_PAGES = ['/admin/dashboard', '/admin/users', '/admin/withdraw', '/admin/deposit', '/admin/settings'];
const SIGN_IN_PAGES = ['/register', '/forgot-password', '/admin/login'];

/** The route table of spec section 2: where each route ends up for one session state. */
function expectations(state: 'anonymous' | 'incomplete' | 'player' | 'admin'): [string, string][] {
  const same = (path: string): [string, string] => [path, path];
  const all = (paths: string[], to: string) => paths.map((path): [string, string] => [path, to]);
  const notFound: [string, string] = ['/no-such-page', '/no-such-page'];
  switch (state) {
    case 'anonymous':
      return [same('/'), ...SIGN_IN_PAGES.map(same), ['/create-profile', '/'], ...all(PLAYER_PAGES, '/'),
        ...all(ADMIN_PAGES, '/admin/login'), notFound];
    case 'incomplete':
      return [['/', '/create-profile'], ...all(SIGN_IN_PAGES, '/create-profile'), same('/create-profile'),
        ...all(PLAYER_PAGES, '/create-profile'), ...all(ADMIN_PAGES, '/create-profile'), notFound];
    case 'player':
      return [['/', '/dashboard'], ...all(SIGN_IN_PAGES, '/dashboard'), ['/create-profile', '/dashboard'],
        ...PLAYER_PAGES.map(same), ...all(ADMIN_PAGES, '/dashboard'), notFound];
    case 'admin':
      return [same('/'), ...all(SIGN_IN_PAGES, '/admin/dashboard'), ['/create-profile', '/admin/dashboard'],
        ...all(PLAYER_PAGES, '/admin/dashboard'), ...ADMIN_PAGES.map(same), notFound];
  }
}

async function visit(page: Page, baseURL: string, from: string, to: string) {
  await page.goto(from);
  await expect(page, `${from} should end at ${to}`).toHaveURL(`${baseURL}${to}`);
  await expect(page.getByRole('heading', { name: LANDMARK[to]!.heading, exact: true }).first()).toBeVisible();
}

let tokens: { incomplete: string; player: string; admin: string };
let health: ReturnType<typeof watchPageHealth>;

// Every page of every session, without a console error or a failed request (a missing
// favicon was one on every page).
test.beforeEach(({ page }) => {
  health = watchPageHealth(page);
});
test.afterEach(() => {
  expect(health.problems).toEqual([]);
});

test.beforeAll(async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  tokens = {
    incomplete: await createPlayerSession(api, newPlayer('incomplete'), false),
    player: await createPlayerSession(api, newPlayer('complete'), true),
    admin: await adminToken(api),
  };
  await api.dispose();
});

test('anonymous visitors reach only the public pages', async ({ page, baseURL }) => {
  for (const [from, to] of expectations('anonymous')) await visit(page, baseURL!, from, to);
  // Admin pages remember where the visitor was going.
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Each page has a title of its own (issue 14), following the redirect.
  await expect(page).toHaveTitle('Admin Login · Fairdraw Admin');
  await page.goto('/register');
  await expect(page).toHaveTitle('Register · Fairdraw');
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Evaluated in the page (a string: these tests are type-checked without the DOM library).
  expect(await page.evaluate('history.state && history.state.usr')).toEqual({
    from: { pathname: '/admin/settings', search: '' },
  });
});

test('a player with an incomplete profile is always sent to /create-profile', async ({ page, context, baseURL }) => {
  await storeSession(context, { userToken: tokens.incomplete, email: 'incomplete@example.com', isProfileUpdated: 'false' });
  for (const [from, to] of expectations('incomplete')) await visit(page, baseURL!, from, to);
});

test('a player reaches the player pages and nothing else', async ({ page, context, baseURL }) => {
  await storeSession(context, { userToken: tokens.player, email: 'complete@example.com', isProfileUpdated: 'true' });
  for (const [from, to] of expectations('player')) await visit(page, baseURL!, from, to);
});

test('an admin reaches the admin pages and is sent away from player pages', async ({ page, context, baseURL }) => {
  await storeSession(context, { adminToken: tokens.admin });
  for (const [from, to] of expectations('admin')) await visit(page, baseURL!, from, to);
});
