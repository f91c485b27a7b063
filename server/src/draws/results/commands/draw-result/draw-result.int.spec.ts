import { createHash } from 'node:crypto';
import { rebuildInlineProjections } from '../../../../shared/event-store/projections/rebuild-inline-projections.js';
import { createTestDatabase, type TestDatabase } from '../../../../shared/testing/test-database.js';
import { CloseRound } from '../../../rounds/commands/close-round/close-round.command.js';
import { OpenRound } from '../../../rounds/commands/open-round/open-round.command.js';
import { currentRound } from '../../../rounds/round-calendar.js';
import { roundStreamId } from '../../../rounds/round.js';
import { RoundCommandRunner } from '../../../rounds/round-command-runner.js';
import type { RoundSettlement } from '../../../rounds/round-settlement.js';
import { startRoundsInstance, type RoundsInstance } from '../../../rounds/testing/rounds-test-instances.js';
import { committedBeaconRound } from '../../beacon/drand-chain.js';
import { verifyBeacon } from '../../beacon/drand-verify.js';
import { LocalDrandChain, LocalDrandRelay } from '../../beacon/testing/local-drand.js';
import { drawResultNumbers } from '../../result-rng.js';
import { buyTestTickets } from '../../testing/buy-test-tickets.js';
import { DrawResult } from './draw-result.command.js';

const meta = { actor: 'system:test', correlationId: 'draw-result-int' };
const AT = new Date('2026-01-05T04:30:00.000Z'); // Monday 10:00 IST
const r3h = currentRound('3h', AT);
const r6h = currentRound('6h', AT);
const r24h = currentRound('24h', new Date('2026-01-05T09:00:00.000Z'));
const DAY_MS = 24 * 3600_000;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/**
 * DrawResult on PostgreSQL with a drand relay of our own (rounds signed by a locally
 * generated key, verified by the production code), in two server instances.
 */
