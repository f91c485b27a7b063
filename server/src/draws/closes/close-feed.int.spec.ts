import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../shared/testing/test-database.js';
import { CreditAdjustment } from '../../wallet/commands/credit-adjustment/credit-adjustment.command.js';
import { OpenWallet } from '../../wallet/commands/open-wallet/open-wallet.command.js';
import { PayForTicket } from '../../wallet/commands/pay-for-ticket/pay-for-ticket.command.js';
import { createWalletTestApp, type WalletTestApp } from '../../wallet/testing/wallet-test-app.js';
import { CloseRound } from '../rounds/commands/close-round/close-round.command.js';
import { GetOpenRound } from '../rounds/queries/get-open-round/get-open-round.query.js';
import { RoundCommandRunner } from '../rounds/round-command-runner.js';
import { startRoundsInstance, type RoundsInstance } from '../rounds/testing/rounds-test-instances.js';
import { FrozenTicketSet } from '../rounds/ticket-set/frozen-ticket-set.js';
import { closeEntryHash, FIRST_PREV_HASH } from './close-entry-hash.js';
import { RecordClose } from './commands/record-close/record-close.command.js';
import { GetCloseEntry } from './queries/get-close-entry/get-close-entry.query.js';
import { UnrecordedCloses } from './unrecorded-closes.js';

const ist = (local: string) => new Date(`${local}+05:30`);
const meta = { actor: 'system:test', correlationId: 'close-feed-int' };

/**
 * The feed of closes on a real database, driven as the server drives it: the scheduler's
 * ticks on two instances, CloseRound's hook, and closes cut short between RoundClosed and
 * the feed entry (the round stream written as CloseRound writes it, the hook never run).
 */
