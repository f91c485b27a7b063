import type { PeriodId } from '../../../draw-periods.js';
import type { ResultNumbers } from '../../../queries/last-result/last-result.query.js';
import type { RoundSettlement } from '../../../rounds/round-settlement.js';
import { rupeesFromPaise } from '../../../../shared/money/money.js';
import type { ResultSource } from '../../../draw-periods.js';
import { isPublished, isSeedRevealable, publishedNumbers, resultFields, roundStage, type ResultRecord } from '../published-result.js';
import { FAIRNESS_DOC_PATH, manualView, resultDelay, rulesView, type FairnessRecord, type ManualResultView, type RulesView } from './proof-fairness.js';

/** The `rounds` row as the proof reads it. */
export interface ProofRecord extends ResultRecord, FairnessRecord {
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

/** This round's entry in the public feed of closes (GET /draws/closes). */
export interface CloseFeedRef {
  seq: number;
  hash: string;
}

/**
 * A round's public proof: what was committed at open (commitment, beacon round and chain,
 * result source, prize tables, price), the frozen ticket set at close (count, sales, Merkle
 * root, purchase times, its entry in the feed of closes), and once due the seed (from
 * draw_at), the beacon value, the result and its source (from result_at), who entered and
 * approved a manual result, and what the settlement paid. Fields not yet due are null.
 * Money in rupees. Every byte a verifier recomputes is in the document at `fairness_doc`.
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
  /** Declared at open, never changed: rng or manual; null for rounds opened before sources were declared. */
  source: ResultSource | null;
  /** When the commitment, beacon round, source and rules were published. */
  opened_at: string;
  /** When the ticket count, sales and root were published. */
  closed_at: string | null;
  /** When the frozen set's first and last tickets were bought (null without tickets, or for sets recorded before). */
  first_ticket_at: string | null;
  last_ticket_at: string | null;
  /** sha256 (hex) of the secret seed, published at open. */
  commitment: string;
  beacon: {
    round: number | null;
    chain_hash: string | null;
    chain: BeaconChainView | null;
    randomness: string | null;
    signature: string | null;
    /** When beacon round `round` is emitted: genesis_time + (round - 1) x period (needs the chain). */
    round_time: string | null;
    /** verified: the committed round was used; none: no beacon committed; late: only on rounds drawn before draws waited for their beacon. */
    status: 'verified' | 'none' | 'late' | null;
  };
  /** An RNG round without a public beacon: the operator, who holds the seed, could have influenced it. */
  operator_trusted: boolean;
  /** The result is due and not out: since when and what it waits for. */
  delay: { since: string; reason: 'beacon' | 'approval' } | null;
  close_feed: CloseFeedRef | null;
  ticket_count: number | null;
  sales: number | null;
  ticket_root: string | null;
  /** The revealed seed (hex), from draw_at on. */
  seed: string | null;
  result: ResultNumbers | null;
  result_source: 'manual' | 'rng' | null;
  /** The admin who entered a manual result. */
  admin_id: string | null;
  /** Who entered and who approved a published manual result, and when: it cannot be checked by computation. */
  manual: ManualResultView | null;
  /** The RNG's version (result-rng.ts) of an RNG result. */
  rng_version: number | null;
  /** The prize tables fixed at open (what tickets could win); null for rounds opened before they were. */
  rules: RulesView | null;
  fairness_doc: string;
  settlement: SettlementSummaryView | null;
}

/** What the proof handler looks up beside the row: the beacon chain, a manual seed, admin names, the close's feed entry. */
export interface ProofExtras {
  chain: BeaconChainView | null;
  manualSeed: string | null;
  adminNames: ReadonlyMap<string, string>;
  closeFeed: CloseFeedRef | null;
}

/**
 * The proof at `now`. `chain`: the configured drand chain, shown only when it is the one the
 * round committed to. `manualSeed`: the seed from the secrets table, passed only for a
 * published manual result (an RNG result reveals its own).
 */
export function drawProofView(row: ProofRecord, now: Date, extras: ProofExtras): DrawProofView {
  const { manualSeed, adminNames, closeFeed } = extras;
  const chain = extras.chain && row.beacon_chain !== null && extras.chain.hash === row.beacon_chain ? extras.chain : null;
  const beaconRound = row.beacon_round === null ? null : Number(row.beacon_round);
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
    source: row.source,
    opened_at: row.opened_at.toISOString(),
    closed_at: row.ticket_set_at?.toISOString() ?? null,
    first_ticket_at: row.first_ticket_at?.toISOString() ?? null,
    last_ticket_at: row.last_ticket_at?.toISOString() ?? null,
    commitment: row.commitment,
    beacon: {
      round: beaconRound,
      chain_hash: row.beacon_chain,
      chain,
      round_time: chain && beaconRound !== null ? new Date((chain.genesis_time + (beaconRound - 1) * chain.period) * 1000).toISOString() : null,
      randomness: revealable && published ? row.beacon_randomness : null,
      signature: revealable && published ? row.beacon_signature : null,
      status: published ? row.beacon_status : null,
    },
    operator_trusted: row.source !== 'manual' && (row.beacon_round === null || (published !== null && row.beacon_status === 'late')),
    delay: resultDelay(row, published !== null, now),
    close_feed: closeFeed,
    ticket_count: row.ticket_count,
    sales: row.sales_paise === null ? null : rupeesFromPaise(Number(row.sales_paise)),
    ticket_root: row.ticket_root,
    seed: revealable && published ? (row.seed ?? manualSeed) : null,
    result: published ? resultFields(published) : null,
    result_source: published ? row.result_source : null,
    admin_id: published && row.result_source === 'manual' ? row.result_admin_id : null,
    manual: published && row.result_source === 'manual' ? manualView(row, adminNames) : null,
    rng_version: published && row.result_source === 'rng' ? 1 : null,
    rules: rulesView(row.tables, Number(row.price_paise)),
    fairness_doc: FAIRNESS_DOC_PATH,
    settlement: settled ? settlementSummary(row.settlement!, row.settled_at) : null,
  };
}

/** The admins whose names a published manual result's proof shows. */
export function proofAdminIds(row: ProofRecord, now: Date): string[] {
  if (row.result_source !== 'manual' || !isPublished(row, now)) return [];
  return [row.result_admin_id, row.result_approver_id].filter((id): id is string => id !== null);
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
