import { describe, expect, it } from '@jest/globals';
import type { PeriodId, PrizeMode } from '@draws/draw-periods';
import { textOf } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };
import { changeOf, errorsOf as errorsIn, fieldsOf as fieldsIn, liveReturn, oddsOf, valuesOf, type FormValues } from './jackpot-form.js';

/** Labels and checks in the words of the modal (English, the default). */
const t = textOf('admin-draws', en);
const fieldsOf = (period: PeriodId, mode: PrizeMode) => fieldsIn(period, mode, t);
const errorsOf = (period: PeriodId, mode: PrizeMode, values: FormValues) => errorsIn(period, mode, values, t);

const DEFAULT_3H_SEQUENCE = { fiveN: '100000', fourN: '10000', threeN: '300', twoN: '20', oneN: '1', jackpotAmount: '100000', potShare: '10' };
const DEFAULT_3H_ANY = { fiveN: '20000', fourN: '2000', threeN: '80', twoN: '4', oneN: '0', jackpotAmount: '10000', potShare: '5' };

describe('the jackpot form', () => {
  it('has the spec labels: 5N..1N and Jackpot Amount, weekly 5N + A, the letter tiers, A x, 5N x..1N x', () => {
    expect(fieldsOf('3h', 'sequence').map((f) => f.label)).toEqual(['5N', '4N', '3N', '2N', '1N', 'Jackpot Amount', 'Pot Share of Sales (%)']);
    expect(fieldsOf('weekly', 'any').map((f) => f.label)).toEqual([
      '5N + A', '4N + A x', '3N + A x', '2N + A x', '1N + A x', 'A x', '5N x', '4N x', '3N x', '2N x', '1N x', 'Pot Share of Sales (%)',
    ]);
    expect(fieldsOf('weekly', 'any')[0]).toEqual({ name: 'jackpotAmount', label: '5N + A', kind: 'amount' });
  });

  it('starts from the saved table and sends every field of the tab as typed', () => {
    const values = valuesOf({ period: '24h', mode: 'any', fiveN: 20000, fourN: 1500, threeN: 60, twoN: 4, oneN: 0, jackpotAmount: 500000, potShare: 10, returnToPlayer: 53.45, periodReturnToPlayer: 53.45 }, '24h', 'any');
    expect(values).toEqual({ fiveN: '20000', fourN: '1500', threeN: '60', twoN: '4', oneN: '0', jackpotAmount: '500000', potShare: '10' });
    expect(changeOf('24h', 'any', { ...values, twoN: ' 4.5 ' })).toEqual({ ...values, twoN: '4.5' });
  });

  it('checks each field as the server does', () => {
    const bad = { ...DEFAULT_3H_ANY, twoN: '-1', threeN: '1.005', jackpotAmount: 'lots', potShare: '100.01' };
    expect(errorsOf('3h', 'any', bad)).toEqual({
      twoN: 'Enter a multiplier from 0 to 1,000,000 with at most 2 decimals',
      threeN: 'Enter a multiplier from 0 to 1,000,000 with at most 2 decimals',
      jackpotAmount: 'Enter a valid amount',
      potShare: 'Enter a percentage from 0 to 100 with at most 2 decimals',
    });
    expect(errorsOf('3h', 'any', DEFAULT_3H_ANY)).toEqual({});
    expect(oddsOf('3h', 'any', bad)).toBeNull();
  });

  it('computes the return to player of both tabs as the server does (the defaults: 20.67% + 33.05%)', () => {
    const live = liveReturn('3h', { sequence: DEFAULT_3H_SEQUENCE, any: DEFAULT_3H_ANY });
    expect(live.modes.sequence).toBeCloseTo(20.665, 2);
    expect(live.modes.any).toBeCloseTo(33.052, 2);
    expect(live.period).toBeCloseTo(53.717, 2);
    // One tab being typed wrong leaves the total unknown, not wrong.
    expect(liveReturn('3h', { sequence: DEFAULT_3H_SEQUENCE, any: { ...DEFAULT_3H_ANY, twoN: '' } }).period).toBeNull();
  });

  it('24h and weekly have no sequence tab', () => {
    expect(liveReturn('24h', { any: { fiveN: '0', fourN: '0', threeN: '0', twoN: '0', oneN: '0', jackpotAmount: '0', potShare: '10' } })).toEqual({ modes: { any: 10 }, period: 10 });
  });
});
