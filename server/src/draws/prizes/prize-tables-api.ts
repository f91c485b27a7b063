import type { PeriodId, PrizeMode } from '../draw-periods.js';
import { rupeesFromPaise } from '../../shared/money/money.js';
import { multiplierFields, periodReturn, potOf, prizePaise, tableReturn, type TableOdds } from './prize-odds.js';
import { tableOf, type PrizeTable, type PrizeTablesState } from './prize-tables.js';

/**
 * The prize tables as the API speaks them: the spec's field names (section 3, jackpot
 * settings and prize stats), multipliers as numbers, money in rupees, shares and the
 * return to player in percent with 2 decimals.
 */
export const oddsOf = (table: PrizeTable): TableOdds => ({ multipliers: table.multipliers, potShare: table.potShareBps / 10_000 });

const percent = (fraction: number): number => Math.round(fraction * 10_000) / 100;

function returns(state: PrizeTablesState, period: PeriodId, mode: PrizeMode) {
  const tables = Object.fromEntries(
    (['any', 'sequence'] as const).flatMap((m) => (state[`${period}/${m}`] ? [[m, oddsOf(state[`${period}/${m}`]!)]] : [])),
  );
  return {
    /** What this mode's table returns, as a percentage of the ticket price. */
    returnToPlayer: percent(tableReturn(period, mode, oddsOf(tableOf(state, period, mode)))),
    /** What a ticket returns over every mode of its period. */
    periodReturnToPlayer: percent(periodReturn(period, tables)),
  };
}

/** GET/POST /admin/settings/jackpot/{period}/{mode}. */
export function jackpotSettingsAnswer(state: PrizeTablesState, period: PeriodId, mode: PrizeMode) {
  const table = tableOf(state, period, mode);
  return {
    period,
    mode,
    ...Object.fromEntries(multiplierFields(period, mode).map((f) => [f, table.multipliers[f] ?? 0])),
    jackpotAmount: rupeesFromPaise(table.jackpotPaise),
    potShare: table.potShareBps / 100,
    ...returns(state, period, mode),
  };
}

/**
 * GET /user/draws/prize-stats: each multiplier with its amount in rupees at `pricePaise`
 * (`fiveNAmount`...), the pot the mode's five numbers win and its base (`jackpotAmount`).
 */
export function prizeStatsAnswer(state: PrizeTablesState, period: PeriodId, mode: PrizeMode, pricePaise: number) {
  const table = tableOf(state, period, mode);
  const tiers = multiplierFields(period, mode).flatMap((f) => {
    const multiplier = table.multipliers[f] ?? 0;
    return [
      [f, multiplier],
      [`${f}Amount`, rupeesFromPaise(prizePaise(pricePaise, multiplier))],
    ];
  });
  return {
    period,
    mode,
    price: rupeesFromPaise(pricePaise),
    ...Object.fromEntries(tiers),
    pot: potOf(period, mode),
    jackpotAmount: rupeesFromPaise(table.jackpotPaise),
    potShare: table.potShareBps / 100,
    ...returns(state, period, mode),
  };
}
