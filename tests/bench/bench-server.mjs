// The built product on a free port with a data folder of its own and an embedded
// database, with one signed-up player whose profile is complete (the code read from the
// local outbox): the browser measures of `npm run bench` (dashboard.mjs, lighthouse.mjs).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const freePort = () =>
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

/**
 * Starts the server and signs up `benchplayer`; `stop()` ends it and removes its data.
 * `clockStart` (CLOCK_START, real speed) fixes the moment the pages show, so a measure does
 * not depend on the hour it runs at (at night no 3h round is on sale and the dashboard is lighter).
 */
export async function startBenchServer(root, { clockStart } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-bench-ui-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.CLOCK_RATE;
  if (clockStart) env.CLOCK_START = clockStart;
  else delete env.CLOCK_START;
  const server = spawn(process.execPath, [join(root, 'server/dist/server/src/main.js')], { env, stdio: 'ignore' });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
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
    return { base, token, email, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The player's session as the app stores it (localStorage), for a page of `base`. */
export function sessionScript(token, email) {
  return `localStorage.setItem('userToken', ${JSON.stringify(token)});
localStorage.setItem('email', ${JSON.stringify(email)});
localStorage.setItem('isProfileUpdated', 'true');`;
}
