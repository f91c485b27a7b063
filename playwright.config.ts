import { defineConfig } from '@playwright/test';

/**
 * Browser end-to-end tests. `npm run test:e2e` (scripts/e2e.mjs) starts the built product
 * on a free port with a temporary DATA_DIR and passes its address in E2E_BASE_URL.
 * The browser is Debian's Chromium: Playwright never downloads one here.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/**
 * The files that start a server of their own with a moved clock (support/clocked-server.ts).
 * They mostly wait for that clock, so they run beside the others: one of them and one test
 * on the run's server at a time. Tests on the run's server never run two at once (they share
 * its database and settings).
 */
const OWN_SERVER = ['draws.spec.ts', 'hindi-round.spec.ts', 'results.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'run-server', testIgnore: OWN_SERVER.map((file) => `**/${file}`), workers: 1 },
    { name: 'own-server', testMatch: OWN_SERVER.map((file) => `**/${file}`), workers: 1 },
  ],
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
