import { readTicketOrder } from './ticket-order.js';

const draw = { draw_id: '3h-2026-01-06T03:30:00.000Z', period: '3h' };

describe('POST /user/tickets body: its shape', () => {
  it("reads the spec's one ticket; dropdown text '07' is 7, empty is missing", () =>
    expect(readTicketOrder({ ...draw, num_1: 1, num_2: '07', num_3: '', num_4: null, num_5: 75 })).toEqual({
      drawId: draw.draw_id,
      period: '3h',
      tickets: [{ numbers: [1, 7, null, null, 75], letter: null }],
    }));
  it('reads several tickets with their letters', () =>
    expect(readTicketOrder({ draw_id: 'w', period: 'weekly', tickets: [{ num_1: 1, num_6: 'A' }, { num_2: 2 }] }).tickets).toEqual([
      { numbers: [1, null, null, null, null], letter: 'A' },
      { numbers: [null, 2, null, null, null], letter: null },
    ]));
  it('leaves numbers of the wrong kind for the ticket rules to refuse in their order', () =>
    expect(readTicketOrder({ ...draw, num_1: [1], num_2: 1.5, num_3: 'x', num_4: true, num_5: 1e308 }).tickets[0].numbers).toEqual([[1], 1.5, 'x', true, 1e308]));
  it('takes a missing draw as no draw (no open draw for the order)', () => expect(readTicketOrder({ period: '3h' }).drawId).toBe(''));
  it.each([
    [null, 'DRAWS.INVALID_ORDER'],
    [[draw], 'DRAWS.INVALID_ORDER'],
    [{ ...draw, price: 1 }, 'DRAWS.INVALID_ORDER'],
    [{ ...draw, draw_id: 7 }, 'DRAWS.INVALID_ORDER'],
    [{ ...draw, draw_id: 'x'.repeat(101) }, 'DRAWS.INVALID_ORDER'],
    [{ ...draw, period: 'monthly' }, 'DRAWS.UNKNOWN_PERIOD'],
    [{ ...draw, num_1: 1, tickets: [] }, 'DRAWS.INVALID_ORDER'],
    [{ ...draw, tickets: {} }, 'DRAWS.INVALID_ORDER'],
    [{ ...draw, tickets: [] }, 'DRAWS.NO_TICKETS'],
    [{ ...draw, tickets: Array(21).fill({}) }, 'DRAWS.TOO_MANY_TICKETS'],
    [{ ...draw, tickets: [7] }, 'DRAWS.INVALID_ORDER'],
    [{ ...draw, tickets: [{ num_7: 1 }] }, 'DRAWS.INVALID_ORDER'],
  ])('refuses %p', (body, code) => expect(() => readTicketOrder(body)).toThrow(expect.objectContaining({ code })));
});
