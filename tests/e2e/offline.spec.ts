import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createPlayerSession, newPlayer, storeSession } from './support/accounts.js';

/**
 * Installable (issue 14): the service worker (client/public/sw.js, completed by the build)
 * keeps the app shell, so a page opened offline is the app with its offline banner, not
 * the browser's error page. Scripts run in the page are strings: these files are
 * type-checked without the DOM library.
 */
const OFFLINE = 'You are offline. Some things will not work until you are back online.';
const API = /^\/(user|admin|api|live|notifications|health)(\/|$)/;

/** Until the app's worker is active and answers this page's requests (first visit: it claims the page). */
async function workerControls(page: Page): Promise<void> {
  // One evaluation that waits (the page's CSP forbids the eval that polling a string would need).
  const script = await page.evaluate(`navigator.serviceWorker.ready.then(() => new Promise((resolve) => {
    const done = () => resolve(new URL(navigator.serviceWorker.controller.scriptURL).pathname);
    if (navigator.serviceWorker.controller) done();
    else navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
  }))`);
  expect(script).toBe('/sw.js');
}

/** The shell the build listed in /sw.js. */
async function shellFiles(page: Page): Promise<{ version: string; files: string[] }> {
  const worker = await (await page.request.get('/sw.js')).text();
  return JSON.parse(/^const BUILD = (\{.*\});$/m.exec(worker)![1]!) as { version: string; files: string[] };
}

async function cachedPaths(page: Page): Promise<{ names: string[]; paths: string[] }> {
  return (await page.evaluate(`(async () => {
    const names = await caches.keys();
    const paths = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return { names, paths };
  })()`)) as { names: string[]; paths: string[] };
}

test('/sw.js, and the push worker\'s old name, are JavaScript revalidated on every visit', async ({ request }) => {
  for (const path of ['/sw.js', '/firebase-messaging-sw.js']) {
    const res = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect([path, res.status(), res.headers()['content-type']]).toEqual([path, 200, 'text/javascript; charset=utf-8']);
    // A worker cached for long would keep every browser on the old version that long.
    expect([path, res.headers()['cache-control']]).toEqual([path, 'no-cache']);
  }
  // The old name runs the same worker, so browsers that registered it keep pushes and get the shell.
  expect(await (await request.get('/firebase-messaging-sw.js')).text()).toContain("importScripts('/sw.js')");
});

