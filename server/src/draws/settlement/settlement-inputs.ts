/**
 * What a round's settlement is computed from, read from the event log (never from a read
 * model that a rebuild could change): the round's own stream (result, frozen ticket set,
 * and the prize tables RoundOpened fixed), the predecessor's settlement (what its pots
 * carried). Rounds opened before RoundOpened recorded its tables use the tables in force
 * when their sales closed (the prize-tables stream up to SalesClosed's position).
 */
import type pg from 'pg';
import type { PeriodId } from '../draw-periods.js';
import { drawPeriod } from '../draw-periods.js';
import { PRIZE_TABLES_STREAM, replay, tableOf } from '../prizes/prize-tables.js';
import type { LoadedRound, RoundCommandRunner } from '../rounds/round-command-runner.js';
import { roundStreamId, type RoundState } from '../rounds/round.js';
import type { RoundSettlement } from '../rounds/round-settlement.js';
import type { SettlementTables } from './ticket-evaluation.js';

/** The tables a round's tickets are paid by: those fixed at its open, else (older rounds) those at its close of sales. */
export async function tablesOfRound(db: pg.Pool, roundId: string, state: Exclude<RoundState, { status: 'none' }>): Promise<SettlementTables> {
  return state.tables ?? tablesAtSalesClose(db, roundId, state.round.period);
}

/** The tables of the period's modes as the prize-tables stream stood before the round's SalesClosed. */
export async function tablesAtSalesClose(db: pg.Pool, roundId: string, period: PeriodId): Promise<SettlementTables> {
  const { rows } = await db.query<{ type: string; data: unknown }>({
    name: 'fd_settlement_tables_at_close',
    text: `SELECT e.type, e.data FROM events e
           WHERE e.stream_id = $1
             AND e.global_position < (SELECT c.global_position FROM events c WHERE c.stream_id = $2 AND c.type = 'SalesClosed')
           ORDER BY e.stream_version`,
    values: [PRIZE_TABLES_STREAM, roundStreamId(roundId)],
  });
  const state = replay(rows);
  return Object.fromEntries(drawPeriod(period).modes.map((mode) => [mode, tableOf(state, period, mode)]));
}

/** The period's round that started last before this one, or null (the period's first). */
export async function predecessorId(db: pg.Pool, period: PeriodId, startAt: string): Promise<string | null> {
  const { rows } = await db.query<{ round_id: string }>({
    name: 'fd_settlement_predecessor',
    text: 'SELECT round_id FROM rounds WHERE period = $1 AND start_at < $2 ORDER BY start_at DESC LIMIT 1',
    values: [period, startAt],
  });
  return rows[0]?.round_id ?? null;
}

export interface Predecessor {
  roundId: string;
  settlement: RoundSettlement | null;
}

export async function loadPredecessor(db: pg.Pool, rounds: RoundCommandRunner, period: PeriodId, startAt: string): Promise<Predecessor | null> {
  const id = await predecessorId(db, period, startAt);
  if (!id) return null;
  const loaded: LoadedRound = await rounds.load(id);
  return { roundId: id, settlement: loaded.state.status === 'settled' ? loaded.state.settlement : null };
}
