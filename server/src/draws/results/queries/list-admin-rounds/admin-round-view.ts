import { drawPeriod, type PeriodId } from '../../../draw-periods.js';
import type { BeaconStatus } from '../../../rounds/round.js';
import type { RoundSettlement } from '../../../rounds/round-settlement.js';
import { rupeesFromPaise } from '../../../../shared/money/money.js';
import { publishedNumbers, roundStage, type ResultRecord, type RoundStage } from '../published-result.js';

/** The `rounds` row as the admin list reads it (migrations 1795265000000, 1795270000000). */
export interface AdminRoundRecord extends ResultRecord {
  round_id: string;
  period: PeriodId;
  status: string;
  start_at: Date;
  close_at: Date;
  draw_at: Date;
  price_paise: string;
  ticket_count: number | null;
  sales_paise: string | null;
  beacon_status: BeaconStatus | null;
  settlement: RoundSettlement | null;
  settled_at: Date | null;
}

export interface AdminRoundPotView {
  pot: 'jackpot' | 'minipot';
  /** What the pot started at (carried in plus `seed`). */
  start: number;
  /** The house's money put into the pot by this round (its base, after a win or at the first round). */
  seed: number;
  /** Its share of this round's sales. */
  share: number;
  paid: number;
  carried: number;
  /** Winning tickets of the pot. */
  winners: number;
}

/**
 * One round in the admin's rounds list (contract A8). Rupees; null where not known yet
 * (ticket_count and sales until the close, the settlement's figures until it is settled).
 * What RoundSettled recorded adds up as
 *   sales + Σ pots (start − seed) = prizes_paid + Σ pots carried + house_share
 * (what the pots carried in is paid out or carried on; the seeds are the house's).
 */
export interface AdminRoundView {
  draw_id: string;
  period: PeriodId;
  name: string;
  start_at: string;
  close_at: string;
  draw_at: string;
  status: RoundStage;
  round_amount: number;
  ticket_count: number | null;
  sales: number | null;
  prizes_paid: number | null;
  fixed_prizes: number | null;
  pot_prizes: number | null;
  /** Players credited a prize. */
  winners: number | null;
  pots: AdminRoundPotView[];
  house_share: number | null;
  result: { numbers: number[]; letter: string | null } | null;
  result_at: string | null;
  result_source: 'manual' | 'rng' | null;
  beacon_status: BeaconStatus | null;
  settled_at: string | null;
  proof_url: string;
}

/**
 * The round at `now`, by the rules every read applies (published-result.ts): no result,
 * source or beacon status before result_at, no settlement before it is settled and its
 * result published; the status is the stage, so a result posted early reads 'closed'.
 */
export function adminRoundView(row: AdminRoundRecord, now: Date): AdminRoundView {
  const stage = roundStage(row, now);
  const published = publishedNumbers(row, now);
  const s = stage === 'settled' ? row.settlement : null;
  const r = (paise: number | string | null | undefined) => (paise === null || paise === undefined ? null : rupeesFromPaise(Number(paise)));
  return {
    draw_id: row.round_id,
    period: row.period,
    name: drawPeriod(row.period).name,
    start_at: row.start_at.toISOString(),
    close_at: row.close_at.toISOString(),
    draw_at: row.draw_at.toISOString(),
    status: stage,
    round_amount: rupeesFromPaise(Number(row.price_paise)),
    ticket_count: row.ticket_count,
    sales: r(row.sales_paise),
    prizes_paid: r(s?.prizesPaise),
    fixed_prizes: r(s?.fixedPrizesPaise),
    pot_prizes: r(s?.potPrizesPaise),
    winners: s ? s.winners : null,
    pots: (s?.pots ?? []).map((p) => ({
      pot: p.name,
      start: rupeesFromPaise(p.startPaise),
      seed: rupeesFromPaise(p.seedPaise),
      share: rupeesFromPaise(p.sharePaise),
      paid: rupeesFromPaise(p.paidPaise),
      carried: rupeesFromPaise(p.carriedPaise),
      winners: p.winningTickets,
    })),
    house_share: r(s?.houseSharePaise),
    result: published,
    result_at: published ? row.result_at!.toISOString() : null,
    result_source: published ? row.result_source : null,
    beacon_status: published ? row.beacon_status : null,
    settled_at: s ? (row.settled_at?.toISOString() ?? null) : null,
    proof_url: `/draws/${encodeURIComponent(row.round_id)}/proof`,
  };
}
