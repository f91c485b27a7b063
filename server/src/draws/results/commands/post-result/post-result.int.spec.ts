import { rebuildInlineProjections } from '../../../../shared/event-store/projections/rebuild-inline-projections.js';
import { createTestDatabase, type TestDatabase } from '../../../../shared/testing/test-database.js';
import { CloseRound } from '../../../rounds/commands/close-round/close-round.command.js';
import { OpenRound } from '../../../rounds/commands/open-round/open-round.command.js';
import { currentRound } from '../../../rounds/round-calendar.js';
import { roundEventId, roundStreamId } from '../../../rounds/round.js';
import { startRoundsInstance, type RoundsInstance } from '../../../rounds/testing/rounds-test-instances.js';
import { buyTestTickets } from '../../testing/buy-test-tickets.js';
import { PostResult } from './post-result.command.js';

const meta = { actor: 'admin:a-1', correlationId: 'post-result-int' };
const AT = new Date('2026-01-05T04:30:00.000Z'); // Monday 10:00 IST
const r3h = currentRound('3h', AT);
const r6h = currentRound('6h', AT);
const r12h = currentRound('12h', AT); // Sunday 23:00 IST: closes Monday 10:30
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

/** PostResult on PostgreSQL, through the CommandBus of whole server instances. */
describe('PostResult (RESULT_MODE=auto)', () => {
  let db: TestDatabase;
  let a: RoundsInstance;
  let b: RoundsInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startRoundsInstance(db.url, AT);
    b = await startRoundsInstance(db.url, AT);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const setClocks = (at: Date) => [a, b].forEach((i) => i.clock.set(at));
  const row = async (roundId: string) => (await a.pool.query('SELECT * FROM rounds WHERE round_id = $1', [roundId])).rows[0];
  const resultEvents = async (roundId: string) =>
    (await a.pool.query(`SELECT type, data FROM events WHERE stream_id = $1 AND type IN ('ResultPosted', 'ResultDrawn')`, [roundStreamId(roundId)])).rows;
  const post = (i: RoundsInstance, period: '3h' | '6h' | '12h', numbers = [9, 1, 75, 33, 2], adminId = 'a-1') =>
    i.commands.execute(new PostResult(period, numbers, null, adminId, meta));

  it('with no round of the period past its sales: 409, nothing written', async () => {
    await expect(post(a, '3h')).rejects.toMatchObject({ kind: 'conflict', message: 'No draw of this period is awaiting its result' });
    await a.commands.execute(new OpenRound('3h', r3h.startAt, meta));
    await expect(post(a, '3h')).rejects.toMatchObject({ kind: 'conflict', message: 'No draw of this period is awaiting its result' });
    expect(await resultEvents(r3h.roundId)).toEqual([]);
  });

  it('posts the result of the closed round: ResultPosted with the admin, shown from draw_at', async () => {
    setClocks(new Date(r3h.closeAt));
    await a.commands.execute(new CloseRound(r3h.roundId, meta));
    const postedAt = plus(r3h.closeAt, 60_000);
    setClocks(postedAt);
    const loaded = await post(a, '3h');
    expect(loaded.state).toMatchObject({ status: 'resulted', result: { source: 'manual', numbers: [9, 1, 75, 33, 2], letter: null, adminId: 'a-1' } });
    const { rows: events } = await a.pool.query('SELECT event_id AS id, data, metadata FROM events WHERE stream_id = $1 AND type = $2', [roundStreamId(r3h.roundId), 'ResultPosted']);
    expect(events).toEqual([
      expect.objectContaining({ id: roundEventId(r3h.roundId, 'ResultPosted'), data: { roundId: r3h.roundId, numbers: [9, 1, 75, 33, 2], letter: null, adminId: 'a-1' } }),
    ]);
    expect(events[0].metadata).toMatchObject({ actor: 'admin:a-1', occurredAt: postedAt.toISOString() });
    expect(await row(r3h.roundId)).toMatchObject({
      status: 'resulted', result_source: 'manual', result_num_1: 9, result_num_2: 1, result_num_3: 75, result_num_4: 33, result_num_5: 2,
      result_letter: null, result_admin_id: 'a-1', result_recorded_at: postedAt, result_at: new Date(r3h.drawAt),
      seed: null, beacon_randomness: null, beacon_signature: null, beacon_status: null, settlement: null, settled_at: null, version: 4,
    });
  });

  it('a second post: 409 already posted, the first result stands', async () => {
    await expect(post(b, '3h', [1, 2, 3, 4, 5], 'a-2')).rejects.toMatchObject({ kind: 'conflict', message: 'The result of this draw has already been posted' });
    expect((await resultEvents(r3h.roundId)).map((e) => e.data.numbers)).toEqual([[9, 1, 75, 33, 2]]);
  });

  it('refuses numbers that are not a result of the period (400), writing nothing', async () => {
    await a.commands.execute(new OpenRound('6h', r6h.startAt, meta));
    setClocks(new Date(r6h.closeAt));
    await a.commands.execute(new CloseRound(r6h.roundId, meta));
    for (const numbers of [[1, 2, 3, 4], [1, 2, 3, 4, 76], [1, 2, 3, 4, 4], [0, 1, 2, 3, 4]]) {
      await expect(post(a, '6h', numbers)).rejects.toMatchObject({ code: 'DRAWS.INVALID_RESULT', kind: 'invalid' });
    }
    await expect(a.commands.execute(new PostResult('6h', [1, 2, 3, 4, 5], 'A', 'a-1', meta))).rejects.toMatchObject({ code: 'DRAWS.INVALID_RESULT' });
    expect(await resultEvents(r6h.roundId)).toEqual([]);
  });

  it('two admins posting at once from two instances: one result, the other 409', async () => {
    const outcomes = await Promise.allSettled([post(a, '6h', [10, 20, 30, 40, 50], 'a-1'), post(b, '6h', [11, 21, 31, 41, 51], 'a-2')]);
    const fulfilled = outcomes.filter((o) => o.status === 'fulfilled');
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected.map((r) => r.reason.message)).toEqual(['The result of this draw has already been posted']);
    const events = await resultEvents(r6h.roundId);
    expect(events).toHaveLength(1);
    const winner = (fulfilled[0] as PromiseFulfilledResult<{ state: { result: { adminId: string } } }>).value.state.result.adminId;
    expect(events[0].data.adminId).toBe(winner);
    expect((await row(r6h.roundId)).result_admin_id).toBe(winner);
  });

  it('from draw_at on in auto mode: 409 time passed, nothing written; the scheduler draws it', async () => {
    // The 12h round of Sunday 23:00 IST closed at 10:30 IST.
    setClocks(new Date(r12h.closeAt));
    await a.commands.execute(new OpenRound('12h', r12h.startAt, meta));
    expect((await row(r12h.roundId)).status).toBe('closed');
    setClocks(plus(r12h.drawAt, -1));
    await expect(post(a, '12h', [1, 2, 3, 4, 60])).resolves.toMatchObject({ state: { status: 'resulted' } });
    // The next 12h round: opened, closed, and past its draw time.
    const next = currentRound('12h', new Date(r12h.nextDrawAt));
    setClocks(new Date(next.drawAt));
    await a.commands.execute(new OpenRound('12h', next.startAt, meta));
    await expect(post(a, '12h', [1, 2, 3, 4, 5])).rejects.toMatchObject({ kind: 'conflict', message: 'The result time of this draw has passed; the server has drawn it' });
    expect(await resultEvents(next.roundId)).toEqual([]);
    const report = await a.scheduler.tick();
    expect(report.drawn).toContain(next.roundId);
    expect((await resultEvents(next.roundId)).map((e) => e.type)).toEqual(['ResultDrawn']);
  });

  it('rebuilding rounds gives back identical rows', async () => {
    const tables = async () => (await a.pool.query('SELECT * FROM rounds ORDER BY round_id')).rows;
    const live = await tables();
    expect(live.map((r) => r.status)).toEqual(expect.arrayContaining(['resulted', 'open']));
    await rebuildInlineProjections(a.pool, ['rounds']);
    expect(await tables()).toEqual(live);
  });
});

