// The bench's table: each measure beside its reference (the figure and what it is), the
// ratio with its spread over the pairs, and the target. It reports; it never fails the build.
const lines = [];

/** `ok`: true, false, or null for a line with no target of its own. */
export function report({ measure, product, reference = '', ratio = '', target = 'info', ok = null }) {
  lines.push({ measure, product, reference, ratio, target, ok });
}

/** A ratio's median with its min-max over the pairs. */
export const ratioText = (s, pairs, unit = 'x') =>
  `${s.median.toFixed(2)}${unit} (${s.min.toFixed(2)}-${s.max.toFixed(2)}, ${pairs} pairs)`;

/** A rate's median with its min-max: "12.3k/s (11.9k-12.8k)". */
export function rateText(s, unit = '/s') {
  const k = (n) => (n >= 10_000 ? `${(n / 1000).toFixed(1)}k` : n >= 100 ? String(Math.round(n)) : n.toFixed(1));
  return `${k(s.median)}${unit} (${k(s.min)}-${k(s.max)})`;
}

export function printReport(title) {
  const head = { measure: 'measure', product: 'product', reference: 'reference (what it is)', ratio: 'ratio (median, min-max)', target: 'target', ok: '' };
  const rows = [head, ...lines.map((l) => ({ ...l, ok: l.ok === null ? '' : l.ok ? 'ok' : 'MISS' }))];
  const keys = Object.keys(head);
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(...rows.map((r) => String(r[k]).length))]));
  const line = (r) => `| ${keys.map((k) => String(r[k]).padEnd(width[k])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(head));
  console.log(`|${keys.map((k) => '-'.repeat(width[k] + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}
