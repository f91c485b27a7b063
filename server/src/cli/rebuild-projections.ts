import type pg from 'pg';
import { PG_POOL } from '../shared/database/pg-pool.js';
import { rebuildInlineProjections } from '../shared/event-store/projections/rebuild-inline-projections.js';
import { withCliContext } from './cli-context.js';

/**
 * `npm run projections:rebuild [name...]`: rebuilds the inline read models registered in
 * `inline_projections` (wallet_balances, ledger_postings, ...) from the event log, each in
 * one transaction, and prints how fast each went. Appends to their streams wait meanwhile.
 */
await withCliContext(async (app) => {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const pool = app.get<pg.Pool>(PG_POOL);
  const started = performance.now();
  const results = await rebuildInlineProjections(pool, names.length > 0 ? names : undefined);
  for (const r of results) {
    if (r.with) {
      console.log(`${r.name.padEnd(28)} rebuilt with ${r.with} (they share a table)`);
      continue;
    }
    const rate = r.ms > 0 ? Math.round((r.events * 1000) / r.ms) : r.events;
    console.log(`${r.name.padEnd(28)} ${String(r.events).padStart(10)} events ${String(r.ms).padStart(8)} ms ${String(rate).padStart(10)} events/s`);
  }
  const total = results.reduce((n, r) => n + r.events, 0);
  const ms = Math.round(performance.now() - started);
  console.log(`Rebuilt ${results.length} projections, ${total} events applied in all, in ${ms} ms (${ms > 0 ? Math.round((total * 1000) / ms) : total} events/s).`);
  return 0;
});
