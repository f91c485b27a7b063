import { createHash } from 'node:crypto';
import { decide, type RoundCommand } from '../rounds/round.decide.js';
import { currentRound } from '../rounds/round-calendar.js';
import { evolve, initialRoundState, type BeaconValue, type RoundEvent, type RoundState } from '../rounds/round.js';
import type { RoundSettlement } from '../rounds/round-settlement.js';
import type { RoundTimes } from '../rounds/round-calendar.js';
import { drawResultNumbers } from './result-rng.js';

const sha = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const SEED = 'e7'.repeat(32);
const COMMITMENT = sha(SEED);
const ROOT = 'b2'.repeat(32);
const CHAIN = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const SIGNATURE = 'a5'.repeat(48);
const BEACON: BeaconValue = { chain: CHAIN, round: 4_200_000, signature: SIGNATURE, randomness: sha(SIGNATURE) };

const weekly = currentRound('weekly', new Date('2026-01-07T04:30:00.000Z'));
const threeH = currentRound('3h', new Date('2026-01-05T04:30:00.000Z'));
const before = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();

const TABLES = { any: { multipliers: { fiveN: 10 }, jackpotPaise: 100_000_00, potShareBps: 1000 } };

function history(round: RoundTimes, { beacon = false, tickets = 3, source = 'manual' as 'manual' | 'rng' | null } = {}) {
  const { roundId } = round;
  const opened: RoundEvent = {
    type: 'RoundOpened',
    data: {
      ...round, pricePaise: 50_000, commitment: COMMITMENT, beaconRound: beacon ? BEACON.round : null, beaconChain: beacon ? CHAIN : null,
      ...(source === null ? {} : { resultSource: source, tables: TABLES }),
    },
  };
  const salesClosed: RoundEvent = { type: 'SalesClosed', data: { roundId } };
  const closed: RoundEvent = { type: 'RoundClosed', data: { roundId, ticketCount: tickets, salesPaise: tickets * 50_000, ticketRoot: ROOT } };
  const entered: RoundEvent = {
    type: 'ResultEntered', data: { roundId, numbers: [60, 1, 33, 2, 17], letter: 'Q', adminId: 'admin-1', entry: 1, enteredAt: round.closeAt },
  };
  const posted: RoundEvent = {
    type: 'ResultPosted',
    data: { roundId, numbers: [60, 1, 33, 2, 17], letter: 'Q', adminId: 'admin-1', approvedBy: 'admin-2', entry: 1, enteredAt: round.closeAt },
  };
  return { opened, salesClosed, closed, entered, posted };
}
const given = (...events: RoundEvent[]): RoundState => events.reduce(evolve, initialRoundState());

type EntryData = Extract<RoundCommand, { type: 'EnterResult' }>['data'];
const enter = (round: RoundTimes, now: string, over: Partial<EntryData> = {}): RoundCommand => ({
  type: 'EnterResult',
  data: { roundId: round.roundId, numbers: [60, 1, 33, 2, 17], letter: round.period === 'weekly' ? 'Q' : null, adminId: 'admin-1', now, ...over },
});
const approve = (round: RoundTimes, now: string, over: Partial<EntryData> = {}): RoundCommand => ({
  type: 'ApproveResult',
  data: { roundId: round.roundId, numbers: [60, 1, 33, 2, 17], letter: round.period === 'weekly' ? 'Q' : null, adminId: 'admin-2', now, ...over },
});
const draw = (round: RoundTimes, now: string, over: Partial<Extract<RoundCommand, { type: 'DrawResult' }>['data']['draw']> = {}): RoundCommand => ({
  type: 'DrawResult',
  data: { roundId: round.roundId, now, draw: { seed: SEED, beacon: null, beaconStatus: 'none', ...over } },
});
const settlement = (round: RoundTimes): RoundSettlement => ({
  roundId: round.roundId, period: round.period, resultSource: 'manual', ticketCount: 3, salesPaise: 150_000, tables: {}, pots: [],
  fixedPrizesPaise: 0, potPrizesPaise: 0, prizesPaise: 0, winners: 0, winningTickets: 0, houseSharePaise: 150_000,
});
const settle = (round: RoundTimes, now: string, over: Partial<RoundSettlement> = {}): RoundCommand => ({
  type: 'RecordSettlement', data: { roundId: round.roundId, settlement: { ...settlement(round), ...over }, now },
});
const code = (c: string) => expect.objectContaining({ code: c });

