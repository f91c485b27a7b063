import { createHash } from 'node:crypto';
import type { EventBus } from '@nestjs/cqrs';
import { FixedClock } from '../../../../shared/clock/clock.js';
import { InMemoryEventStore } from '../../../../shared/event-store/in-memory/in-memory-event-store.js';
import { currentRound } from '../../../rounds/round-calendar.js';
import { RoundCommandRunner } from '../../../rounds/round-command-runner.js';
import type { RoundSecrets } from '../../../rounds/round-secrets.js';
import type { BeaconValue } from '../../../rounds/round.js';
import { BeaconSource, NoBeaconSource, type VerifiedBeacon } from '../../beacon/beacon-source.js';
import type { DrandChainInfo } from '../../beacon/drand-chain.js';
import { DrawResult } from './draw-result.command.js';
import { DrawResultHandler } from './draw-result.handler.js';

const SEED = '5e'.repeat(32);
const round = currentRound('3h', new Date('2026-01-05T04:30:00.000Z'));
const meta = { actor: 'system:test', correlationId: 'draw-result-unit' };
const DAY_MS = 24 * 3600_000;
const TABLES = { sequence: { multipliers: { fiveN: 1 }, jackpotPaise: 1, potShareBps: 1000 }, any: { multipliers: { fiveN: 1 }, jackpotPaise: 1, potShareBps: 500 } };
const CHAIN: DrandChainInfo = { publicKey: 'aa'.repeat(96), period: 3, genesisTime: 1_767_000_000, hash: 'c1'.repeat(32), schemeID: 'bls-unchained-g1-rfc9380' };
const SIGNATURE = 'b4'.repeat(48);
const BEACON: BeaconValue = { chain: CHAIN.hash, round: 4242, signature: SIGNATURE, randomness: createHash('sha256').update(Buffer.from(SIGNATURE, 'hex')).digest('hex') };

/** A beacon source that answers what the test says, counting its fetches. */
class ScriptedBeacons extends BeaconSource {
  fetches = 0;
  constructor(
    readonly chain: DrandChainInfo | null,
    public answer: VerifiedBeacon | null = null,
  ) {
    super();
  }
  committedRound(): number | null {
    return this.chain ? BEACON.round : null;
  }
  async fetch(): Promise<VerifiedBeacon | null> {
    this.fetches++;
    return this.answer;
  }
}

/** The handler's rules (when to read the seed, when to wait) on an in-memory event store. */
async function setup(committed: { beaconRound: number; beaconChain: string } | null, beacons: BeaconSource, resultSource: 'rng' | 'manual' = 'rng') {
  const clock = new FixedClock(new Date(round.startAt));
  const runner = new RoundCommandRunner(new InMemoryEventStore(clock), clock, { publish: () => undefined } as unknown as EventBus);
  const commitment = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
  await runner.run(round.roundId, { type: 'OpenRound', data: { round, pricePaise: 10_000, commitment, now: round.startAt, resultSource, tables: TABLES, ...committed } }, meta);
  clock.set(new Date(round.closeAt));
  await runner.run(round.roundId, { type: 'CloseSales', data: { roundId: round.roundId, now: round.closeAt } }, meta);
  await runner.run(round.roundId, { type: 'RecordTicketSet', data: { roundId: round.roundId, ticketCount: 0, salesPaise: 0, ticketRoot: 'ee'.repeat(32) } }, meta);
  const seedReads: string[] = [];
  const secrets = { seedOf: async (id: string) => (seedReads.push(id), SEED) } as unknown as RoundSecrets;
  const handler = new DrawResultHandler(runner, secrets, beacons, clock);
  const at = (ms: number) => clock.set(new Date(Date.parse(round.drawAt) + ms));
  return { handler, at, seedReads, draw: () => handler.execute(new DrawResult(round.roundId, meta)) };
}

describe('DrawResultHandler', () => {
  it('before draw_at: refused without reading the seed or asking the beacon', async () => {
    const beacons = new ScriptedBeacons(CHAIN, BEACON);
    const { at, draw, seedReads } = await setup({ beaconRound: BEACON.round, beaconChain: CHAIN.hash }, beacons);
    at(-1);
    await expect(draw()).rejects.toMatchObject({ code: 'DRAWS.RESULT_NOT_DUE' });
    expect([seedReads, beacons.fetches]).toEqual([[], 0]);
  });

  it('a round that committed to no beacon: drawn at draw_at, marked none, nothing fetched', async () => {
    const beacons = new ScriptedBeacons(CHAIN, BEACON);
    const { at, draw } = await setup(null, beacons);
    at(0);
    expect((await draw()).state).toMatchObject({ status: 'resulted', result: { source: 'rng', beacon: null, beaconStatus: 'none', seed: SEED } });
    expect(beacons.fetches).toBe(0);
  });

  it('the committed beacon obtained: drawn with it, marked verified', async () => {
    const { at, draw } = await setup({ beaconRound: BEACON.round, beaconChain: CHAIN.hash }, new ScriptedBeacons(CHAIN, BEACON));
    at(0);
    expect((await draw()).state).toMatchObject({ status: 'resulted', result: { beacon: BEACON, beaconStatus: 'verified' } });
  });

  it('not obtained: waits, the seed unread, for as long as it takes (a day, a week); obtained, drawn with it, verified', async () => {
    const beacons = new ScriptedBeacons(CHAIN, null);
    const { at, draw, seedReads, handler } = await setup({ beaconRound: BEACON.round, beaconChain: CHAIN.hash }, beacons);
    for (const late of [0, 300_000, DAY_MS, 7 * DAY_MS]) {
      at(late);
      expect((await draw()).state).toMatchObject({ status: 'closed', result: null });
    }
    expect(seedReads).toEqual([]);
    expect(beacons.fetches).toBe(4);
    (handler as unknown as { beacons: ScriptedBeacons }).beacons.answer = BEACON;
    at(7 * DAY_MS + 1);
    expect((await draw()).state).toMatchObject({ status: 'resulted', result: { beacon: BEACON, beaconStatus: 'verified' } });
  });

  it('the beacon configuration changed or removed since the round opened: its round cannot be fetched, so it waits, never drawn without it', async () => {
    for (const beacons of [new ScriptedBeacons({ ...CHAIN, hash: 'd2'.repeat(32) }, BEACON), new NoBeaconSource()]) {
      const { at, draw, seedReads } = await setup({ beaconRound: BEACON.round, beaconChain: CHAIN.hash }, beacons);
      for (const late of [0, DAY_MS]) {
        at(late);
        expect((await draw()).state.status).toBe('closed');
      }
      expect(seedReads).toEqual([]);
      if (beacons instanceof ScriptedBeacons) expect(beacons.fetches).toBe(0);
    }
  });

  it('a manual round: refused, the seed unread: the server never draws a witnessed draw', async () => {
    const beacons = new ScriptedBeacons(CHAIN, BEACON);
    const { at, draw, seedReads } = await setup(null, beacons, 'manual');
    at(0);
    await expect(draw()).rejects.toMatchObject({ code: 'DRAWS.RESULT_FROM_WITNESSED_DRAW' });
    expect([seedReads, beacons.fetches]).toEqual([[], 0]);
  });

  it('a round already resulted: left as it is, the seed not read again', async () => {
    const { at, draw, seedReads } = await setup(null, new NoBeaconSource());
    at(0);
    const first = await draw();
    const again = await draw();
    expect(again.version).toBe(first.version);
    expect(seedReads).toHaveLength(1);
  });
});
