import type { PeriodId } from '../draw-periods.js';
import { roundIdOf, type RoundForSale } from '../rounds/round.js';
import { decideTicket, type TicketChoice } from './ticket.decide.js';

/** A round as the calendar makes it: start (UTC), close from the period's table. */
function round(period: PeriodId, opensAt: string, closesAt: string, pricePaise = 10_000): RoundForSale {
  return { roundId: roundIdOf(period, opensAt), period, opensAt, closesAt, pricePaise };
}
// Monday 5 January 2026, in IST: 3h from 09:00 to 11:30, 12h from 11:00 to 22:30,
// 24h from 14:00 to 13:30 the next day, weekly from Monday 16:00 to Sunday 15:30.
const threeHour = round('3h', '2026-01-05T03:30:00.000Z', '2026-01-05T06:00:00.000Z');
const twelveHour = round('12h', '2026-01-05T05:30:00.000Z', '2026-01-05T17:00:00.000Z', 30_000);
const weekly = round('weekly', '2026-01-05T10:30:00.000Z', '2026-01-11T10:00:00.000Z', 50_000);
const duringAll = '2026-01-05T05:59:59.999Z';

/** given (a round) / when (a choice, at a time) / then (the ticket, or the refusal). */
function given(r: RoundForSale) {
  return {
    when(choice: Partial<TicketChoice> & Record<string, unknown>, now = duringAll) {
      const run = () => decideTicket({ ticketId: 't1', numbers: [1, 2, 3, 4, 5], ...choice } as TicketChoice, r, now);
      return {
        then: (expected: Record<string, unknown>) => expect(run()).toEqual(expect.objectContaining(expected)),
        thenFails: (code: string, message?: string) =>
          expect(run).toThrow(expect.objectContaining(message ? { code, message } : { code })),
      };
    },
  };
}

describe('ticket decider: the round', () => {
  it('sells a ticket of the round at the round price, whatever the caller adds', () =>
    given(weekly)
      .when({ numbers: [60, 1, 17, 33, 2], letter: 'Q', pricePaise: 1 }, '2026-01-11T09:59:59.999Z')
      .then({ ticketId: 't1', roundId: weekly.roundId, period: 'weekly', numbers: [60, 1, 17, 33, 2], letter: 'Q', pricePaise: 50_000 }));
  it('sells from the start, inclusive', () => given(threeHour).when({}, '2026-01-05T03:30:00.000Z').then({ pricePaise: 10_000 }));
  it('refuses at the close and after', () =>
    given(threeHour).when({}, '2026-01-05T06:00:00.000Z').thenFails('DRAWS.NO_OPEN_DRAW', 'No open draw available for this period'));
  it('refuses before the start', () => given(threeHour).when({}, '2026-01-05T03:29:59.999Z').thenFails('DRAWS.NO_OPEN_DRAW'));
  it('refuses a sale dated 1999 in a round of 1999', () =>
    given(round('3h', '1999-01-04T03:30:00.000Z', '1999-01-04T06:00:00.000Z')).when({}, '2026-01-05T04:00:00.000Z').thenFails('DRAWS.NO_OPEN_DRAW'));
  it('refuses a round with no window, or a made-up one', () => {
    given(undefined as unknown as RoundForSale).when({}).thenFails('DRAWS.INVALID_ROUND');
    given({ ...threeHour, closesAt: '2026-01-06T06:00:00.000Z' }).when({}).thenFails('DRAWS.INVALID_ROUND');
    given({ ...threeHour, opensAt: '2026-01-05T03:31:00.000Z' }).when({}).thenFails('DRAWS.INVALID_ROUND');
    given({ ...threeHour, period: 'hourly' as PeriodId }).when({}).thenFails('DRAWS.INVALID_ROUND');
  });
  it('refuses a weekly round that does not start on Monday 16:00 IST', () =>
    given(round('weekly', '2026-01-06T10:30:00.000Z', '2026-01-12T10:00:00.000Z')).when({ letter: 'A' }).thenFails('DRAWS.INVALID_ROUND'));
  it('refuses a round whose id is not its own', () =>
    given({ ...threeHour, roundId: '3h-other' }).when({}).thenFails('DRAWS.INVALID_ROUND'));
  it.each([0, -100, 1.5, Number.NaN, 10_000_001])('refuses a round priced %p paise', (pricePaise) =>
    given({ ...threeHour, pricePaise }).when({}).thenFails('DRAWS.INVALID_ROUND'));
  it('needs a ticket id', () => given(threeHour).when({ ticketId: ' ' }).thenFails('DRAWS.MISSING_TICKET_ID'));
});

