/**
 * The prize tables as one event-sourced stream, `prize-tables` (DESIGN.md sections 1 and
 * 3): each change is an event whose metadata names the admin and the time. A table is per
 * period and mode; the event carries the whole table after the change. Stored event types
 * and field names are never renamed: change one by adding a new type.
 */
import { replayStream, type SingleStream } from '../../shared/event-sourcing/single-stream.js';
import { DRAW_PERIODS, type PeriodId, type PrizeMode } from '../draw-periods.js';
import type { Multipliers } from './prize-odds.js';
import { defaultPrizeTable } from './prize-tables.defaults.js';

export const PRIZE_TABLES_STREAM = 'prize-tables';

export interface PrizeTable {
  /** Multipliers of the ticket price (at most 2 decimals), only the fields of the period and mode. */
  multipliers: Multipliers;
  /** The pot's base (a round starts its pot here unless one rolled over), paise. */
  jackpotPaise: number;
  /** The pot's share of the round's ticket sales, in basis points (1000 = 10%). */
  potShareBps: number;
}

export type PrizeTableChanged = { type: 'PrizeTableChanged'; data: { period: PeriodId; mode: PrizeMode } & PrizeTable };
export type PrizeTablesEvent = PrizeTableChanged;

export type TableKey = `${PeriodId}/${PrizeMode}`;
export type PrizeTablesState = Partial<Record<TableKey, PrizeTable>>;

export const tableKey = (period: PeriodId, mode: PrizeMode): TableKey => `${period}/${mode}`;

/** Before any admin changes them: the defaults, which return about 55% to players. */
export function initialPrizeTables(): PrizeTablesState {
  const state: PrizeTablesState = {};
  for (const p of DRAW_PERIODS) for (const mode of p.modes) state[tableKey(p.id, mode)] = defaultPrizeTable(p.id, mode);
  return state;
}

export function evolve(state: PrizeTablesState, event: PrizeTablesEvent): PrizeTablesState {
  switch (event.type) {
    case 'PrizeTableChanged': {
      const { period, mode, multipliers, jackpotPaise, potShareBps } = event.data;
      return { ...state, [tableKey(period, mode)]: { multipliers, jackpotPaise, potShareBps } };
    }
    default: {
      const unknown: never = event.type;
      throw new Error(`Unknown prize tables event type ${String(unknown)}`);
    }
  }
}

export function isPrizeTablesEvent(event: { type: string }): event is PrizeTablesEvent {
  return event.type === 'PrizeTableChanged';
}

/** The stream as CurrentPrizeTables and the command runner keep it (shared/event-sourcing). */
export const prizeTablesStream: SingleStream<PrizeTablesState, PrizeTablesEvent> = {
  streamId: PRIZE_TABLES_STREAM,
  initial: initialPrizeTables,
  evolve,
  isEvent: isPrizeTablesEvent,
};

/** Folds a history (oldest first) into a state; events of unknown types are skipped. */
export function replay(events: Iterable<{ type: string; data: unknown }>, from: PrizeTablesState = initialPrizeTables()): PrizeTablesState {
  return replayStream(prizeTablesStream, events, from);
}

/** The table of a period and mode the period has (the decider refuses the others). */
export function tableOf(state: PrizeTablesState, period: PeriodId, mode: PrizeMode): PrizeTable {
  const table = state[tableKey(period, mode)];
  if (!table) throw new Error(`The ${period} draw has no ${mode} prize table`);
  return table;
}

/** The state with the period's tables replaced by `tables` (a round's own, fixed at its open). */
export function withPeriodTables(state: PrizeTablesState, period: PeriodId, tables: Partial<Record<PrizeMode, PrizeTable>>): PrizeTablesState {
  const merged = { ...state };
  for (const mode of Object.keys(tables) as PrizeMode[]) if (tables[mode]) merged[tableKey(period, mode)] = tables[mode];
  return merged;
}
