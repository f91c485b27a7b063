// The player's dashboard on a local server: from navigation to the welcome banner with
// the player's name and balances (the target: interactive in under 1 s).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, sessionScript } from './bench-server.mjs';

export async function measureDashboard({ base, token, email }, runs = 7) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const timings = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      await context.addInitScript({ content: sessionScript(token, email) });
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${base}/dashboard`);
      await page.getByText('Welcome back, benchplayer!').waitFor();
      timings.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  timings.sort((a, b) => a - b);
  return { medianMs: timings[Math.floor(timings.length / 2)], firstMs: timings.at(-1) };
}