describe('ticket decider: the numbers', () => {
  it('needs all five numbers', () => {
    given(threeHour).when({ numbers: [1, 2, 3, 4] }).thenFails('DRAWS.NUMBERS_MISSING', 'Please select all 5 numbers');
    given(threeHour).when({ numbers: [1, 2, null, 4, 5] as number[] }).thenFails('DRAWS.NUMBERS_MISSING');
    given(threeHour).when({ numbers: undefined }).thenFails('DRAWS.NUMBERS_MISSING');
  });
  it('takes no more than five', () => given(threeHour).when({ numbers: [1, 2, 3, 4, 5, 6] }).thenFails('DRAWS.TOO_MANY_NUMBERS'));
  it.each([[[1, 2, 3, 4, 2.5]], [[1, 2, 3, 4, '5']], [[1, 2, 3, 4, Number.NaN]]])('refuses numbers that are not whole: %p', (numbers) =>
    given(threeHour).when({ numbers: numbers as number[] }).thenFails('DRAWS.NUMBER_NOT_WHOLE'));
  it('keeps to the period range: 1-75 for 3h', () => {
    given(threeHour).when({ numbers: [75, 74, 1, 2, 3] }).then({ numbers: [75, 74, 1, 2, 3] });
    given(threeHour).when({ numbers: [0, 76, 999, -1, 2] }).thenFails('DRAWS.NUMBER_OUT_OF_RANGE', 'All numbers must be between 1 and 75');
  });
  it('keeps to the period range: 1-60 for 12h and weekly', () => {
    given(twelveHour).when({ numbers: [61, 1, 2, 3, 4] }, '2026-01-05T06:00:00.000Z').thenFails('DRAWS.NUMBER_OUT_OF_RANGE', 'All numbers must be between 1 and 60');
    given(weekly).when({ numbers: [1, 2, 3, 4, 61], letter: 'A' }, '2026-01-06T00:00:00.000Z').thenFails('DRAWS.NUMBER_OUT_OF_RANGE');
  });
  it('refuses repeated numbers', () =>
    given(threeHour).when({ numbers: [7, 8, 9, 7, 10] }).thenFails('DRAWS.NUMBERS_REPEATED', 'Numbers must be unique - no duplicates allowed'));
});

describe('ticket decider: the letter', () => {
  it('needs a letter for the weekly draw', () =>
    given(weekly).when({ letter: null }, '2026-01-06T00:00:00.000Z').thenFails('DRAWS.LETTER_MISSING', 'Please select an alphabet for weekly period'));
  it.each(['ZZ-not-a-letter', 'a', 'Ä', '1', ' '])('refuses the weekly letter %p', (letter) =>
    given(weekly).when({ letter }, '2026-01-06T00:00:00.000Z').thenFails('DRAWS.LETTER_INVALID'));
  it('refuses a letter on any other period', () => given(threeHour).when({ letter: 'A' }).thenFails('DRAWS.LETTER_NOT_ALLOWED'));
  it('records no letter for the other periods', () => given(threeHour).when({ letter: null }).then({ letter: null }));
  it('checks in the specification order: missing numbers before range before duplicates before the letter', () => {
    given(weekly).when({ numbers: [1, 1, 99, 4], letter: null }, '2026-01-06T00:00:00.000Z').thenFails('DRAWS.NUMBERS_MISSING');
    given(weekly).when({ numbers: [1, 1, 99, 4, 5], letter: null }, '2026-01-06T00:00:00.000Z').thenFails('DRAWS.NUMBER_OUT_OF_RANGE');
    given(weekly).when({ numbers: [1, 1, 9, 4, 5], letter: null }, '2026-01-06T00:00:00.000Z').thenFails('DRAWS.NUMBERS_REPEATED');
  });
});