describe('EnterResult (a manual round: the maker)', () => {
  const { opened, salesClosed, closed, entered, posted } = history(weekly);
  const waiting = given(opened, salesClosed, closed);

  it('given a closed manual round, when an admin enters the numbers, then ResultEntered (entry 1, its time), and no result yet', () => {
    expect(decide(enter(weekly, weekly.closeAt), waiting)).toEqual([entered]);
    expect(given(opened, salesClosed, closed, entered)).toMatchObject({ status: 'closed', result: null, pendingEntry: { adminId: 'admin-1', entry: 1 } });
  });
  it('given an entry waiting, when the same admin sends it again (a retry), then nothing', () => {
    expect(decide(enter(weekly, weekly.drawAt), given(opened, salesClosed, closed, entered))).toEqual([]);
  });
  it('given an entry waiting, when other numbers or another admin enter, then entry 2 replaces it', () => {
    const [second] = decide(enter(weekly, weekly.drawAt, { numbers: [1, 2, 3, 4, 5] }), given(opened, salesClosed, closed, entered));
    expect(second).toMatchObject({ type: 'ResultEntered', data: { numbers: [1, 2, 3, 4, 5], entry: 2, enteredAt: weekly.drawAt } });
    expect(decide(enter(weekly, weekly.drawAt, { adminId: 'admin-3' }), given(opened, salesClosed, closed, entered))[0]).toMatchObject({ data: { entry: 2 } });
  });
  it('given a round past draw_at without a result, then still accepted: a manual round waits for its result', () => {
    expect(decide(enter(weekly, weekly.nextDrawAt), waiting)).toHaveLength(1);
  });
  it('given an RNG round, or one opened before sources were declared, then refused: no admin sets its result', () => {
    for (const source of ['rng', null] as const) {
      const h = history(weekly, { source });
      const state = given(h.opened, h.salesClosed, h.closed);
      expect(() => decide(enter(weekly, weekly.closeAt), state)).toThrow(code('DRAWS.RESULT_FROM_RNG'));
      expect(() => decide(enter(weekly, weekly.closeAt), state)).toThrow(`See its proof at /draws/${weekly.roundId}/proof`);
    }
  });
  it('given a result already published or settled, then refused', () => {
    const settled: RoundEvent = { type: 'RoundSettled', data: settlement(weekly) };
    for (const state of [given(opened, salesClosed, closed, entered, posted), given(opened, salesClosed, closed, entered, posted, settled)]) {
      expect(() => decide(enter(weekly, weekly.closeAt, { numbers: [1, 2, 3, 4, 5] }), state)).toThrow('The result of this draw has already been posted');
    }
  });
  it('given an open round, then refused: it is still on sale', () => {
    expect(() => decide(enter(weekly, weekly.startAt), given(opened))).toThrow(code('DRAWS.RESULT_ROUND_OPEN'));
    expect(() => decide(enter(weekly, weekly.startAt), given(opened))).toThrow('This draw is still on sale: its result can be entered after it closes');
  });
  it('given sales closed but the ticket set not yet recorded, then refused: try again in a moment', () => {
    expect(() => decide(enter(weekly, weekly.closeAt), given(opened, salesClosed))).toThrow(code('DRAWS.RESULT_ROUND_CLOSING'));
  });
  it('given no round, then refused', () => {
    expect(() => decide(enter(weekly, weekly.closeAt), given())).toThrow(code('DRAWS.ROUND_NOT_OPENED'));
  });
  it('when the numbers are not 5 distinct numbers in range, the letter wrong, or no admin, then refused as invalid', () => {
    const bad = [
      { numbers: [1, 2, 3, 4] }, { numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [1, 2, 3, 4, 61] }, { numbers: [0, 2, 3, 4, 5] },
      { numbers: [1, 2, 3, 4, 4] }, { numbers: [1, 2, 3, 4, 5.5] }, { numbers: [1, 2, 3, 4, '5'] as unknown as number[] }, { numbers: null as unknown as number[] },
      { letter: null }, { letter: 'a' }, { letter: 'AB' }, { adminId: '' },
    ];
    for (const over of bad) expect(() => decide(enter(weekly, weekly.closeAt, over), waiting)).toThrow(code('DRAWS.INVALID_RESULT'));
    const h = history(threeH);
    const state3h = given(h.opened, h.salesClosed, h.closed);
    expect(() => decide(enter(threeH, threeH.closeAt, { letter: 'A' }), state3h)).toThrow(code('DRAWS.INVALID_RESULT'));
    expect(() => decide(enter(threeH, threeH.closeAt, { numbers: [75, 1, 2, 3, 76] }), state3h)).toThrow(code('DRAWS.INVALID_RESULT'));
    expect(decide(enter(threeH, threeH.closeAt, { numbers: [75, 1, 2, 3, 74] }), state3h)).toHaveLength(1);
  });
});