describe('DrawResult with a drand beacon', () => {
  const chain = new LocalDrandChain({ genesisTime: 1_767_000_000, period: 3 });
  const relay = new LocalDrandRelay(chain);
  let db: TestDatabase;
  let a: RoundsInstance;
  let b: RoundsInstance;

  beforeAll(async () => {
    const url = await relay.start();
    const env = {
      DRAND_URL: url,
      DRAND_CHAIN_INFO: JSON.stringify({
        public_key: chain.info.publicKey, period: chain.info.period, genesis_time: chain.info.genesisTime, hash: chain.info.hash, schemeID: chain.info.schemeID,
      }),
    };
    db = await createTestDatabase();
    a = await startRoundsInstance(db.url, AT, env);
    b = await startRoundsInstance(db.url, AT, env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
    await relay.stop();
  });
  beforeEach(() => {
    relay.answer = (round, c) => ({ status: 200, body: c.beacon(round) });
  });

  const setClocks = (at: Date) => [a, b].forEach((i) => i.clock.set(at));
  const row = async (roundId: string) => (await a.pool.query('SELECT * FROM rounds WHERE round_id = $1', [roundId])).rows[0];
  const drawnEvents = async (roundId: string) =>
    (await a.pool.query(`SELECT data, metadata FROM events WHERE stream_id = $1 AND type = 'ResultDrawn'`, [roundStreamId(roundId)])).rows;
  const draw = (i: RoundsInstance, roundId: string) => i.commands.execute(new DrawResult(roundId, meta));

  it('commits each round at open to the first beacon round 60 s after its close, of the configured chain', async () => {
    await a.commands.execute(new OpenRound('3h', r3h.startAt, meta));
    await a.commands.execute(new OpenRound('6h', r6h.startAt, meta));
    for (const round of [r3h, r6h]) {
      expect(await row(round.roundId)).toMatchObject({ beacon_round: String(committedBeaconRound(chain.info, round.closeAt)), beacon_chain: chain.info.hash });
    }
    const { rows } = await a.pool.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'RoundOpened'`, [roundStreamId(r3h.roundId)]);
    expect(rows[0].data).toMatchObject({ beaconRound: committedBeaconRound(chain.info, r3h.closeAt), beaconChain: chain.info.hash });
  });

  it('before draw_at: refused, nothing read or written; at draw_at without the beacon round yet: waits', async () => {
    await buyTestTickets(a, '3h', [{ numbers: [1, 2, 3, 4, 5] }, { numbers: [75, 74, 73, 72, 71] }, { numbers: [10, 20, 30, 40, 50] }]);
    setClocks(new Date(r3h.closeAt));
    await a.commands.execute(new CloseRound(r3h.roundId, meta));
    setClocks(plus(r3h.drawAt, -1));
    await expect(draw(a, r3h.roundId)).rejects.toMatchObject({ code: 'DRAWS.RESULT_NOT_DUE', kind: 'conflict' });

    setClocks(new Date(r3h.drawAt));
    relay.answer = () => ({ status: 404, body: { error: 'not yet' } });
    expect((await draw(a, r3h.roundId)).state.status).toBe('closed');
    // A relay answering a forged round is no better: still waiting.
    relay.answer = (round) => ({ status: 200, body: { ...chain.beacon(round), signature: chain.beacon(round + 1).signature } });
    expect((await draw(a, r3h.roundId)).state.status).toBe('closed');
    expect(await drawnEvents(r3h.roundId)).toEqual([]);
    expect((await row(r3h.roundId)).seed).toBeNull();
  });

  it('draws with the verified beacon: the result recomputed from the revealed seed, beacon and root is the stored one', async () => {
    const drawnAt = plus(r3h.drawAt, 10_000);
    setClocks(drawnAt);
    // The tries just before failed, so this instance's next try of the round waits a few seconds.
    let loaded = await draw(a, r3h.roundId);
    for (const started = performance.now(); loaded.state.status !== 'resulted' && performance.now() - started < 15_000; ) {
      await new Promise((r) => setTimeout(r, 250));
      loaded = await draw(a, r3h.roundId);
    }
    expect(loaded.state.status).toBe('resulted');
    const [event] = await drawnEvents(r3h.roundId);
    const r = await row(r3h.roundId);
    const beaconRound = committedBeaconRound(chain.info, r3h.closeAt);

    // What anyone can check from what is published: the seed is the committed one...
    expect(sha256(event.data.seed)).toBe(r.commitment);
    // ...the beacon is the committed round, signed by the chain's key...
    expect(verifyBeacon(chain.info, beaconRound, { round: beaconRound, signature: event.data.beacon.signature, randomness: event.data.beacon.randomness })).toEqual(event.data.beacon);
    // ...and the numbers follow from seed, beacon and the frozen set's root.
    const recomputed = drawResultNumbers({ seed: event.data.seed, beaconRandomness: event.data.beacon.randomness, ticketRoot: r.ticket_root, roundId: r3h.roundId, period: '3h' });
    expect(event.data).toEqual({
      roundId: r3h.roundId, ...recomputed, rngVersion: 1, seed: event.data.seed,
      beacon: { chain: chain.info.hash, ...chain.beacon(beaconRound) }, beaconStatus: 'verified',
    });
    expect(r.ticket_count).toBe(3);
    // The seed is the one round_secrets kept.
    const { rows: secrets } = await a.pool.query('SELECT seed FROM round_secrets WHERE round_id = $1', [r3h.roundId]);
    expect(secrets[0].seed.toString('hex')).toBe(event.data.seed);
    expect(r).toMatchObject({
      status: 'resulted', result_source: 'rng', result_num_1: recomputed.numbers[0], result_num_2: recomputed.numbers[1], result_num_3: recomputed.numbers[2],
      result_num_4: recomputed.numbers[3], result_num_5: recomputed.numbers[4], result_letter: null, result_admin_id: null,
      result_recorded_at: drawnAt, result_at: drawnAt, seed: event.data.seed, beacon_randomness: event.data.beacon.randomness,
      beacon_signature: event.data.beacon.signature, beacon_status: 'verified', beacon_round: String(beaconRound), version: 4,
    });
    // Drawn once: again decides nothing.
    expect((await draw(b, r3h.roundId)).version).toBe(4);
    expect(await drawnEvents(r3h.roundId)).toHaveLength(1);
  });

  it('two instances drawing at once (commands and scheduler ticks): one ResultDrawn', async () => {
    setClocks(new Date(r6h.closeAt));
    await a.commands.execute(new CloseRound(r6h.roundId, meta));
    setClocks(new Date(r6h.drawAt));
    const outcomes = await Promise.allSettled([draw(a, r6h.roundId), draw(b, r6h.roundId), a.scheduler.tick(), b.scheduler.tick()]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(await drawnEvents(r6h.roundId)).toHaveLength(1);
    expect((await row(r6h.roundId)).beacon_status).toBe('verified');
  });

  it('with the beacon round withheld: waits past draw_at, a day, a week, never drawing without it; once the relay answers, drawn with it', async () => {
    setClocks(new Date(r24h.startAt));
    await a.commands.execute(new OpenRound('24h', r24h.startAt, meta));
    setClocks(new Date(r24h.closeAt));
    await a.commands.execute(new CloseRound(r24h.roundId, meta));
    relay.answer = () => ({ status: 500, body: 'down' });
    for (const at of [new Date(r24h.drawAt), plus(r24h.drawAt, 300_000), plus(r24h.drawAt, DAY_MS), plus(r24h.drawAt, 7 * DAY_MS)]) {
      setClocks(at);
      expect((await a.scheduler.tick()).drawn).not.toContain(r24h.roundId);
      expect(await row(r24h.roundId)).toMatchObject({ status: 'closed', seed: null, result_source: null });
    }
    expect(await drawnEvents(r24h.roundId)).toEqual([]);
    // A forged answer is no better than none.
    relay.answer = (round) => ({ status: 200, body: { ...chain.beacon(round), signature: chain.beacon(round + 1).signature } });
    expect((await b.scheduler.tick()).drawn).not.toContain(r24h.roundId);

    relay.answer = (round, c) => ({ status: 200, body: c.beacon(round) });
    const drawnAt = plus(r24h.drawAt, 7 * DAY_MS + 1000);
    setClocks(drawnAt);
    // Tries of a round not obtained back off (a few seconds here): the draw comes at the next try.
    let drawn: string[] = [];
    for (const started = performance.now(); !drawn.includes(r24h.roundId) && performance.now() - started < 15_000; ) {
      drawn = (await a.scheduler.tick()).drawn;
      if (!drawn.includes(r24h.roundId)) await new Promise((r) => setTimeout(r, 250));
    }
    expect(drawn).toContain(r24h.roundId);
    const [event] = await drawnEvents(r24h.roundId);
    const r = await row(r24h.roundId);
    const beaconRound = committedBeaconRound(chain.info, r24h.closeAt);
    expect(event.data).toEqual({
      roundId: r24h.roundId, rngVersion: 1, seed: event.data.seed, beacon: { chain: chain.info.hash, ...chain.beacon(beaconRound) }, beaconStatus: 'verified',
      ...drawResultNumbers({ seed: event.data.seed, beaconRandomness: chain.beacon(beaconRound).randomness, ticketRoot: r.ticket_root, roundId: r24h.roundId, period: '24h' }),
    });
    expect(r).toMatchObject({ beacon_status: 'verified', result_at: drawnAt, beacon_round: String(beaconRound) });
  });

  it('records a settlement through the round stream, and rebuilding rounds gives back identical rows', async () => {
    const runner = a.app.get(RoundCommandRunner, { strict: false });
    const settlement: RoundSettlement = {
      roundId: r3h.roundId, period: '3h', resultSource: 'rng', ticketCount: 3, salesPaise: 30_000, tables: {}, pots: [],
      fixedPrizesPaise: 0, potPrizesPaise: 0, prizesPaise: 0, winners: 0, winningTickets: 0, houseSharePaise: 30_000,
    };
    const settledAt = a.clock.now();
    await runner.run(r3h.roundId, { type: 'RecordSettlement', data: { roundId: r3h.roundId, settlement, now: settledAt.toISOString() } }, meta);
    expect(await row(r3h.roundId)).toMatchObject({ status: 'settled', settlement, settled_at: settledAt, version: 5, result_source: 'rng' });

    const tables = async () => (await a.pool.query('SELECT * FROM rounds ORDER BY round_id')).rows;
    const live = await tables();
    expect(new Set(live.map((r) => r.status))).toEqual(new Set(['open', 'resulted', 'settled']));
    await rebuildInlineProjections(a.pool, ['rounds']);
    expect(await tables()).toEqual(live);
  });
});
