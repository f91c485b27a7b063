import type { PeriodId, ResultSource } from '../draw-periods.js';
import { rupeesFromPaise } from '../../shared/money/money.js';

/** The columns of `rounds` the draw routes read (R's inline projection of the round streams). */
export interface RoundRecord {
  round_id: string;
  period: PeriodId;
  status: string;
  start_at: Date;
  close_at: Date;
  draw_at: Date;
  next_draw_at: Date;
  price_paise: string;
  commitment: string;
  source: ResultSource | null;
  ticket_root: string | null;
  beacon_round: string | null;
}

export const ROUND_COLUMNS = 'round_id, period, status, start_at, close_at, draw_at, next_draw_at, price_paise, commitment, source, ticket_root, beacon_round';

/** Why a round's due result is not out yet: an RNG round waits for its beacon round, a witnessed draw for its approval. */
export interface ResultDelay {
  since: string;
  reason: 'beacon' | 'approval';
}

/** The specification's draw (section 3), plus the public commitment to the round's seed. */
export interface DrawView {
  _id: string;
  period: PeriodId;
  status: 'open' | 'closed';
  start_at: string;
  close_at: string;
  draw_at: string;
  next_draw_at: string;
  /** The ticket price in rupees, fixed when the round opened. */
  round_amount: number;
  /** sha256 of the round's secret seed, revealed at its draw. */
  commitment: string;
  /** Where its result comes from, declared at open (null: opened before sources were declared). */
  source: ResultSource | null;
  /** The frozen ticket set's Merkle root, from the close: players' apps keep it. */
  ticket_root: string | null;
  delay: ResultDelay | null;
}

/**
 * A round as players see it. The API knows only open and closed (DESIGN.md section 2);
 * a round whose close time has passed is closed even before the scheduler records it,
 * because sales stop by the clock (the purchase checks the same window).
 */
export function drawView(row: RoundRecord, now: Date): DrawView {
  return {
    _id: row.round_id,
    period: row.period,
    status: isOpen(row, now) ? 'open' : 'closed',
    start_at: row.start_at.toISOString(),
    close_at: row.close_at.toISOString(),
    draw_at: row.draw_at.toISOString(),
    next_draw_at: row.next_draw_at.toISOString(),
    round_amount: rupeesFromPaise(Number(row.price_paise)),
    commitment: row.commitment,
    source: row.source,
    ticket_root: row.ticket_root,
    delay: delayOf(row, now),
  };
}

/** From draw_at on, a round still without a result ('open' or 'closed' in `rounds`) is late; an RNG round with no beacon is drawn at once. */
export function delayOf(row: Pick<RoundRecord, 'status' | 'draw_at' | 'source' | 'beacon_round'>, now: Date): ResultDelay | null {
  if ((row.status !== 'open' && row.status !== 'closed') || now.getTime() < row.draw_at.getTime()) return null;
  if (row.source === 'manual') return { since: row.draw_at.toISOString(), reason: 'approval' };
  return row.beacon_round === null ? null : { since: row.draw_at.toISOString(), reason: 'beacon' };
}

export function isOpen(row: Pick<RoundRecord, 'status' | 'close_at'>, now: Date): boolean {
  return row.status === 'open' && now.getTime() < row.close_at.getTime();
}

/** The open draws of `rows` (newest start first, as the table query orders them) for a period, or all. */
export function openDraws(rows: readonly RoundRecord[], period: PeriodId | null, limit: number, now: Date): DrawView[] {
  return rows.filter((row) => (period === null || row.period === period) && isOpen(row, now)).slice(0, limit).map((row) => drawView(row, now));
}
