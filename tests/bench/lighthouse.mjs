// Lighthouse (mobile, simulated throttling: a mid-range phone on a slow 4G link) on `/`
// and on a signed-in player's `/dashboard` (targets: performance >= 95, LCP <= 2.0 s;
// the first page's JavaScript <= 120 KB brotli). Runs in Debian's Chromium through its
// remote debugging port; each page is measured `runs` times from a cold cache (5: single runs
// of one build vary by 10 points on this machine) and each measure's median is reported. The first
// page's bytes are the brotli files the server sends (server/public/**/*.br) for every script
// that page loaded.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, sessionScript } from './bench-server.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureLighthouse(root, { base, token, email }, runs = 5) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'fd-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    const audit = async (path, keepSession) => {
      const measured = [];
      for (let i = 0; i < runs; i++) {
        await cdp.send('Network.clearBrowserCache');
        const { lhr } = await lighthouse(`${base}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // A visitor's page starts from empty storage; the dashboard keeps the player's session.
          disableStorageReset: keepSession,
        });
        const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
        measured.push({
          score: Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          brotli: scripts.reduce((sum, item) => sum + brotliBytes(root, new URL(item.url).pathname), 0),
          wire: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          files: scripts.length,
        });
      }
      // Each measure's own median: the LCP shown is not just that of the median score's run.
      const of = (key) => median(measured.map((m) => m[key]));
      return {
        ...measured[0],
        score: of('score'), lcp: of('lcp'), fcp: of('fcp'), tbt: of('tbt'),
        scores: measured.map((m) => m.score), lcps: measured.map((m) => m.lcp),
      };
    };
    const login = await audit('/', false);
    await page.goto(`${base}/no-such-page`);
    await page.evaluate(sessionScript(token, email));
    const dashboard = await audit('/dashboard', true);
    return { login, dashboard };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function brotliBytes(root, path) {
  const file = join(root, 'server/public', `${path}.br`);
  return existsSync(file) ? statSync(file).size : statSync(join(root, 'server/public', path)).size;
}
