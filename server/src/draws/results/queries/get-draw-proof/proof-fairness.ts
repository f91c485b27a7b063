import type { ResultSource } from '../../../draw-periods.js';
import type { RoundTables } from '../../../rounds/round.js';
import { rupeesFromPaise } from '../../../../shared/money/money.js';

/** Where the verification document is served: every byte a verifier recomputes. */
export const FAIRNESS_DOC_PATH = '/docs/fairness.md';

/** The columns of `rounds` behind what a proof says of the round's fairness (migration 1795276000000). */
export interface FairnessRecord {
  source: ResultSource | null;
  tables: RoundTables | null;
  opened_at: Date;
  ticket_set_at: Date | null;
  first_ticket_at: Date | null;
  last_ticket_at: Date | null;
  result_entered_at: Date | null;
  result_approver_id: string | null;
  result_recorded_at: Date | null;
}

export const FAIRNESS_COLUMNS = 'source, tables, opened_at, ticket_set_at, first_ticket_at, last_ticket_at, result_entered_at, result_approver_id, result_recorded_at';

export interface ManualResultView {
  entered_by: string | null;
  entered_at: string | null;
  /** null only for manual results posted before approvals existed. */
  approved_by: string | null;
  approved_at: string | null;
}

export interface RulesView {
  round_amount: number;
  tables: Record<string, { multipliers: Record<string, number>; jackpot_base: number; pot_share_bps: number }>;
}

/** A published result's manual side: who entered it and when, who approved it and when (usernames from `names`). */
export function manualView(row: FairnessRecord & { result_admin_id: string | null }, names: ReadonlyMap<string, string>): ManualResultView {
  const name = (id: string | null) => (id === null ? null : (names.get(id) ?? id));
  const approved = row.result_approver_id !== null;
  return {
    entered_by: name(row.result_admin_id),
    entered_at: (row.result_entered_at ?? (approved ? null : row.result_recorded_at))?.toISOString() ?? null,
    approved_by: name(row.result_approver_id),
    approved_at: approved ? (row.result_recorded_at?.toISOString() ?? null) : null,
  };
}

/** The prize tables fixed at open, as the API speaks them (rupees, basis points); null for rounds opened before they were. */
export function rulesView(tables: RoundTables | null, pricePaise: number): RulesView | null {
  if (!tables) return null;
  const view: RulesView['tables'] = {};
  for (const [mode, table] of Object.entries(tables)) {
    if (table) view[mode] = { multipliers: { ...table.multipliers } as Record<string, number>, jackpot_base: rupeesFromPaise(table.jackpotPaise), pot_share_bps: table.potShareBps };
  }
  return { round_amount: rupeesFromPaise(pricePaise), tables: view };
}

/**
 * Why a due result is not out (from draw_at by the clock): a manual round waits for a
 * second admin's approval, an RNG round for its committed beacon round. Null when it is
 * out, not due, or (RNG with no beacon) drawn at the next tick.
 */
export function resultDelay(
  row: { source: ResultSource | null; beacon_round: string | null; draw_at: Date; status: string },
  published: boolean,
  now: Date,
): { since: string; reason: 'beacon' | 'approval' } | null {
  if (published || row.status === 'settled' || now.getTime() < row.draw_at.getTime()) return null;
  if (row.source === 'manual') return { since: row.draw_at.toISOString(), reason: 'approval' };
  return row.beacon_round === null ? null : { since: row.draw_at.toISOString(), reason: 'beacon' };
}
