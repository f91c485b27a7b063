// The player's dashboard on a local server: from navigation to the welcome banner with
// the player's name and balances (DESIGN.md section 7: interactive in under 1 s). Starts
// the built product on a free port with a data folder of its own, signs a player up
// through the API (code read from the outbox), then loads /dashboard in Chromium.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

async function json(base, method, path, body, token) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  return res.json();
}

export async function measureDashboard(root, runs = 7) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-bench-ui-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [join(root, 'server/dist/server/src/main.js')], { env, stdio: 'ignore' });
  try {
    for (let i = 0; i < 240; i++) {
      if ((await fetch(`${base}/health`).catch(() => null))?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const email = 'bench@example.com';
    await json(base, 'POST', '/user/register', { username: 'benchplayer', email, password: 'Bench-Marigold-47!' });
    // The code is mailed just after registration answers (AfterAnswer): wait for it.
    const outbox = join(dataDir, 'outbox');
    let mail;
    for (let i = 0; i < 100 && !mail; i++) {
      const names = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort() : [];
      if (names.length > 0) mail = readFileSync(join(outbox, names.at(-1)), 'utf8');
      else await new Promise((r) => setTimeout(r, 100));
    }
    const otp = /^(\d{6})$/m.exec(mail)[1];
    const { token } = await json(base, 'POST', '/user/verify-login-otp', { identifier: email, otp });
    await json(base, 'PUT', '/user/update-profile', {
      first_name: 'Bench', last_name: 'Player', email, mobile: '+919876543210', date_of_birth: '1990-01-01', gender: 'other',
    }, token);

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const timings = [];
    try {
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        await context.addInitScript(([t, e]) => {
          localStorage.setItem('userToken', t);
          localStorage.setItem('email', e);
          localStorage.setItem('isProfileUpdated', 'true');
        }, [token, email]);
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
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
