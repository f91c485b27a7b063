// The client's measures of `npm run bench`: the first page's JavaScript, the dashboard and
// Lighthouse, on one local server with one player. No reference run: absolute targets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './report.mjs';

export async function benchClient(root) {
  // The player's first page load, gzipped JavaScript.
  const publicDir = join(root, 'server/public');
  const index = readFileSync(join(publicDir, 'index.html'), 'utf8');
  const scripts = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gz = scripts.reduce((n, s) => n + gzipSync(readFileSync(join(publicDir, s))).length, 0);
  report({ measure: 'first page load JS (gzip)', product: `${(gz / 1024).toFixed(1)} KB in ${scripts.length} files`, target: '< 150 KB', ok: gz < 150 * 1024 });

  // The player's dashboard and Lighthouse, on one local server with one player.
  const { startBenchServer } = await import('./bench-server.mjs');
  const { measureDashboard } = await import('./dashboard.mjs');
  const { measureLighthouse } = await import('./lighthouse.mjs');
  // A Tuesday at 10:15 IST: the 3h, 6h, 12h and 24h rounds are on sale, the dashboard at its fullest.
  const server = await startBenchServer(root, { clockStart: '2026-01-06T10:15:00+05:30' });
  try {
    const dashboard = await measureDashboard(server);
    report({ measure: 'dashboard interactive (local server)', product: `median ${dashboard.medianMs} ms, slowest ${dashboard.firstMs} ms`, target: '< 1000 ms', ok: dashboard.medianMs < 1000 });
    const lighthouse = await measureLighthouse(root, server);
    for (const [path, m] of [['/', lighthouse.login], ['/dashboard', lighthouse.dashboard]]) {
      report({ measure: `Lighthouse mobile ${path}: performance`, product: `${m.score} (runs ${m.scores.join(', ')})`, target: '>= 95', ok: m.score >= 95 });
      report({ measure: `Lighthouse mobile ${path}: LCP`, product: `${(m.lcp / 1000).toFixed(2)} s (runs ${m.lcps.map((v) => (v / 1000).toFixed(2)).join(', ')})`, target: '<= 2.0 s', ok: m.lcp <= 2000 });
      report({ measure: `Lighthouse mobile ${path}: FCP, TBT`, product: `${(m.fcp / 1000).toFixed(2)} s, ${Math.round(m.tbt)} ms (medians)` });
    }
    const first = lighthouse.login;
    report({ measure: 'first page JS on the wire (brotli)', product: `${(first.brotli / 1024).toFixed(1)} KB in ${first.files} files (sent ${(first.wire / 1024).toFixed(1)} KB)`, target: '<= 120 KB', ok: first.brotli <= 120 * 1024 });
  } finally {
    await server.stop();
  }
}
