import { roundIdOf, type RoundForSale } from '../rounds/round.js';
import { decideTickets, MAX_TICKETS_PER_PURCHASE, type TicketChoice } from './ticket.decide.js';

// The 09:00 IST 3h round of Monday 5 January 2026 (03:30 to 06:00 UTC), ₹100 a ticket.
const opensAt = '2026-01-05T03:30:00.000Z';
const round: RoundForSale = { roundId: roundIdOf('3h', opensAt), period: '3h', opensAt, closesAt: '2026-01-05T06:00:00.000Z', pricePaise: 10_000 };
const now = '2026-01-05T05:00:00.000Z';
const ticket = (id: string, numbers: unknown[] = [1, 2, 3, 4, 5]) => ({ ticketId: id, numbers, letter: null }) as TicketChoice;

/** given (tickets) / when (at a time) / then (the decided tickets, or the refusal). */
const given = (choices: TicketChoice[], at = now) => ({
  then: (ids: string[]) => expect(decideTickets(choices, round, at).map((t) => [t.ticketId, t.pricePaise])).toEqual(ids.map((id) => [id, 10_000])),
  thenFails: (code: string, message?: string) =>
    expect(() => decideTickets(choices, round, at)).toThrow(expect.objectContaining(message ? { code, message } : { code })),
});

describe('ticket decider: several tickets in one purchase', () => {
  it('decides each ticket at the round price, in the order given', () => given([ticket('a'), ticket('b', [75, 74, 73, 72, 71])]).then(['a', 'b']));
  it(`takes up to ${MAX_TICKETS_PER_PURCHASE}`, () => {
    const ids = Array.from({ length: MAX_TICKETS_PER_PURCHASE }, (_, i) => `t${i}`);
    given(ids.map((id) => ticket(id))).then(ids);
  });
  it('refuses more, and none', () => {
    given(Array.from({ length: MAX_TICKETS_PER_PURCHASE + 1 }, (_, i) => ticket(`t${i}`))).thenFails('DRAWS.TOO_MANY_TICKETS');
    given([]).thenFails('DRAWS.NO_TICKETS');
  });
  it('refuses two tickets under one id', () => given([ticket('a'), ticket('a', [6, 7, 8, 9, 10])]).thenFails('DRAWS.REPEATED_TICKET_ID'));
  it('refuses the whole purchase for one bad ticket, with that ticket\'s message', () =>
    given([ticket('a'), ticket('b', [1, 1, 2, 3, 4])]).thenFails('DRAWS.NUMBERS_REPEATED', 'Numbers must be unique - no duplicates allowed'));
  it('says the draw is closed before any ticket problem', () =>
    given([ticket('a', [])], '2026-01-05T06:00:00.000Z').thenFails('DRAWS.NO_OPEN_DRAW', 'No open draw available for this period'));
});
