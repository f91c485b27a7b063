import type { PeriodId } from '../../../draw-periods.js';
import type { ResultNumbers } from '../../../queries/last-result/last-result.query.js';
import type { RoundSettlement } from '../../../rounds/round-settlement.js';
import { rupeesFromPaise } from '../../../../shared/money/money.js';
import { isPublished, isSeedRevealable, publishedNumbers, resultFields, roundStage, type ResultRecord } from '../published-result.js';

/** The `rounds` row as the proof reads it (migration 1795270000000). */
export interface ProofRecord extends ResultRecord {
  round_id: string;
  period: PeriodId;
  status: string;
  start_at: Date;
  close_at: Date;
  draw_at: Date;
  price_paise: string;
  commitment: string;
  ticket_count: number | null;
  sales_paise: string | null;
  ticket_root: string | null;
  beacon_round: string | null;
  beacon_chain: string | null;
  result_admin_id: string | null;
  seed: string | null;
  beacon_randomness: string | null;
  beacon_signature: string | null;
  beacon_status: 'verified' | 'none' | 'late' | null;
  settlement: RoundSettlement | null;
  settled_at: Date | null;
}

/** The drand chain a round committed to (its /info), for a browser's or a script's BLS check. */
export interface BeaconChainView {
  hash: string;
  public_key: string;
  scheme: string;
  period: number;
  genesis_time: number;
  /** Where its rounds are fetched: <url>/<hash>/public/<round>. */
  url: string | null;
}

export interface PotSummaryView {
  name: string;
  mode: string;
  start: number;
  seed: number;
  share: number;
  pot: number;
  winning_tickets: number;
  per_ticket: number;
  paid: number;
  carried: number;
}

export interface SettlementSummaryView {
  settled_at: string | null;
  ticket_count: number;
  sales: number;
  fixed_prizes: number;
  pot_prizes: number;
  prizes: number;
  winners: number;
  winning_tickets: number;
  house_share: number;
  pots: PotSummaryView[];
  /** The prize tables in force at close: multipliers of the price, pot base (rupees), pot share (basis points). */
  tables: Record<string, { multipliers: Record<string, number>; jackpot_base: number; pot_share_bps: number }>;
}

/**
 * A round's public proof (issue 11): what was committed at open (commitment, beacon round
 * and chain), the frozen ticket set at close (count, sales, Merkle root), and once due the
 * seed (from draw_at), the beacon value, the result and its source (from result_at), and
 * what the settlement paid. Fields not yet due are null. Money in rupees.
 */
export interface DrawProofView {
  draw_id: string;
  period: PeriodId;
  /** open, closed (sales over, no result shown yet), resulted (published), settled (prizes paid). */
  stage: 'open' | 'closed' | 'resulted' | 'settled';
  start_at: string;
  close_at: string;
  draw_at: string;
  result_at: string | null;
  round_amount: number;
  /** sha256 (hex) of the secret seed, published at open. */
  commitment: string;
  beacon: {
    round: number | null;
    chain_hash: string | null;
    chain: BeaconChainView | null;
    randomness: string | null;
    signature: string | null;
    /** verified: the committed round was used; none: no beacon configured; late: not obtained in time (seed and root alone). */
    status: 'verified' | 'none' | 'late' | null;
  };
  ticket_count: number | null;
  sales: number | null;
  ticket_root: string | null;
  /** The revealed seed (hex), from draw_at on. */
  seed: string | null;
  result: ResultNumbers | null;
  result_source: 'manual' | 'rng' | null;
  /** The admin who posted a manual result. */
  admin_id: string | null;
  /** The RNG's version (result-rng.ts) of an RNG result. */
  rng_version: number | null;
  settlement: SettlementSummaryView | null;
}

/**
 * The proof at `now`. `chain`: the configured drand chain, shown only when it is the one the
 * round committed to. `manualSeed`: the seed from the secrets table, passed only for a
 * published manual result (an RNG result reveals its own).
 */
export function drawProofView(row: ProofRecord, now: Date, chain: BeaconChainView | null, manualSeed: string | null): DrawProofView {
  const published = publishedNumbers(row, now);
  const revealable = isSeedRevealable(row, now);
  // The stage rule of every read (published-result.ts); a round with no tickets settles without a result in manual mode.
  const stage = roundStage(row, now);
  const settled = stage === 'settled';
  return {
    draw_id: row.round_id,
    period: row.period,
    stage,
    start_at: row.start_at.toISOString(),
    close_at: row.close_at.toISOString(),
    draw_at: row.draw_at.toISOString(),
    result_at: published ? row.result_at!.toISOString() : null,
    round_amount: rupeesFromPaise(Number(row.price_paise)),
    commitment: row.commitment,
    beacon: {
      round: row.beacon_round === null ? null : Number(row.beacon_round),
      chain_hash: row.beacon_chain,
      chain: chain && row.beacon_chain !== null && chain.hash === row.beacon_chain ? chain : null,
      randomness: revealable && published ? row.beacon_randomness : null,
      signature: revealable && published ? row.beacon_signature : null,
      status: published ? row.beacon_status : null,
    },
    ticket_count: row.ticket_count,
    sales: row.sales_paise === null ? null : rupeesFromPaise(Number(row.sales_paise)),
    ticket_root: row.ticket_root,
    seed: revealable && published ? (row.seed ?? manualSeed) : null,
    result: published ? resultFields(published) : null,
    result_source: published ? row.result_source : null,
    admin_id: published && row.result_source === 'manual' ? row.result_admin_id : null,
    rng_version: published && row.result_source === 'rng' ? 1 : null,
    settlement: settled ? settlementSummary(row.settlement!, row.settled_at) : null,
  };
}

/** Whether the proof would show a manual result's seed (so the handler reads it from the secrets). */
export function wantsManualSeed(row: ProofRecord, now: Date): boolean {
  return row.result_source === 'manual' && row.seed === null && isPublished(row, now) && isSeedRevealable(row, now);
}

function settlementSummary(s: RoundSettlement, settledAt: Date | null): SettlementSummaryView {
  const r = (paise: number | undefined) => rupeesFromPaise(Number(paise ?? 0));
  const tables: SettlementSummaryView['tables'] = {};
  for (const [mode, table] of Object.entries(s.tables ?? {})) {
    if (!table) continue;
    tables[mode] = { multipliers: { ...table.multipliers } as Record<string, number>, jackpot_base: r(table.jackpotPaise), pot_share_bps: table.potShareBps };
  }
  return {
    settled_at: settledAt?.toISOString() ?? null,
    ticket_count: s.ticketCount,
    sales: r(s.salesPaise),
    fixed_prizes: r(s.fixedPrizesPaise),
    pot_prizes: r(s.potPrizesPaise),
    prizes: r(s.prizesPaise),
    winners: s.winners,
    winning_tickets: s.winningTickets,
    house_share: r(s.houseSharePaise),
    pots: (s.pots ?? []).map((p) => ({
      name: p.name,
      mode: p.mode,
      start: r(p.startPaise),
      seed: r(p.seedPaise),
      share: r(p.sharePaise),
      pot: r(p.potPaise),
      winning_tickets: p.winningTickets,
      per_ticket: r(p.perTicketPaise),
      paid: r(p.paidPaise),
      carried: r(p.carriedPaise),
    })),
    tables,
  };
}
