import { decide, type RoundCommand } from './round.decide.js';
import { currentRound } from './round-calendar.js';
import { evolve, initialRoundState, type RoundEvent, type RoundState } from './round.js';
import { EMPTY_TICKET_ROOT } from './ticket-set/ticket-root.js';

const round = currentRound('3h', new Date('2026-01-05T04:30:00.000Z'));
const COMMITMENT = 'a1'.repeat(32);
const ROOT = 'b2'.repeat(32);
const TABLES = {
  sequence: { multipliers: { fiveN: 1000 }, jackpotPaise: 1_00_000_00, potShareBps: 1000 },
  any: { multipliers: { fiveN: 100, fourN: 5 }, jackpotPaise: 10_000_00, potShareBps: 500 },
};
const opened: RoundEvent = {
  type: 'RoundOpened',
  data: { ...round, pricePaise: 10_000, commitment: COMMITMENT, beaconRound: null, beaconChain: null, resultSource: 'rng', tables: TABLES },
};
const CHAIN = '52'.repeat(32);
const salesClosed: RoundEvent = { type: 'SalesClosed', data: { roundId: round.roundId } };
const ticketSet = { roundId: round.roundId, ticketCount: 3, salesPaise: 30_000, ticketRoot: ROOT };
const closed: RoundEvent = { type: 'RoundClosed', data: ticketSet };

const open = (now: string, over: Partial<Extract<RoundCommand, { type: 'OpenRound' }>['data']> = {}): RoundCommand => ({
  type: 'OpenRound',
  data: { round, pricePaise: 10_000, commitment: COMMITMENT, now, resultSource: 'rng', tables: TABLES, ...over },
});
const closeSales = (now: string): RoundCommand => ({ type: 'CloseSales', data: { roundId: round.roundId, now } });
const record = (over: Partial<Extract<RoundCommand, { type: 'RecordTicketSet' }>['data']> = {}): RoundCommand => ({ type: 'RecordTicketSet', data: { ...ticketSet, ...over } });

/** given past events, when a command, then these events (or this error). */
const given = (...events: RoundEvent[]): RoundState => events.reduce(evolve, initialRoundState());