describe('ApproveResult (a manual round: the checker)', () => {
  const { opened, salesClosed, closed, entered, posted } = history(weekly);
  const pending = given(opened, salesClosed, closed, entered);

  it('given an entry by one admin, when another approves the same numbers, then ResultPosted naming both, and the round is resulted', () => {
    expect(decide(approve(weekly, before(weekly.drawAt)), pending)).toEqual([posted]);
    expect(given(opened, salesClosed, closed, entered, posted)).toMatchObject({
      status: 'resulted', pendingEntry: null, result: { source: 'manual', numbers: [60, 1, 33, 2, 17], letter: 'Q', adminId: 'admin-1', approvedBy: 'admin-2' },
    });
  });
  it('given an entry, when the admin who entered it approves it, then refused (maker-checker)', () => {
    expect(() => decide(approve(weekly, weekly.closeAt, { adminId: 'admin-1' }), pending)).toThrow(code('DRAWS.OWN_RESULT_APPROVAL'));
    expect(() => decide(approve(weekly, weekly.closeAt, { adminId: 'admin-1' }), pending)).toThrow('The admin who entered a result cannot approve it: another admin must');
  });
  it('given an entry replaced meanwhile, when approved with the numbers seen before, then refused: review it again', () => {
    const [second] = decide(enter(weekly, weekly.closeAt, { numbers: [1, 2, 3, 4, 5], adminId: 'admin-3' }), pending);
    expect(() => decide(approve(weekly, weekly.closeAt), given(opened, salesClosed, closed, entered, second!))).toThrow(code('DRAWS.RESULT_ENTRY_CHANGED'));
    expect(() => decide(approve(weekly, weekly.closeAt, { letter: 'R' }), pending)).toThrow(code('DRAWS.RESULT_ENTRY_CHANGED'));
    expect(decide(approve(weekly, weekly.closeAt, { numbers: [1, 2, 3, 4, 5] }), given(opened, salesClosed, closed, entered, second!))[0]).toMatchObject({
      data: { numbers: [1, 2, 3, 4, 5], adminId: 'admin-3', approvedBy: 'admin-2', entry: 2 },
    });
  });
  it('given no entry, then refused; given the result published, then refused', () => {
    expect(() => decide(approve(weekly, weekly.closeAt), given(opened, salesClosed, closed))).toThrow(code('DRAWS.NO_RESULT_ENTERED'));
    expect(() => decide(approve(weekly, weekly.closeAt), given(opened, salesClosed, closed, entered, posted))).toThrow(code('DRAWS.RESULT_ALREADY_POSTED'));
  });
  it('given an RNG round, then refused', () => {
    const h = history(weekly, { source: 'rng' });
    expect(() => decide(approve(weekly, weekly.closeAt), given(h.opened, h.salesClosed, h.closed))).toThrow(code('DRAWS.RESULT_FROM_RNG'));
  });
  it('given a round past draw_at, then approved (the round waited for it)', () => {
    expect(decide(approve(weekly, weekly.nextDrawAt), pending)).toEqual([posted]);
  });
});