describe('PostResult (RESULT_MODE=manual)', () => {
  let db: TestDatabase;
  let m: RoundsInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    m = await startRoundsInstance(db.url, new Date(r3h.startAt), { RESULT_MODE: 'manual' });
  });
  afterAll(async () => {
    await m?.close();
    await db?.drop();
  });

  it('the scheduler never draws; a result after draw_at is accepted and published at once', async () => {
    await m.commands.execute(new OpenRound('3h', r3h.startAt, meta));
    // Hours past the draw time: the round waited for the admin.
    m.clock.set(plus(r3h.drawAt, 3 * 3600_000));
    const report = await m.scheduler.tick();
    expect(report.closed).toContain(r3h.roundId);
    expect(report.drawn).toEqual([]);
    // A ticket-less round past its draw_at is settled without a result in manual mode: not the one an admin posts for.
    await expect(m.commands.execute(new PostResult('3h', [1, 2, 3, 4, 5], null, 'a-9', meta))).rejects.toMatchObject({
      message: 'No draw of this period is awaiting its result',
    });
  });

  it('posts for a round with tickets past its draw_at, result_at = when it was posted', async () => {
    const round = currentRound('6h', new Date(r3h.startAt));
    m.clock.set(new Date(round.startAt));
    await m.commands.execute(new OpenRound('6h', round.startAt, meta));
    await buyTestTickets(m, '6h', [{ numbers: [75, 1, 2, 3, 4] }]);
    const postedAt = plus(round.drawAt, 600_000);
    m.clock.set(postedAt);
    const report = await m.scheduler.tick();
    expect(report.closed).toContain(round.roundId);
    expect(report.drawn).toEqual([]);
    await m.commands.execute(new PostResult('6h', [75, 74, 73, 72, 71], null, 'a-9', meta));
    const { rows } = await m.pool.query('SELECT * FROM rounds WHERE round_id = $1', [round.roundId]);
    expect(rows[0]).toMatchObject({
      status: 'resulted', ticket_count: 1, result_source: 'manual', result_admin_id: 'a-9', result_recorded_at: postedAt, result_at: postedAt,
    });
  });
});
