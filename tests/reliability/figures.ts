import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The reliability suite's shared figures (issue 13). Each part (authorization, fuzzing,
 * wallet model, faults, load) counts what it sent and what went wrong, asserts its own
 * zeros, and records its figures here; `npm run test:reliability` (scripts/reliability.mjs)
 * prints them as one table.
 */
export type Profile = 'short' | 'full';

/** `full` for `npm run test:reliability`; CI runs the `short` profile (fewer runs, same checks). */
export const PROFILE: Profile = process.env.RELIABILITY_PROFILE === 'full' ? 'full' : 'short';

/** A size that depends on the profile. */
export const byProfile = <T>(short: T, full: T): T => (PROFILE === 'full' ? full : short);

export interface Figures {
  /** The part of the suite, one row of the table, e.g. 'fuzzing'. */
  part: string;
  /** HTTP requests sent. */
  requests: number;
  /** Answers of 500 or more (outside a fault window; a 503 while the database is down is counted in details). */
  fiveXx: number;
  /** Rejected requests (4xx) after which the stored state (event log, read models) differed. */
  rejectedChanged: number;
  /** Requests answered 2xx whose effect is not in the log. */
  lost: number;
  /** Effects found in the log more than once (a purchase, a prize, a credit). */
  doubled: number;
  /** `npm run audit`'s checks (AuditService) at the end of the part. */
  audit: 'passed' | 'failed' | 'not run';
  /** Further figures printed under the table (latencies, counts, seeds). */
  details?: Record<string, string | number>;
}

/** Writes the part's figures for the summary (only when the runner asked for them). */
export function recordFigures(figures: Figures): void {
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = figures.part.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  writeFileSync(join(dir, `${file}.json`), JSON.stringify({ ...figures, profile: PROFILE }, null, 2));
}

/** Percentile (0..100) of a list of numbers, nearest rank; 0 for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