describe('DrawResult', () => {
  const plain = history(weekly, { source: 'rng' });
  const withBeacon = history(weekly, { beacon: true, source: 'rng' });
  const closedPlain = given(plain.opened, plain.salesClosed, plain.closed);
  const closedBeacon = given(withBeacon.opened, withBeacon.salesClosed, withBeacon.closed);

  it('given a closed round without beacon, at draw_at, then ResultDrawn from seed and root, revealing the seed', () => {
    const expected = drawResultNumbers({ seed: SEED, beaconRandomness: null, ticketRoot: ROOT, roundId: weekly.roundId, period: 'weekly' });
    expect(decide(draw(weekly, weekly.drawAt), closedPlain)).toEqual([
      { type: 'ResultDrawn', data: { roundId: weekly.roundId, ...expected, rngVersion: 1, seed: SEED, beacon: null, beaconStatus: 'none' } },
    ]);
  });
  it('given a committed beacon, when drawn with the verified beacon, then the numbers mix in its randomness', () => {
    const expected = drawResultNumbers({ seed: SEED, beaconRandomness: BEACON.randomness, ticketRoot: ROOT, roundId: weekly.roundId, period: 'weekly' });
    const [event] = decide(draw(weekly, weekly.drawAt, { beacon: BEACON, beaconStatus: 'verified' }), closedBeacon);
    expect(event).toEqual({ type: 'ResultDrawn', data: { roundId: weekly.roundId, ...expected, rngVersion: 1, seed: SEED, beacon: BEACON, beaconStatus: 'verified' } });
    expect(given(withBeacon.opened, withBeacon.salesClosed, withBeacon.closed, event)).toMatchObject({ status: 'resulted', result: { source: 'rng', ...expected, beaconStatus: 'verified' } });
  });
  it('given a committed beacon, when drawn however late without it, then refused: a draw never drops its beacon', () => {
    expect(() => decide(draw(weekly, weekly.nextDrawAt, { beaconStatus: 'late' }), closedBeacon)).toThrow(code('DRAWS.INVALID_RESULT'));
    expect(() => decide(draw(weekly, weekly.nextDrawAt, { beaconStatus: 'none' }), closedBeacon)).toThrow(code('DRAWS.INVALID_RESULT'));
  });
  it('given a round opened before sources were declared, then drawn as an RNG round', () => {
    const legacy = history(weekly, { source: null });
    expect(decide(draw(weekly, weekly.drawAt), given(legacy.opened, legacy.salesClosed, legacy.closed))[0]).toMatchObject({ type: 'ResultDrawn' });
  });
  it('given a manual round, then refused: the server never draws a witnessed draw', () => {
    const manual = history(weekly);
    expect(() => decide(draw(weekly, weekly.drawAt), given(manual.opened, manual.salesClosed, manual.closed))).toThrow(code('DRAWS.RESULT_FROM_WITNESSED_DRAW'));
  });
  it('given a result posted, drawn or settled, then nothing (idempotent)', () => {
    const drawn = decide(draw(weekly, weekly.drawAt), closedPlain)[0];
    expect(decide(draw(weekly, weekly.drawAt), given(plain.opened, plain.salesClosed, plain.closed, drawn))).toEqual([]);
    expect(decide(draw(weekly, weekly.drawAt), given(plain.opened, plain.salesClosed, plain.closed, drawn, { type: 'RoundSettled', data: settlement(weekly) }))).toEqual([]);
  });
  it('before draw_at, then refused', () => {
    expect(() => decide(draw(weekly, before(weekly.drawAt)), closedPlain)).toThrow(code('DRAWS.RESULT_NOT_DUE'));
  });
  it('given an open, closing or unknown round, then refused', () => {
    expect(() => decide(draw(weekly, weekly.drawAt), given(plain.opened))).toThrow(code('DRAWS.RESULT_ROUND_OPEN'));
    expect(() => decide(draw(weekly, weekly.drawAt), given(plain.opened, plain.salesClosed))).toThrow(code('DRAWS.RESULT_ROUND_CLOSING'));
    expect(() => decide(draw(weekly, weekly.drawAt), given())).toThrow(code('DRAWS.ROUND_NOT_OPENED'));
  });
  it('when the seed is not the committed one, then refused', () => {
    expect(() => decide(draw(weekly, weekly.drawAt, { seed: 'e8'.repeat(32) }), closedPlain)).toThrow('commitment');
    expect(() => decide(draw(weekly, weekly.drawAt, { seed: 'E7'.repeat(32) }), closedPlain)).toThrow(code('DRAWS.INVALID_RESULT'));
  });
  it('when the beacon is not the one declared at open, then refused', () => {
    const bad: [RoundState, Partial<Extract<RoundCommand, { type: 'DrawResult' }>['data']['draw']>][] = [
      [closedPlain, { beacon: BEACON, beaconStatus: 'verified' }],
      [closedPlain, { beaconStatus: 'late' }],
      [closedBeacon, { beaconStatus: 'none' }],
      [closedBeacon, { beaconStatus: 'verified' }],
      [closedBeacon, { beacon: BEACON, beaconStatus: 'late' }],
      [closedBeacon, { beacon: { ...BEACON, round: BEACON.round + 1 }, beaconStatus: 'verified' }],
      [closedBeacon, { beacon: { ...BEACON, chain: 'ab'.repeat(32) }, beaconStatus: 'verified' }],
      [closedBeacon, { beacon: { ...BEACON, randomness: 'cd'.repeat(32) }, beaconStatus: 'verified' }],
      [closedBeacon, { beacon: { ...BEACON, signature: 'zz' }, beaconStatus: 'verified' }],
    ];
    for (const [state, over] of bad) expect(() => decide(draw(weekly, weekly.drawAt, over), state)).toThrow(code('DRAWS.INVALID_RESULT'));
  });
});

