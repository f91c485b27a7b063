import { DRAW_PERIODS } from '../draw-periods.js';
import { periodReturn } from './prize-odds.js';
import { oddsOf } from './prize-tables-api.js';
import { decide, type PrizeTablesCommand } from './prize-tables.decide.js';
import { initialPrizeTables, replay, tableOf, type PrizeTablesEvent } from './prize-tables.js';
import type { PrizeTableChange } from './prize-tables.commands.js';

/** given (past events) / when (command) / then (new events or the error). */
function given(...events: PrizeTablesEvent[]) {
  const state = replay(events);
  return {
    when(command: PrizeTablesCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: PrizeTablesEvent[]) => expect(run()).toEqual(expected),
        thenFails: (code: string, message?: string) => expect(run).toThrow(expect.objectContaining({ code, ...(message ? { message } : {}) })),
      };
    },
  };
}

const set = (period: string, mode: string, change: PrizeTableChange) => ({ type: 'SetPrizeTable', data: { period, mode, change } }) as PrizeTablesCommand;
const defaults = initialPrizeTables();
const changed = (period: '3h' | '24h' | 'weekly', mode: 'any' | 'sequence', over: Partial<PrizeTablesEvent['data']>): PrizeTablesEvent => ({
  type: 'PrizeTableChanged',
  data: { period, mode, ...tableOf(defaults, period, mode), ...over },
});

describe('prize tables: defaults', () => {
  it('return 50-60% to players in every period, over the modes a ticket plays', () => {
    for (const p of DRAW_PERIODS) {
      const tables = Object.fromEntries(p.modes.map((m) => [m, oddsOf(tableOf(defaults, p.id, m))]));
      const rtp = periodReturn(p.id, tables);
      expect({ period: p.id, fair: rtp >= 0.5 && rtp <= 0.6 }).toEqual({ period: p.id, fair: true });
    }
  });
  it('exist for exactly the modes each period plays, with a 10% jackpot and a 5% minipot share', () => {
    expect(Object.keys(defaults).sort()).toEqual(['12h/any', '12h/sequence', '24h/any', '3h/any', '3h/sequence', '6h/any', '6h/sequence', 'weekly/any']);
    expect([defaults['3h/sequence']!.potShareBps, defaults['3h/any']!.potShareBps, defaults['24h/any']!.potShareBps]).toEqual([1000, 500, 1000]);
    expect(Object.keys(defaults['weekly/any']!.multipliers)).toEqual(['fiveN', 'fourN', 'threeN', 'twoN', 'oneN', 'fourNA', 'threeNA', 'twoNA', 'oneNA', 'onlyA']);
  });
  it('fold changes in order, skipping event types this version does not know', () => {
    const state = replay([changed('3h', 'any', { jackpotPaise: 1 }), { type: 'SomeFutureEvent', data: {} } as never, changed('3h', 'any', { jackpotPaise: 2 })]);
    expect(state['3h/any']!.jackpotPaise).toBe(2);
    expect(state['3h/sequence']).toEqual(defaults['3h/sequence']);
  });
});

describe('prize tables decider', () => {
  it('changes the fields sent and keeps the others, storing the whole table', () => {
    given().when(set('3h', 'any', { multipliers: { twoN: 5 }, jackpotPaise: 123_45 })).then([changed('3h', 'any', {
      multipliers: { ...defaults['3h/any']!.multipliers, twoN: 5 },
      jackpotPaise: 123_45,
    })]);
    given().when(set('weekly', 'any', { multipliers: { onlyA: 0.5 }, potShareBps: 1250 })).then([changed('weekly', 'any', {
      multipliers: { ...defaults['weekly/any']!.multipliers, onlyA: 0.5 },
      potShareBps: 1250,
    })]);
  });
  it('decides nothing when the table would stay as it is (a retry is stored once)', () => {
    const first = changed('24h', 'any', { potShareBps: 0 });
    given(first).when(set('24h', 'any', { potShareBps: 0 })).then([]);
    given().when(set('24h', 'any', { jackpotPaise: defaults['24h/any']!.jackpotPaise })).then([]);
  });
  it('accepts the edges: 0 everywhere, the caps', () => {
    given().when(set('3h', 'sequence', { multipliers: { fiveN: 1_000_000, oneN: 0 }, jackpotPaise: 0, potShareBps: 10_000 })).then([changed('3h', 'sequence', {
      multipliers: { ...defaults['3h/sequence']!.multipliers, fiveN: 1_000_000, oneN: 0 },
      jackpotPaise: 0,
      potShareBps: 10_000,
    })]);
  });
  it('refuses a period or mode it does not know (400) and a mode the period does not play (404)', () => {
    given().when(set('2h', 'any', { potShareBps: 1 })).thenFails('SETTINGS.UNKNOWN_PERIOD', 'The period must be one of 3h, 6h, 12h, 24h, weekly');
    given().when(set('3h', 'random', { potShareBps: 1 })).thenFails('PRIZES.UNKNOWN_MODE', 'The mode must be one of any, sequence');
    given().when(set('24h', 'sequence', { potShareBps: 1 })).thenFails('PRIZES.MODE_NOT_OFFERED', 'The 24h draw has no sequence prize table');
    given().when(set('weekly', 'sequence', { potShareBps: 1 })).thenFails('PRIZES.MODE_NOT_OFFERED');
  });
  it('refuses letter prizes outside the weekly draw, unknown fields, and an empty change', () => {
    given().when(set('3h', 'any', { multipliers: { onlyA: 1 } })).thenFails('PRIZES.INVALID_TABLE', 'onlyA is a prize of the weekly draw only');
    given().when(set('3h', 'any', { multipliers: { sixN: 1 } as never })).thenFails('PRIZES.INVALID_TABLE', 'sixN is not a field of the prize table');
    given().when(set('3h', 'any', {})).thenFails('PRIZES.INVALID_TABLE', 'Send at least one field of the prize table to change');
  });
  it('refuses values out of range or format, whatever reached it', () => {
    for (const bad of [-1, 1.005, 1_000_000.01, Number.NaN, Infinity, '5' as never, null as never]) {
      given().when(set('3h', 'any', { multipliers: { twoN: bad } })).thenFails('PRIZES.INVALID_TABLE', 'twoN must be a multiplier of the ticket price from 0 to 1000000 with at most 2 decimals');
    }
    for (const bad of [-1, 0.5, 10_000_000_001, Number.NaN]) given().when(set('3h', 'any', { jackpotPaise: bad })).thenFails('PRIZES.INVALID_TABLE', 'jackpotAmount must be an amount from ₹0 to ₹10,00,00,000.00 with at most 2 decimals');
    for (const bad of [-1, 10_001, 0.5]) given().when(set('3h', 'any', { potShareBps: bad })).thenFails('PRIZES.INVALID_TABLE', 'potShare must be a percentage of ticket sales from 0 to 100 with at most 2 decimals');
  });
});
