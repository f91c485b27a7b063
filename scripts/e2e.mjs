#!/usr/bin/env node
// Browser end-to-end run: starts the built product the way `npm start` runs it
// (node server/dist/server/src/main.js) on a free port with a temporary DATA_DIR, waits
// for GET /health, runs Playwright with Debian's Chromium, then stops the server.
// It builds nothing: `npm test` builds first (or run `npm run build`).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serverEntry = join(root, 'server/dist/server/src/main.js');
const clientIndex = join(root, 'server/public/index.html');
const HEALTH_TIMEOUT_MS = 180_000;

function fail(message) {
  console.error(`\ne2e: ${message}\n`);
  process.exit(1);
}

if (!existsSync(chromium)) {
  fail(`Chromium is missing at ${chromium}. Install Debian's package (apt-get install chromium) ` +
    'or set CHROMIUM_PATH; these tests never download a browser (no `playwright install`).');
}
if (!existsSync(serverEntry) || !existsSync(clientIndex)) {
  fail('The product is not built. Run `npm run build` first (`npm test` does).');
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function stop(server) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await once(server, 'exit');
  clearTimeout(timer);
}

const dataDir = await mkdtemp(join(tmpdir(), 'fairdraw-e2e-'));
// The embedded PostgreSQL runs as the 'postgres' user, which must be able to enter it.
await chmod(dataDir, 0o755);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const logFile = join(dataDir, 'server.log');
const log = createWriteStream(logFile);

// The product's own defaults (development mode, embedded database, mail to the outbox),
// not the settings of whatever shell runs this.
// The one exception: every browser test registers its players from this one address.
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', PUBLIC_URL: baseUrl, REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000' };
for (const key of ['NODE_ENV', 'DATABASE_URL', 'EVENTSTORE_URL', 'SMTP_URL', 'MAIL_OUTBOX_DIR', 'ADMIN_USERNAME', 'ADMIN_PASSWORD']) {
  delete env[key];
}

console.log(`e2e: starting the server on ${baseUrl} (DATA_DIR ${dataDir})`);
const server = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.pipe(log);
server.stderr.pipe(log);

let code = 1;
try {
  if (!(await waitForHealth(`${baseUrl}/health`, server))) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
    throw new Error(`the server did not answer GET /health within ${HEALTH_TIMEOUT_MS / 1000} s.\n${tail}`);
  }
  console.log('e2e: server is healthy; running Playwright');
  const playwright = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', join(root, 'playwright.config.ts'), ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium } },
  );
  [code] = await once(playwright, 'exit');
  code ??= 1;
} catch (error) {
  console.error(`\ne2e: ${error.message}`);
  code = 1;
} finally {
  await stop(server);
  log.end();
  if (code === 0) await rm(dataDir, { recursive: true, force: true });
  else console.error(`e2e: server log and data kept in ${dataDir}`);
}
process.exit(code);