describe('the feed of closes', () => {
  let db: TestDatabase;
  let a: RoundsInstance;
  let b: RoundsInstance;
  let buyers: WalletTestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Monday 5 January 2026, 10:00 IST.
    a = await startRoundsInstance(db.url, ist('2026-01-05T10:00'));
    b = await startRoundsInstance(db.url, ist('2026-01-05T10:00'));
    buyers = await createWalletTestApp(db.url);
  });
  afterAll(async () => {
    await buyers?.close();
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const setClocks = (at: Date) => [a, b].forEach((i) => i.clock.set(at));
  const feed = async () =>
    (await a.pool.query(`SELECT stream_version AS version, data FROM events WHERE stream_id = 'draw-closes' ORDER BY stream_version`)).rows;
  const ROUND_CLOSES = `SELECT c.data, c.metadata->>'occurredAt' AS at, o.data->>'period' AS period
    FROM events c JOIN events o ON o.stream_id = c.stream_id AND o.type = 'RoundOpened'
    WHERE starts_with(c.stream_id, 'round-') AND c.type = 'RoundClosed'`;
  const roundCloses = async () => (await a.pool.query(ROUND_CLOSES)).rows;
  /** RoundClosed stored, no feed entry: a close whose process died between its two appends. */
  const closeCutShort = async (i: RoundsInstance, roundId: string) => {
    const rounds = i.app.get(RoundCommandRunner);
    await rounds.run(roundId, { type: 'CloseSales', data: { roundId, now: i.clock.now().toISOString() } }, meta);
    await rounds.run(roundId, { type: 'RecordTicketSet', data: await i.app.get(FrozenTicketSet).freeze(roundId) }, meta);
  };

  /** One chain (seq = version, prev_hash, each hash recomputed), and exactly the stored RoundCloseds, each once. */
  async function expectFeedOfEveryClose(): Promise<string[]> {
    const entries = await feed();
    let prev = FIRST_PREV_HASH;
    entries.forEach(({ version, data }, i) => {
      const { hash, ...content } = data;
      expect({ version, seq: data.seq, prevHash: data.prevHash, hash }).toEqual({ version: i + 1, seq: i + 1, prevHash: prev, hash: closeEntryHash(content) });
      prev = hash;
    });
    const closes = await roundCloses();
    expect(entries.map((e) => e.data.roundId).sort()).toEqual(closes.map((c) => c.data.roundId).sort());
    for (const c of closes) {
      const entry = entries.find((e) => e.data.roundId === c.data.roundId)!.data;
      const { roundId, ticketCount, salesPaise, ticketRoot } = c.data;
      expect(entry).toMatchObject({ roundId, period: c.period, ticketCount, salesPaise, ticketRoot, closedAt: c.at });
    }
    return entries.map((e) => e.data.roundId);
  }

  it('records each close as the scheduler makes it: count, sales, root and time of its RoundClosed, chained', async () => {
    await a.scheduler.tick();
    const forSale = (await a.queries.execute(new GetOpenRound('3h')))!;
    const player = randomUUID();
    buyers.clock.set(ist('2026-01-05T10:05'));
    await buyers.commands.execute(new OpenWallet(player, meta));
    await buyers.commands.execute(new CreditAdjustment(player, { adjustmentId: randomUUID(), amountPaise: 1_000_000 }, meta));
    for (const numbers of [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]) {
      await buyers.commands.execute(new PayForTicket(player, { ticketId: randomUUID(), numbers, letter: null }, forSale, meta));
    }

    setClocks(new Date(ist('2026-01-05T10:30').getTime() + 7));
    expect((await a.scheduler.tick()).closed).toEqual(['12h-2026-01-04T17:30:00.000Z']);
    setClocks(new Date(ist('2026-01-05T11:30').getTime() + 13));
    expect((await b.scheduler.tick()).closed).toEqual([forSale.roundId]);

    expect(await expectFeedOfEveryClose()).toEqual(['12h-2026-01-04T17:30:00.000Z', forSale.roundId]);
    expect((await feed())[1].data).toMatchObject({ ticketCount: 2, salesPaise: 2 * forSale.pricePaise, closedAt: '2026-01-05T06:00:00.013Z' });
    // The per-round lookup a proof shows, from either instance.
    const [, second] = await feed();
    expect(await b.queries.execute(new GetCloseEntry(forSale.roundId))).toEqual({ seq: 2, hash: second.data.hash });
    expect(await a.queries.execute(new GetCloseEntry('3h-2026-01-05T06:30:00.000Z'))).toBeNull();
  });

  it('records on the next tick the closes cut short before their entry, oldest close first, before any newer close', async () => {
    setClocks(ist('2026-01-05T12:00'));
    await a.scheduler.tick();
    setClocks(new Date(ist('2026-01-05T13:30').getTime() + 21));
    await closeCutShort(a, '24h-2026-01-04T08:30:00.000Z');
    setClocks(new Date(ist('2026-01-05T14:30').getTime() + 3));
    await closeCutShort(b, '3h-2026-01-05T06:30:00.000Z');
    expect(await feed()).toHaveLength(2);
    expect(await a.queries.execute(new GetCloseEntry('24h-2026-01-04T08:30:00.000Z'))).toBeNull();

    setClocks(ist('2026-01-05T15:30'));
    const report = await b.scheduler.tick();
    expect(report.failed).toEqual([]);
    // The 6h round closed in this tick comes after both.
    expect(report.closed).toEqual(['6h-2026-01-05T04:30:00.000Z']);
    expect((await expectFeedOfEveryClose()).slice(2)).toEqual(['24h-2026-01-04T08:30:00.000Z', '3h-2026-01-05T06:30:00.000Z', '6h-2026-01-05T04:30:00.000Z']);
    expect(await a.queries.execute(new GetCloseEntry('24h-2026-01-04T08:30:00.000Z'))).toMatchObject({ seq: 3 });
  });

  it('records one entry per round when closes are retried and two instances close at once', async () => {
    setClocks(new Date(ist('2026-01-05T17:30').getTime() + 2));
    const due = '3h-2026-01-05T09:30:00.000Z';
    await Promise.all([
      a.scheduler.tick(),
      b.scheduler.tick(),
      ...Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).commands.execute(i % 3 ? new CloseRound(due, meta) : new RecordClose(due, meta)).catch(() => undefined)),
    ]);
    expect((await expectFeedOfEveryClose()).filter((id) => id === due)).toEqual([due]);
    expect(await feed()).toHaveLength(6);
  });

  it('after a downtime, two instances recording the missed rounds at once, in opposite orders, make one chain', async () => {
    setClocks(ist('2026-01-07T13:00'));
    expect((await a.scheduler.tick()).failed).toEqual([]);
    // Rounds recorded as missed store RoundClosed in their opening append: none is in the feed yet.
    const missing = await a.app.get(UnrecordedCloses).find();
    expect(missing.length).toBeGreaterThan(10);
    const asked = [...missing.map((id) => a.commands.execute(new RecordClose(id, meta))), ...[...missing].reverse().map((id) => b.commands.execute(new RecordClose(id, meta)))];
    expect((await Promise.allSettled(asked)).filter((r) => r.status === 'rejected')).toEqual([]);
    const ids = await expectFeedOfEveryClose();
    expect(new Set(ids).size).toBe(ids.length);
    // Nothing left for the next ticks.
    const [x, y] = await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    expect([...x.failed, ...y.failed]).toEqual([]);
    expect(await expectFeedOfEveryClose()).toEqual(ids);
  });
});
