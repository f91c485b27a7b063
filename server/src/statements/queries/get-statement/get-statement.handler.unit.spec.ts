import type { QueryBus } from '@nestjs/cqrs';
import { readStatementRange } from '../../statement-range.js';
import { foldStatement, type StreamEvent } from '../../statement-rows.js';
import type { WalletStatementReader } from '../../wallet-statement-reader.js';
import { GetStatementHandler, MAX_CSV_ROWS } from './get-statement.handler.js';
import { GetStatement } from './get-statement.query.js';

/** Paging, the range's opening and closing, one lookup per page, and the download's cap, without I/O. */
const deposits = (count: number, startMs = Date.parse('2026-11-01T00:00:00Z'), stepMs = 3600_000): StreamEvent[] => [
  { id: 'open', version: 1, type: 'WalletOpened', data: { userId: 'u' }, occurredAt: new Date(startMs).toISOString() },
  ...Array.from({ length: count }, (_, i) => ({
    id: `e${i + 2}`,
    version: i + 2,
    type: 'DepositCredited',
    data: { requestId: `d${i + 2}`, amountPaise: 100 },
    occurredAt: new Date(startMs + (i + 1) * stepMs).toISOString(),
  })),
];

function handlerOf(events: StreamEvent[]) {
  const lookups: unknown[] = [];
  const reader = { fold: async () => foldStatement(events) } as unknown as WalletStatementReader;
  const bus = { execute: async (query: unknown) => (lookups.push(query), new Map([['d2', 'upi']])) } as unknown as QueryBus;
  return { handler: new GetStatementHandler(reader, bus), lookups };
}

describe('GetStatement', () => {
  it('pages newest first and asks for the payment options once per page', async () => {
    const { handler, lookups } = handlerOf(deposits(7));
    const all = readStatementRange(undefined, undefined);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => handler.execute(new GetStatement('u', all, { page, limit: 3 }))));
    expect(pages.map((p) => p.rows.map((r) => r.version))).toEqual([[8, 7, 6], [5, 4, 3], [2], []]);
    expect(pages[2].rows[0].description).toBe('Deposit by UPI');
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7, 7]);
    expect(lookups).toHaveLength(3);
    expect(pages[0].closing).toEqual({ money: 700, referral: 0, held: 0 });
  });

  it('gives a range its opening and closing, and an empty one the balance of its time', async () => {
    // One deposit an hour from 00:00 UTC on 1 November: 05:30 IST onwards.
    const { handler } = handlerOf(deposits(30));
    const day = await handler.execute(new GetStatement('u', readStatementRange('2026-11-02', '2026-11-02'), 'all'));
    expect(day.rows.map((r) => r.atMs)).toEqual(day.rows.map((r) => r.atMs).sort((a, b) => a - b));
    expect([day.opening.money, day.closing.money, day.total]).toEqual([1800, 3000, 12]);
    const before = await handler.execute(new GetStatement('u', readStatementRange('2026-10-01', '2026-10-31'), { page: 1, limit: 10 }));
    expect([before.opening, before.closing, before.total]).toEqual([{ money: 0, referral: 0, held: 0 }, { money: 0, referral: 0, held: 0 }, 0]);
    const after = await handler.execute(new GetStatement('u', readStatementRange('2026-12-01', undefined), { page: 1, limit: 10 }));
    expect([after.opening.money, after.closing.money, after.rows]).toEqual([3000, 3000, []]);
  });

  it(`refuses a download of more than ${MAX_CSV_ROWS.toLocaleString('en-IN')} rows, and asks for fewer days`, async () => {
    const { handler } = handlerOf(deposits(MAX_CSV_ROWS + 1, Date.parse('2015-01-01T00:00:00Z'), 60_000));
    const all = readStatementRange(undefined, undefined);
    await expect(handler.execute(new GetStatement('u', all, 'all'))).rejects.toMatchObject({
      code: 'STATEMENT.TOO_LONG',
      message: 'This statement has 1,00,001 rows, more than the 1,00,000 a download can hold. Choose fewer days.',
    });
    expect((await handler.execute(new GetStatement('u', readStatementRange('2015-01-01', '2015-01-01'), 'all'))).rows).toHaveLength(1440 - 330 - 1);
  });
});