describe('RecordSettlement', () => {
  const { opened, salesClosed, closed, entered, posted } = history(threeH);
  const resulted = given(opened, salesClosed, closed, entered, posted);
  const settled: RoundEvent = { type: 'RoundSettled', data: settlement(threeH) };

  it('given a published result, then RoundSettled with the settlement as given', () => {
    expect(decide(settle(threeH, threeH.drawAt), resulted)).toEqual([settled]);
    expect(given(opened, salesClosed, closed, entered, posted, settled)).toMatchObject({ status: 'settled', settlement: settlement(threeH) });
  });
  it('given a result posted before draw_at, when settled before draw_at, then refused: the result is not published yet', () => {
    expect(() => decide(settle(threeH, before(threeH.drawAt)), resulted)).toThrow(code('DRAWS.ROUND_NOT_RESULTED'));
  });
  it('given a closed manual round with no tickets and no result, from draw_at, then settled (nothing to wait for)', () => {
    const empty = history(threeH, { tickets: 0 });
    const state = given(empty.opened, empty.salesClosed, empty.closed);
    expect(decide(settle(threeH, threeH.drawAt, { resultSource: null }), state)).toEqual([{ type: 'RoundSettled', data: { ...settlement(threeH), resultSource: null } }]);
    expect(() => decide(settle(threeH, before(threeH.drawAt)), state)).toThrow(code('DRAWS.ROUND_NOT_RESULTED'));
  });
  it('given a closed RNG round with no tickets and no result, then refused: it is drawn like any other', () => {
    const empty = history(threeH, { tickets: 0, source: 'rng' });
    expect(() => decide(settle(threeH, threeH.nextDrawAt, { resultSource: null }), given(empty.opened, empty.salesClosed, empty.closed))).toThrow(code('DRAWS.ROUND_NOT_RESULTED'));
  });
  it('given a closed round with tickets and no result, an open or closing round, then refused', () => {
    for (const state of [given(opened, salesClosed, closed), given(opened), given(opened, salesClosed)]) {
      expect(() => decide(settle(threeH, threeH.nextDrawAt), state)).toThrow(code('DRAWS.ROUND_NOT_RESULTED'));
    }
    expect(() => decide(settle(threeH, threeH.drawAt), given())).toThrow(code('DRAWS.ROUND_NOT_OPENED'));
  });
  it('given a settled round, then nothing (a second worker, a retry)', () => {
    expect(decide(settle(threeH, threeH.nextDrawAt, { prizesPaise: 1 }), given(opened, salesClosed, closed, entered, posted, settled))).toEqual([]);
  });
  it('when the settlement is of another round or not an object, then refused', () => {
    expect(() => decide(settle(threeH, threeH.drawAt, { roundId: weekly.roundId }), resulted)).toThrow(code('DRAWS.INVALID_SETTLEMENT'));
    for (const bad of [null, [], 'settled']) {
      const command = { type: 'RecordSettlement', data: { roundId: threeH.roundId, settlement: bad, now: threeH.drawAt } } as unknown as RoundCommand;
      expect(() => decide(command, resulted)).toThrow(code('DRAWS.INVALID_SETTLEMENT'));
    }
  });
});