describe('the round decider', () => {
  describe('OpenRound', () => {
    it('given no round, when opened during its sales window, then RoundOpened with the price, commitment, result source and prize tables', () => {
      expect(decide(open(round.startAt), given())).toEqual([opened]);
      const [manual] = decide(open(round.startAt, { resultSource: 'manual' }), given());
      expect(given(manual!)).toMatchObject({ status: 'open', resultSource: 'manual', tables: TABLES });
    });
    it('when the result source is not rng or manual, or the tables are not the period\'s, then refused', () => {
      const bad = [
        open(round.startAt, { resultSource: 'auto' as never }),
        open(round.startAt, { resultSource: undefined as never }),
        open(round.startAt, { tables: { any: TABLES.any } }),
        open(round.startAt, { tables: { ...TABLES, extra: TABLES.any } as never }),
        open(round.startAt, { tables: { sequence: TABLES.sequence, any: { ...TABLES.any, potShareBps: 10_001 } } }),
        open(round.startAt, { tables: { sequence: TABLES.sequence, any: { ...TABLES.any, jackpotPaise: -1 } } }),
        open(round.startAt, { tables: null as never }),
      ];
      for (const command of bad) expect(() => decide(command, given())).toThrow(expect.objectContaining({ code: 'DRAWS.INVALID_ROUND' }));
    });
    it('given an opened round, when opened again (a retry, a second leader, another price), then nothing', () => {
      expect(decide(open(round.startAt, { pricePaise: 99_900 }), given(opened))).toEqual([]);
      expect(decide(open(round.closeAt), given(opened, salesClosed, closed))).toEqual([]);
    });
    it('given no round, when opened at or after its close (missed in a downtime), then opened, closed and frozen empty at once', () => {
      expect(decide(open(round.closeAt), given())).toEqual([
        opened,
        salesClosed,
        { type: 'RoundClosed', data: { roundId: round.roundId, ticketCount: 0, salesPaise: 0, ticketRoot: EMPTY_TICKET_ROOT } },
      ]);
    });
    it('given no round, when opened with a committed beacon round, then RoundOpened names the round and its chain', () => {
      expect(decide(open(round.startAt, { beaconRound: 4_200_000, beaconChain: CHAIN }), given())).toEqual([
        { type: 'RoundOpened', data: { ...round, pricePaise: 10_000, commitment: COMMITMENT, beaconRound: 4_200_000, beaconChain: CHAIN, resultSource: 'rng', tables: TABLES } },
      ]);
    });
    it('when the beacon round lacks its chain (or the reverse), is not a round or the chain not a hash, then refused', () => {
      const bad = [
        open(round.startAt, { beaconRound: 4_200_000 }),
        open(round.startAt, { beaconChain: CHAIN }),
        open(round.startAt, { beaconRound: 0, beaconChain: CHAIN }),
        open(round.startAt, { beaconRound: 1.5, beaconChain: CHAIN }),
        open(round.startAt, { beaconRound: 4_200_000, beaconChain: 'quicknet' }),
      ];
      for (const command of bad) expect(() => decide(command, given())).toThrow(expect.objectContaining({ code: 'DRAWS.INVALID_ROUND' }));
    });
    it('when opened before its start, then refused', () => {
      expect(() => decide(open('2026-01-05T03:29:59.999Z'), given())).toThrow(expect.objectContaining({ code: 'DRAWS.ROUND_NOT_STARTED' }));
    });
    it('when the round is not the calendar\'s, the price not a price or the commitment not a sha256, then refused', () => {
      const bad = [
        open(round.startAt, { round: { ...round, closeAt: '2026-01-05T07:00:00.000Z' } }),
        open(round.startAt, { round: { ...round, roundId: '3h-elsewhere' } }),
        open(round.startAt, { round: { ...round, startAt: '2026-01-05T04:00:00.000Z' } }),
        open(round.startAt, { round: { ...round, period: 'daily' as never } }),
        open(round.startAt, { pricePaise: 0 }),
        open(round.startAt, { pricePaise: 100.5 }),
        open(round.startAt, { pricePaise: 10_000_001 }),
        open(round.startAt, { commitment: 'A1'.repeat(32) }),
        open(round.startAt, { commitment: 'a1' }),
        open('not a time'),
      ];
      for (const command of bad) expect(() => decide(command, given())).toThrow(expect.objectContaining({ code: 'DRAWS.INVALID_ROUND' }));
    });
  });

  describe('CloseSales', () => {
    it('given an open round, when its close is reached, then SalesClosed', () => {
      expect(decide(closeSales(round.closeAt), given(opened))).toEqual([salesClosed]);
    });
    it('given an open round, when asked before its close, then refused: sales go on', () => {
      expect(() => decide(closeSales('2026-01-05T05:59:59.999Z'), given(opened))).toThrow(expect.objectContaining({ code: 'DRAWS.ROUND_STILL_ON_SALE' }));
    });
    it('given sales closed or the round closed, when asked again, then nothing', () => {
      expect(decide(closeSales(round.closeAt), given(opened, salesClosed))).toEqual([]);
      expect(decide(closeSales(round.closeAt), given(opened, salesClosed, closed))).toEqual([]);
    });
    it('given no round, then refused (a missed round is opened, which closes it)', () => {
      expect(() => decide(closeSales(round.closeAt), given())).toThrow(expect.objectContaining({ code: 'DRAWS.ROUND_NOT_OPENED' }));
    });
  });

  describe('RecordTicketSet', () => {
    it('given sales closed, when the frozen set is recorded, then RoundClosed with its count, sales and root', () => {
      expect(decide(record(), given(opened, salesClosed))).toEqual([closed]);
    });
    it('given an open round, then refused: the set is not frozen before the fence closes', () => {
      expect(() => decide(record(), given(opened))).toThrow(expect.objectContaining({ code: 'DRAWS.ROUND_SALES_OPEN' }));
    });
    it('given the round closed, when recorded again (even with another root), then nothing: the first set stands', () => {
      expect(decide(record({ ticketRoot: 'c3'.repeat(32) }), given(opened, salesClosed, closed))).toEqual([]);
    });
    it('given the round resulted or settled since (a late closer, a second leader), when recorded again, then nothing', () => {
      const posted: RoundEvent = { type: 'ResultPosted', data: { roundId: round.roundId, numbers: [1, 2, 3, 4, 5], letter: null, adminId: 'admin-1' } };
      const resulted = given(opened, salesClosed, closed, posted);
      expect(resulted.status).toBe('resulted');
      expect(decide(record(), resulted)).toEqual([]);
      const settled = evolve(resulted, { type: 'RoundSettled', data: { roundId: round.roundId } as never });
      expect(settled.status).toBe('settled');
      expect(decide(record(), settled)).toEqual([]);
    });
    it('given sales closed, when recorded with the purchase times, then RoundClosed keeps them', () => {
      const times = { firstTicketAt: '2026-01-05T03:31:00.000Z', lastTicketAt: '2026-01-05T05:59:00.000Z' };
      expect(decide(record(times), given(opened, salesClosed))).toEqual([{ type: 'RoundClosed', data: { ...ticketSet, ...times } }]);
    });
    it('when the set is malformed, then refused', () => {
      const malformed: Partial<typeof ticketSet & { firstTicketAt: string | null }>[] = [
        { ticketCount: -1 }, { ticketCount: 1.5 }, { salesPaise: -100 }, { ticketRoot: 'xyz' },
        { firstTicketAt: null }, { firstTicketAt: 'yesterday' }, { ticketCount: 0, firstTicketAt: '2026-01-05T03:31:00.000Z' },
      ];
      for (const over of malformed) {
        expect(() => decide(record(over), given(opened, salesClosed))).toThrow(expect.objectContaining({ code: 'DRAWS.INVALID_ROUND' }));
      }
    });
  });

  it('evolves to the state the events describe', () => {
    expect(given(opened, salesClosed, closed)).toEqual({
      status: 'closed',
      round,
      pricePaise: 10_000,
      commitment: COMMITMENT,
      beaconRound: null,
      beaconChain: null,
      resultSource: 'rng',
      tables: TABLES,
      ticketSet,
      pendingEntry: null,
      result: null,
      settlement: null,
    });
  });
  it('reads a RoundOpened stored before beacons, sources and tables were recorded as having none', () => {
    const old: RoundEvent = { type: 'RoundOpened', data: { ...round, pricePaise: 10_000, commitment: COMMITMENT } };
    expect(given(old)).toMatchObject({ status: 'open', beaconRound: null, beaconChain: null, resultSource: null, tables: null });
  });
});
