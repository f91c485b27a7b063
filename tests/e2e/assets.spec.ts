import { expect, test } from '@playwright/test';

/** The real build as a first visitor's browser gets it: compressed, cacheable, with its icon. */
test('the JavaScript and CSS arrive compressed in the encoding the browser asked for, cached for a year', async ({ page }) => {
  const assets: { url: string; encoding?: string; accepted: string; cache?: string; vary?: string; wire: number; size: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/.+\.(js|css)$/.test(response.url())) return;
    pending.push(
      (async () => {
        const headers = await response.allHeaders();
        const sizes = await response.request().sizes();
        const body = await response.body();
        assets.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          accepted: (await response.request().allHeaders())['accept-encoding'] ?? '',
          cache: headers['cache-control'],
          vary: headers.vary,
          wire: sizes.responseBodySize,
          size: body.length,
        });
      })(),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const main = assets.reduce((a, b) => (b.size > a.size ? b : a));
  expect(main.size, 'the main bundle').toBeGreaterThan(100_000);
  expect(main.accepted).toMatch(/gzip/);
  expect(main.encoding).toBe(main.accepted.includes('br') ? 'br' : 'gzip');
  expect(main.wire, 'bytes on the wire for the main bundle').toBeLessThan(main.size / 3);
  for (const asset of assets) {
    expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    // Files under 1 KB have no compressed copy (it would save less than its headers).
    if (asset.encoding) expect(asset.vary ?? '', asset.url).toMatch(/accept-encoding/i);
    else expect(asset.size, `${asset.url} sent uncompressed`).toBeLessThan(1024);
  }
});

test('Brotli goes to a client that prefers it; index.html is revalidated on every visit', async ({ page, request }) => {
  await page.goto('/');
  // The libraries' chunk, preloaded by the page (the entry script itself is too small to compress).
  const main = await page.locator('link[rel="modulepreload"][href*="/assets/framework-"]').getAttribute('href');
  expect(main).toBeTruthy();
  const br = await request.get(main!, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  const plain = await request.get(main!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const index = await request.get('/', { headers: { accept: 'text/html' } });
  expect(index.headers()['cache-control']).toBe('no-cache');
});

test('the favicon: an SVG and a /favicon.ico, both linked from the page and served', async ({ page, request }) => {
  await page.goto('/');
  const links = await page.locator('link[rel="icon"]').evaluateAll((nodes) => nodes.map((n) => (n as unknown as { href: string }).href));
  expect(links.map((href) => new URL(href).pathname).sort()).toEqual(['/favicon.ico', '/favicon.svg']);
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  expect(await svg.text()).toContain('<svg');
});

test('installable: the web app manifest is linked and served, with its icons (issue 14, started)', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await res.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Fairdraw', start_url: '/dashboard', display: 'standalone' });
  // Chromium's install criteria: a 192 px and a 512 px icon; a maskable one for Android's shapes.
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const [src, size] of [...manifest.icons.map((i) => [i.src, Number(i.sizes.split('x')[0])] as const), [appleIcon!, 180] as const]) {
    const icon = await request.get(src);
    expect([src, icon.status(), icon.headers()['content-type']]).toEqual([src, 200, 'image/png']);
    // The PNG's own width and height (IHDR), as the manifest says.
    const png = await icon.body();
    expect([src, png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([src, size, size]);
  }
});
