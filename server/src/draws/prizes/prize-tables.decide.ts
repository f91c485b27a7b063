import { isDeepStrictEqual } from 'node:util';
import { isPeriodId, type PeriodId, type PrizeMode } from '../draw-periods.js';
import { UnknownPeriodError } from '../../settings/settings.errors.js';
import { isPrizeMode, LETTER_TIERS, multiplierFields, offersMode, type MultiplierField, type Multipliers } from './prize-odds.js';
import type { PrizeTablesCommand } from './prize-tables.commands.js';
import { InvalidPrizeTableError, PrizeModeNotOfferedError, UnknownPrizeModeError } from './prizes.errors.js';
import { isJackpotPaise, isMultiplier, isPotShareBps, PRIZE_TABLE_MESSAGES as M } from './prize-tables.rules.js';
import { tableOf, type PrizeTable, type PrizeTablesEvent, type PrizeTablesState } from './prize-tables.js';

export type { PrizeTablesCommand } from './prize-tables.commands.js';

/**
 * The prize tables decider: `decide(command, state) -> events`, pure. A change names a
 * period and a mode the period plays; the event carries the whole table after it. A
 * table equal to the current one decides nothing, so a retry is stored once.
 */
export function decide(command: PrizeTablesCommand, state: PrizeTablesState): PrizeTablesEvent[] {
  switch (command.type) {
    case 'SetPrizeTable': {
      const { period, mode } = requireTable(command.data.period, command.data.mode);
      const { change } = command.data;
      const current = tableOf(state, period, mode);
      const given = Object.keys(change.multipliers ?? {}).length + (change.jackpotPaise === undefined ? 0 : 1) + (change.potShareBps === undefined ? 0 : 1);
      if (given === 0) throw new InvalidPrizeTableError(M.nothing);
      const next: PrizeTable = {
        multipliers: nextMultipliers(period, mode, current.multipliers, change.multipliers ?? {}),
        jackpotPaise: change.jackpotPaise ?? current.jackpotPaise,
        potShareBps: change.potShareBps ?? current.potShareBps,
      };
      if (!isJackpotPaise(next.jackpotPaise)) throw new InvalidPrizeTableError(M.jackpotAmount);
      if (!isPotShareBps(next.potShareBps)) throw new InvalidPrizeTableError(M.potShare);
      return isDeepStrictEqual(next, current) ? [] : [{ type: 'PrizeTableChanged', data: { period, mode, ...next } }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown prize tables command ${String(unknown)}`);
    }
  }
}

/** Unknown period or mode: 400; a mode the period does not play: 404. */
export function requireTable(period: unknown, mode: unknown): { period: PeriodId; mode: PrizeMode } {
  if (!isPeriodId(period)) throw new UnknownPeriodError(period);
  if (!isPrizeMode(mode)) throw new UnknownPrizeModeError(mode);
  if (!offersMode(period, mode)) throw new PrizeModeNotOfferedError(period, mode);
  return { period, mode };
}

/** The table's own fields in their fixed order, so equal tables compare (and store) alike. */
function nextMultipliers(period: PeriodId, mode: PrizeMode, current: Multipliers, change: Multipliers): Multipliers {
  const fields = multiplierFields(period, mode);
  for (const [field, value] of Object.entries(change)) {
    if (!fields.includes(field as MultiplierField)) {
      throw new InvalidPrizeTableError((LETTER_TIERS as readonly string[]).includes(field) ? M.weeklyOnly(field) : M.unknownField(field));
    }
    if (!isMultiplier(value)) throw new InvalidPrizeTableError(M.multiplier(field));
  }
  return Object.fromEntries(fields.map((f) => [f, change[f] ?? current[f] ?? 0]));
}