test('offline, the start page and a deep link open the cached app shell with the offline banner', async ({ page, context }) => {
  const player = newPlayer('offline');
  const token = await createPlayerSession(page.request, player, true);

  // A visitor first: the sign-in page, then the worker caches the shell and takes the page.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await workerControls(page);
  const { version, files } = await shellFiles(page);
  const index = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  for (const [, linked] of index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) expect(files).toContain(linked);
  await expect.poll(async () => (await cachedPaths(page)).paths.filter((path) => path === '/' || files.includes(path)).length).toBe(files.length + 1);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  // Signed in: the dashboard online, then offline by its own address.
  await storeSession(context, { userToken: token, email: player.email, isProfileUpdated: 'true' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${player.username}!` })).toBeVisible();
  await context.setOffline(true);
  for (const [path, lands] of [['/dashboard', '/dashboard'], ['/', '/dashboard']] as const) {
    const response = await page.goto(path);
    expect([path, response?.fromServiceWorker(), response?.status()]).toEqual([path, true, 200]);
    await expect(page).toHaveURL(new RegExp(`${lands}$`));
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    // The player's frame, not the browser's error page.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard · Fairdraw');
  }

  // A page never opened online has no code here yet: the frame says so, politely.
  await page.goto('/statement');
  await expect(page.getByRole('heading', { name: 'This page could not be opened' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  // Both notices meet WCAG 2.2 AA like every page (accessibility.spec.ts scans them online).
  const axe = await new AxeBuilder({ page })
    .include('.offline-banner')
    .include('.page-unavailable')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // On a phone the banner takes more lines than the top bar is high. The menu, opened at the
  // top of the page, starts under the top bar that the banner pushes down: the banner stays
  // in view, not under the menu or its backdrop.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const placed = (await page.evaluate(`(() => {
    const top = (selector) => Math.round(document.querySelector(selector).getBoundingClientRect().top);
    const banner = document.querySelector('.offline-banner').getBoundingClientRect();
    const seen = [banner.top + 2, banner.bottom - 2].map((y) => Boolean(document.elementFromPoint(24, y)?.closest('.offline-banner')));
    return { bannerSeen: seen, menu: top('.sidebar'), backdrop: top('.sidebar-backdrop'), barBottom: Math.round(document.querySelector('.topbar').getBoundingClientRect().bottom) };
  })()`)) as { bannerSeen: boolean[]; menu: number; backdrop: number; barBottom: number };
  expect(placed.barBottom).toBeGreaterThan(2 * 56);
  expect(placed).toEqual({ bannerSeen: [true, true], menu: placed.barBottom, backdrop: placed.barBottom, barBottom: placed.barBottom });
  await page.keyboard.press('Escape');

  // Back online the banner goes, and no API answer was ever kept.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  const cached = await cachedPaths(page);
  expect(cached.names).toEqual([`fairdraw-${version}`]);
  expect(cached.paths.filter((path) => API.test(path))).toEqual([]);
});

test('a browser that registered the old push worker moves to /sw.js on its next visit and opens offline', async ({ page, context }) => {
  // Before issue 14 the page registered only the push worker: the app's own registration is held back on the first visit.
  await context.addInitScript({
    content: `if (!sessionStorage.getItem('issue14')) {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (url, options) {
        return String(url).startsWith('/sw.js') ? new Promise(() => undefined) : register.call(this, url, options);
      };
    }`,
  });
  await page.goto('/');
  const old = await page.evaluate(`navigator.serviceWorker.register('/firebase-messaging-sw.js?config=%7B%7D')
    .then(() => navigator.serviceWorker.ready)
    .then(() => new Promise((resolve) => {
      const done = () => resolve(new URL(navigator.serviceWorker.controller.scriptURL).pathname);
      if (navigator.serviceWorker.controller) done();
      else navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
    }))`);
  expect(old).toBe('/firebase-messaging-sw.js');

  await page.evaluate(`sessionStorage.setItem('issue14', 'yes')`);
  await page.reload();
  // One registration, now of /sw.js, which takes over at once from the old push-only worker.
  const now = await page.evaluate(`new Promise((resolve) => {
    const check = () => navigator.serviceWorker.getRegistrations().then((all) => {
      const controller = navigator.serviceWorker.controller;
      if (controller && new URL(controller.scriptURL).pathname === '/sw.js') resolve({ registrations: all.length });
      else setTimeout(check, 100);
    });
    check();
  })`);
  expect(now).toEqual({ registrations: 1 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
});

/**
 * A new version of the app (issue 14): the worker keeps it waiting while this page runs the
 * old one, the page offers it ('A new version of Fairdraw is ready.' with Reload), and Reload
 * makes it take over and reloads the page under it. The new version here is the worker
 * registered again under another script address (the browser then installs it as an update
 * of the same registration), since this server's /sw.js cannot change under a running test.
 */
test('a new version is offered while the page runs, and Reload puts the page on it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await workerControls(page);
  await expect(page.getByText('A new version of Fairdraw is ready.')).toHaveCount(0);

  await page.evaluate(`navigator.serviceWorker.register('/sw.js?next').then(() => undefined)`);
  const banner = page.getByRole('status').filter({ hasText: 'A new version of Fairdraw is ready.' });
  await expect(banner).toBeVisible();
  // Installed, and waiting for the player's word: the page still runs on the old worker.
  expect(await controller(page)).toBe('/sw.js');
  expect(await page.evaluate(`navigator.serviceWorker.getRegistration().then((r) => r.waiting && new URL(r.waiting.scriptURL).search)`)).toBe('?next');

  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // The page reloaded under the new version. (The app then registers /sw.js again, which to the
  // browser is yet another address and so another update: this test's stand-in, not a deployment's.)
  expect(await controller(page)).toBe('/sw.js?next');
});

async function controller(page: Page): Promise<string> {
  return (await page.evaluate(`(() => { const url = new URL(navigator.serviceWorker.controller.scriptURL); return url.pathname + url.search; })()`)) as string;
}
