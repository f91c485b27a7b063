import { createHash } from 'node:crypto';
import { SetTicketPrice } from '../../settings/commands/set-ticket-price/set-ticket-price.command.js';
import { createTestDatabase, type TestDatabase } from '../../shared/testing/test-database.js';
import { PERIOD_IDS } from '../draw-periods.js';
import { CloseRound } from '../rounds/commands/close-round/close-round.command.js';
import { OpenRound } from '../rounds/commands/open-round/open-round.command.js';
import { GetOpenRound } from '../rounds/queries/get-open-round/get-open-round.query.js';
import { currentRound, roundsStartingBetween } from '../rounds/round-calendar.js';
import { startRoundsInstance, type RoundsInstance } from '../rounds/testing/rounds-test-instances.js';
import { EMPTY_TICKET_ROOT } from '../rounds/ticket-set/ticket-root.js';

const ist = (local: string) => new Date(`${local}+05:30`);
const meta = { actor: 'admin:test', correlationId: 'draw-scheduler-int' };

/** The scheduler's ticks on a real database, with the clock moved by the test. */
describe('the draw scheduler', () => {
  let db: TestDatabase;
  let a: RoundsInstance;
  let b: RoundsInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Monday 5 January 2026, 10:00 IST.
    a = await startRoundsInstance(db.url, ist('2026-01-05T10:00'));
    b = await startRoundsInstance(db.url, ist('2026-01-05T10:00'));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const rounds = async (period?: string) =>
    (await a.pool.query('SELECT * FROM rounds WHERE $1::text IS NULL OR period = $1 ORDER BY period, start_at', [period ?? null])).rows;
  const roundEvents = async () =>
    (await a.pool.query(`SELECT stream_id, type, count(*)::int AS n FROM events WHERE starts_with(stream_id, 'round-') GROUP BY 1, 2 ORDER BY 1, 2`)).rows;
  const setClocks = (at: Date) => [a, b].forEach((i) => i.clock.set(at));

  it('opens the round on sale of each period, priced by the setting, committed to a seed that no event holds', async () => {
    const report = await a.scheduler.tick();
    // Weekly's current round closed on Sunday: a new database does not record rounds from before it.
    expect(report).toEqual({ opened: ['3h', '6h', '12h', '24h'].map((p) => currentRound(p as never, a.clock.now()).roundId), closed: [], drawn: [], failed: [] });
    expect(await a.queries.execute(new GetOpenRound('3h'))).toEqual({
      roundId: '3h-2026-01-05T03:30:00.000Z', period: '3h', opensAt: '2026-01-05T03:30:00.000Z', closesAt: '2026-01-05T06:00:00.000Z', pricePaise: 10_000,
    });
    expect(await a.queries.execute(new GetOpenRound('weekly'))).toBeNull();

    const { rows: secrets } = await a.pool.query('SELECT r.commitment, s.seed FROM rounds r JOIN round_secrets s USING (round_id)');
    expect(secrets).toHaveLength(4);
    for (const { commitment, seed } of secrets) {
      expect(seed).toHaveLength(32);
      expect(commitment).toBe(createHash('sha256').update(seed).digest('hex'));
      const { rows } = await a.pool.query(`SELECT count(*)::int AS n FROM events WHERE strpos(data::text || metadata::text, $1) > 0`, [seed.toString('hex')]);
      expect(rows[0].n).toBe(0);
    }
    expect(new Set(secrets.map((s) => s.commitment)).size).toBe(4);
    // Nothing is due a second time.
    expect(await b.scheduler.tick()).toEqual({ opened: [], closed: [], drawn: [], failed: [] });
  });

  it('closes a round at its close, and opens the next at its start with the price set in between', async () => {
    await a.commands.execute(new SetTicketPrice('3h', 15_000, meta));
    setClocks(new Date(ist('2026-01-05T11:30').getTime() - 1));
    // The 12h round of Sunday 23:00 closed at 10:30; the 3h round sells until 11:30.
    expect((await a.scheduler.tick()).closed).toEqual(['12h-2026-01-04T17:30:00.000Z']);
    setClocks(ist('2026-01-05T11:30'));
    expect(await a.scheduler.tick()).toEqual({ opened: [], closed: ['3h-2026-01-05T03:30:00.000Z'], drawn: [], failed: [] });
    expect(await a.queries.execute(new GetOpenRound('3h'))).toBeNull();
    expect((await rounds('3h'))[0]).toMatchObject({ status: 'closed', ticket_count: 0, sales_paise: '0', ticket_root: EMPTY_TICKET_ROOT, closed_at: ist('2026-01-05T11:30') });

    setClocks(ist('2026-01-05T12:00'));
    expect((await a.scheduler.tick()).opened).toEqual(['3h-2026-01-05T06:30:00.000Z']);
    expect(await a.queries.execute(new GetOpenRound('3h'))).toMatchObject({ roundId: '3h-2026-01-05T06:30:00.000Z', pricePaise: 15_000 });
  });

  it('records each transition once when two instances and repeated commands run it at once', async () => {
    setClocks(ist('2026-01-05T17:00'));
    const due = (await rounds()).filter((r) => r.status === 'open' && r.close_at <= a.clock.now()).map((r) => r.round_id);
    expect(due.sort()).toEqual(['24h-2026-01-04T08:30:00.000Z', '3h-2026-01-05T06:30:00.000Z', '6h-2026-01-05T04:30:00.000Z']);
    const [x, y] = await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    expect([...new Set([...x.closed, ...y.closed])].sort()).toEqual(due);
    expect([...x.failed, ...y.failed]).toEqual([]);
    const next6h = currentRound('6h', a.clock.now());
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).commands.execute(i < 3 ? new OpenRound('6h', next6h.startAt, meta) : new CloseRound('3h-2026-01-05T06:30:00.000Z', meta))),
    );
    expect((await roundEvents()).filter((r) => r.n !== 1)).toEqual([]);
    // Opened (1), closed (3), drawn at its draw_at (4).
    const versions: Record<string, number> = { open: 1, closed: 3, resulted: 4 };
    expect((await rounds()).filter((r) => r.version !== versions[r.status])).toEqual([]);
  });

  it('catches up after the clock jumps by days: missed rounds recorded closed and empty, never sold; the current ones open', async () => {
    const downAt = a.clock.now();
    setClocks(ist('2026-01-09T13:00'));
    const report = await a.scheduler.tick();
    expect(report.failed).toEqual([]);
    const now = a.clock.now();
    for (const period of PERIOD_IDS) {
      const rows = await rounds(period);
      // A chain with no gap: each round's next draw is the next recorded round's start.
      for (let i = 1; i < rows.length; i++) expect(rows[i].start_at).toEqual(rows[i - 1].next_draw_at);
      for (const row of rows) {
        const onSale = row.start_at <= now && now < row.close_at;
        // Past its draw_at, the RNG drew it (RESULT_MODE=auto, no beacon configured).
        const status = onSale ? 'open' : row.draw_at <= now ? 'resulted' : 'closed';
        expect({ id: row.round_id, status: row.status }).toEqual({ id: row.round_id, status });
        if (status === 'resulted') {
          expect(row).toMatchObject({ result_source: 'rng', beacon_status: 'none', beacon_round: null });
          expect(createHash('sha256').update(Buffer.from(row.seed, 'hex')).digest('hex')).toBe(row.commitment);
        }
        if (!onSale) expect(row.ticket_root).not.toBeNull();
        // Opened after the downtime began and after its close: a missed round, recorded with no tickets.
        if (row.opened_at > downAt && row.opened_at >= row.close_at) expect([row.ticket_count, row.sales_paise]).toEqual([0, '0']);
      }
      const last = rows[rows.length - 1];
      expect(last.round_id).toBe(currentRound(period, now).roundId);
    }
    // Monday 18:00 and 21:00, Tuesday to Thursday five a day, Friday 09:00: each recorded as missed.
    const missed = roundsStartingBetween('3h', downAt, now).filter((r) => Date.parse(r.closeAt) <= now.getTime());
    expect(missed).toHaveLength(18);
    expect((await rounds('3h')).filter((r) => r.opened_at >= r.close_at).map((r) => r.round_id)).toEqual(missed.map((r) => r.roundId));
    expect(await a.queries.execute(new GetOpenRound('3h'))).toMatchObject({ roundId: currentRound('3h', now).roundId });
    expect((await roundEvents()).filter((r) => r.n !== 1)).toEqual([]);
    expect(await b.scheduler.tick()).toEqual({ opened: [], closed: [], drawn: [], failed: [] });
  });
});
