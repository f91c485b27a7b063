#!/usr/bin/env node
// The reliability suite (issue 13): runs every part under tests/reliability (authorization
// matrix, fuzzing, the wallet model, faults, load) in one Jest run, then prints one summary
// table from the figures each part recorded (tests/reliability/figures.ts).
//
//   node scripts/reliability.mjs [--short | --full] [jest arguments...]
//
// `npm run test:reliability` builds first and runs the full profile; CI runs --short (the
// same checks with fewer generated requests and a shorter load). Exits non-zero when a test
// failed, a part recorded nothing, or any loss, leak or 5xx count is not 0.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const profile = args.includes('--short') ? 'short' : 'full';
const jestArgs = args.filter((a) => a !== '--short' && a !== '--full');

if (!existsSync(join(root, 'server/dist/server/src/main.js'))) {
  console.error('reliability: the server is not built; run `npm run build` first (`npm run test:reliability` does).');
  process.exit(1);
}

const reportDir = mkdtempSync(join(tmpdir(), 'fd-reliability-'));
const started = Date.now();
console.log(`== reliability suite, ${profile} profile`);
const run = spawnSync('npm', ['run', 'test:reliability', '-w', 'server', '--', ...jestArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RELIABILITY_PROFILE: profile, RELIABILITY_REPORT_DIR: reportDir },
});
const seconds = Math.round((Date.now() - started) / 1000);

const parts = readdirSync(reportDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(reportDir, f), 'utf8')));
rmSync(reportDir, { recursive: true, force: true });

/** The parts the suite has; one that recorded nothing failed before its end. */
const EXPECTED = ['authorization', 'fuzzing', 'wallet model', 'faults: kill -9', 'faults: database stop', 'faults: leader kill', 'load'];
const COUNTS = [
  ['requests', 'requests sent'],
  ['fiveXx', '5xx'],
  ['rejectedChanged', 'rejected but changed'],
  ['lost', 'acknowledged but lost'],
  ['doubled', 'doubled'],
];
const rows = EXPECTED.map((name) => parts.find((p) => p.part === name) ?? { part: name, missing: true });
for (const p of parts) if (!EXPECTED.includes(p.part)) rows.push(p);
const total = (field) => rows.reduce((s, r) => s + (r.missing ? 0 : r[field]), 0);

const header = ['part', ...COUNTS.map(([, label]) => label), 'audit'];
const body = rows.map((r) =>
  r.missing ? [r.part, ...COUNTS.map(() => '-'), 'did not finish'] : [r.part, ...COUNTS.map(([f]) => String(r[f])), r.audit],
);
const audits = rows.filter((r) => !r.missing && r.audit !== 'not run');
const totalAudit = rows.some((r) => r.missing) ? 'incomplete' : audits.every((r) => r.audit === 'passed') ? `passed (${audits.length})` : 'FAILED';
body.push(['total', ...COUNTS.map(([f]) => String(total(f))), totalAudit]);
const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
const line = (cells) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
console.log(`\n== reliability summary (${profile} profile, ${seconds} s)`);
console.log(line(header));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const r of body) console.log(line(r));
for (const r of rows) {
  if (r.missing || !r.details) continue;
  console.log(`\n${r.part}:`);
  for (const [k, v] of Object.entries(r.details)) console.log(`  ${k}: ${v}`);
}

const problems = [];
if (run.status !== 0) problems.push('a test failed (see above)');
for (const r of rows) if (r.missing) problems.push(`"${r.part}" recorded no figures (it failed or did not run)`);
for (const [f, label] of COUNTS.slice(1)) if (total(f) !== 0) problems.push(`${label}: ${total(f)}, not 0`);
if (totalAudit === 'FAILED') problems.push('an audit failed');
if (problems.length) {
  console.log(`\n== reliability FAILED: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\n== reliability passed: 0 for every loss, leak and 5xx count');
