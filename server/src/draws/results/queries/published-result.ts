import type { ResultNumbers } from '../../queries/last-result/last-result.query.js';

/**
 * The result columns of `rounds` (migration 1795270000000, E's projection of ResultPosted
 * and ResultDrawn) and THE rule every read applies to them (DESIGN.md section 2): nobody
 * sees a result before its `result_at` by the game clock, whoever asks, nor a seed before
 * the round's `draw_at`. `result_at` = greatest(draw_at, when it was recorded), so a
 * manual result posted at close waits like any other.
 */
export interface ResultRecord {
  result_source: 'manual' | 'rng' | null;
  result_num_1: number | null;
  result_num_2: number | null;
  result_num_3: number | null;
  result_num_4: number | null;
  result_num_5: number | null;
  result_letter: string | null;
  result_at: Date | null;
}

export const RESULT_COLUMNS = 'result_source, result_num_1, result_num_2, result_num_3, result_num_4, result_num_5, result_letter, result_at';

/** Whether the round's result may be shown at `now`. */
export function isPublished(row: Pick<ResultRecord, 'result_at' | 'result_num_1'>, now: Date): boolean {
  return row.result_at !== null && row.result_num_1 !== null && row.result_at.getTime() <= now.getTime();
}

/** The published numbers and letter (the contract's `{ numbers, letter }`), or null before result_at. */
export function publishedNumbers(row: ResultRecord, now: Date): { numbers: number[]; letter: string | null } | null {
  if (!isPublished(row, now)) return null;
  const numbers = [row.result_num_1, row.result_num_2, row.result_num_3, row.result_num_4, row.result_num_5].map(Number);
  return { numbers, letter: row.result_letter ?? null };
}

/** The result as the spec's screens read it: num_1..num_5 in draw order, num_6 the weekly letter. */
export function resultFields(published: { numbers: readonly number[]; letter: string | null }): ResultNumbers {
  const [num_1, num_2, num_3, num_4, num_5] = published.numbers;
  return { num_1, num_2, num_3, num_4, num_5, ...(published.letter ? { num_6: published.letter } : {}) };
}

/** Whether the round's seed may be shown at `now`: never before draw_at. */
export function isSeedRevealable(row: { draw_at: Date }, now: Date): boolean {
  return row.draw_at.getTime() <= now.getTime();
}

/** A round as players and admins see it at a time: the proof's stage and the admin list's status. */
export type RoundStage = 'open' | 'closed' | 'resulted' | 'settled';

/** What the stage rule reads of a `rounds` row. */
export interface StageRecord extends Pick<ResultRecord, 'result_at' | 'result_num_1'> {
  status: string;
  close_at: Date;
  settlement: unknown;
}

/**
 * The round's stage at `now`: open while on sale by the clock; settled once its settlement
 * is recorded and its result (if it has one: an empty round may settle without) is
 * published; resulted once the result is published; closed otherwise, however early an
 * admin posted the result. ROUND_STAGE_SQL is the same rule for a WHERE clause.
 */
export function roundStage(row: StageRecord, now: Date): RoundStage {
  const published = isPublished(row, now);
  if (row.status === 'open' && now.getTime() < row.close_at.getTime()) return 'open';
  if (row.status === 'settled' && row.settlement !== null && (published || row.result_num_1 === null)) return 'settled';
  return published ? 'resulted' : 'closed';
}

/** roundStage in SQL over the `rounds` columns, with `now` the given parameter (e.g. '$2'). */
export function roundStageSql(now: string): string {
  return `(CASE
    WHEN status = 'open' AND ${now}::timestamptz < close_at THEN 'open'
    WHEN status = 'settled' AND settlement IS NOT NULL
         AND (result_num_1 IS NULL OR (result_at IS NOT NULL AND result_at <= ${now}::timestamptz)) THEN 'settled'
    WHEN result_at IS NOT NULL AND result_num_1 IS NOT NULL AND result_at <= ${now}::timestamptz THEN 'resulted'
    ELSE 'closed' END)`;
}
