import { createHash } from 'node:crypto';
import { decide } from '../rounds/round.decide.js';
import { currentRound } from '../rounds/round-calendar.js';
import { evolve, initialRoundState, type RoundEvent, type RoundState } from '../rounds/round.js';
import { LocalDrandChain } from './beacon/testing/local-drand.js';
import { resultProblems } from './result-proof.js';

const SEED = '3c'.repeat(32);
const ROOT = '9a'.repeat(32);
const round = currentRound('weekly', new Date('2026-01-07T04:30:00.000Z'));
const chain = new LocalDrandChain();
const BEACON_ROUND = 777;

function drawnRound(withBeacon: boolean): { events: RoundEvent[]; state: RoundState } {
  const opened: RoundEvent = {
    type: 'RoundOpened',
    data: {
      ...round, pricePaise: 50_000, commitment: createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'),
      beaconRound: withBeacon ? BEACON_ROUND : null, beaconChain: withBeacon ? chain.info.hash : null,
    },
  };
  const events: RoundEvent[] = [opened, { type: 'SalesClosed', data: { roundId: round.roundId } }, { type: 'RoundClosed', data: { roundId: round.roundId, ticketCount: 2, salesPaise: 100_000, ticketRoot: ROOT } }];
  const closed = events.reduce(evolve, initialRoundState());
  const beacon = withBeacon ? { chain: chain.info.hash, ...chain.beacon(BEACON_ROUND) } : null;
  const drawn = decide({ type: 'DrawResult', data: { roundId: round.roundId, now: round.drawAt, draw: { seed: SEED, beacon, beaconStatus: withBeacon ? 'verified' : 'none' } } }, closed);
  return { events: [...events, ...drawn], state: [...events, ...drawn].reduce(evolve, initialRoundState()) };
}

/** Replays events with the last one's data changed, as a tampered log would hold them. */
function tampered(events: RoundEvent[], change: (data: Record<string, unknown>) => Record<string, unknown>): RoundState {
  const last = events.at(-1)!;
  return [...events.slice(0, -1), { ...last, data: change({ ...(last.data as unknown as Record<string, unknown>) }) } as RoundEvent].reduce(evolve, initialRoundState());
}

describe('resultProblems', () => {
  it('finds none in a drawn round (with and without beacon), a manual result, or a round with no result', () => {
    expect(resultProblems(drawnRound(true).state, chain.info)).toEqual([]);
    expect(resultProblems(drawnRound(false).state, chain.info)).toEqual([]);
    const { events } = drawnRound(false);
    const posted: RoundEvent = { type: 'ResultPosted', data: { roundId: round.roundId, numbers: [1, 2, 3, 4, 5], letter: 'Z', adminId: 'a' } };
    expect(resultProblems([...events.slice(0, 3), posted].reduce(evolve, initialRoundState()))).toEqual([]);
    expect(resultProblems(events.slice(0, 3).reduce(evolve, initialRoundState()))).toEqual([]);
  });

  it('finds a tampered seed, numbers, letter, beacon or status', () => {
    const { events } = drawnRound(true);
    const cases: [string, (d: Record<string, unknown>) => Record<string, unknown>][] = [
      ['commitment', (d) => ({ ...d, seed: '3d'.repeat(32) })],
      ['do not follow', (d) => ({ ...d, numbers: [...(d.numbers as number[])].reverse() })],
      ['do not follow', (d) => ({ ...d, letter: d.letter === 'A' ? 'B' : 'A' })],
      ['does not verify', (d) => ({ ...d, beacon: { ...(d.beacon as object), signature: chain.beacon(BEACON_ROUND + 1).signature } })],
      ['not the round committed', (d) => ({ ...d, beacon: { chain: chain.info.hash, ...chain.beacon(BEACON_ROUND + 1) } })],
      ['beacon status', (d) => ({ ...d, beacon: null, beaconStatus: 'none' })],
      ['not valid', (d) => ({ ...d, numbers: [1, 1, 2, 3, 4] })],
    ];
    for (const [expected, change] of cases) {
      const problems = resultProblems(tampered(events, change), chain.info);
      expect({ expected, problems }).toEqual({ expected, problems: expect.arrayContaining([expect.stringContaining(expected)]) });
    }
  });

  it('finds a result from another source than the round declared, and a witnessed result not approved by a second admin', () => {
    const { events } = drawnRound(false);
    const declare = (source: 'rng' | 'manual') => ({ ...events[0], data: { ...events[0].data, resultSource: source, tables: {} } }) as RoundEvent;
    const posted = (approvedBy?: string): RoundEvent => ({ type: 'ResultPosted', data: { roundId: round.roundId, numbers: [1, 2, 3, 4, 5], letter: 'Z', adminId: 'a', ...(approvedBy ? { approvedBy } : {}) } });
    const state = (...all: RoundEvent[]) => all.reduce(evolve, initialRoundState());
    expect(resultProblems(state(declare('manual'), ...events.slice(1, 3), posted('b')))).toEqual([]);
    expect(resultProblems(state(declare('rng'), ...events.slice(1, 3), posted('b')))).toEqual([expect.stringContaining('came from manual, but the round declared rng')]);
    expect(resultProblems(state(declare('manual'), ...events.slice(1)), chain.info)).toEqual([expect.stringContaining('came from rng, but the round declared manual')]);
    for (const approver of [undefined, 'a']) {
      expect(resultProblems(state(declare('manual'), ...events.slice(1, 3), posted(approver)))).toEqual([expect.stringContaining('not approved by a second admin')]);
    }
  });
});
