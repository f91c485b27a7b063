import fc from 'fast-check';
import { DRAW_PERIODS, drawPeriod, LETTERS, type PeriodId, type PrizeMode } from '../draw-periods.js';
import { defaultPrizeTable } from '../prizes/prize-tables.defaults.js';
import type { PrizeTable } from '../prizes/prize-tables.js';
import { evaluateRound, type RoundTicket } from './round-evaluation.js';
import { evaluateTicket, type SettlementTables } from './ticket-evaluation.js';

const tablesOf = (period: PeriodId): SettlementTables =>
  Object.fromEntries(drawPeriod(period).modes.map((m) => [m, defaultPrizeTable(period, m)]));
const m = (period: PeriodId, mode: PrizeMode) => defaultPrizeTable(period, mode).multipliers;
const RESULT = [10, 20, 30, 40, 50];
const ticket = (numbers: number[], pricePaise = 10_000, letter: string | null = null) => ({ numbers, letter, pricePaise });

describe('evaluateTicket: every period and tier (default tables)', () => {
  it.each(['3h', '6h', '12h'] as const)('%s: sequence and any order, each tier, pots on five', (period) => {
    const t = tablesOf(period);
    const price = 10_000;
    const seq = m(period, 'sequence');
    const any = m(period, 'any');
    const cases: Array<[number[], number, number]> = [
      [[10, 20, 30, 40, 50], 5, 5],
      [[10, 20, 30, 40, 51], 4, 4],
      [[10, 20, 30, 50, 40], 3, 5],
      [[10, 20, 1, 2, 3], 2, 2],
      [[10, 1, 2, 3, 4], 1, 1],
      [[1, 2, 3, 4, 5], 0, 0],
      [[20, 10, 40, 50, 30], 0, 5],
      [[20, 10, 40, 1, 2], 0, 3],
      [[20, 1, 2, 3, 4], 0, 1],
    ];
    const tier = (k: number) => (['oneN', 'twoN', 'threeN', 'fourN', 'fiveN'] as const)[k - 1];
    for (const [numbers, kSeq, kAny] of cases) {
      const e = evaluateTicket(period, ticket(numbers, price), { numbers: RESULT, letter: null }, t, { jackpot: 7, minipot: 3 });
      const fixed = (kSeq ? (price * seq[tier(kSeq)]!) : 0) + (kAny ? (price * (any[tier(kAny)] ?? 0)) : 0);
      const pots = [...(kSeq === 5 ? ['jackpot'] : []), ...(kAny === 5 ? ['minipot'] : [])];
      const potPaise = (kSeq === 5 ? 7 : 0) + (kAny === 5 ? 3 : 0);
      expect(e).toEqual({ sequence: kSeq, any: kAny, fixedPaise: fixed, potPaise, prizePaise: fixed + potPaise, pots });
    }
  });

  it('24h: any order only (no sequence mode), the jackpot on five in any order', () => {
    const any = m('24h', 'any');
    const r = { numbers: RESULT, letter: null };
    expect(evaluateTicket('24h', ticket([50, 40, 30, 20, 10], 40_000), r, tablesOf('24h'), { jackpot: 99 })).toEqual({
      any: 5, fixedPaise: 40_000 * any.fiveN!, potPaise: 99, prizePaise: 40_000 * any.fiveN! + 99, pots: ['jackpot'],
    });
    expect(evaluateTicket('24h', ticket([10, 20, 30, 40, 1], 40_000), r, tablesOf('24h'))).toMatchObject({ any: 4, fixedPaise: 40_000 * any.fourN!, pots: [] });
    expect(evaluateTicket('24h', ticket([10, 20, 30, 2, 1], 40_000), r, tablesOf('24h')).fixedPaise).toBe(40_000 * any.threeN!);
    expect(evaluateTicket('24h', ticket([10, 20, 3, 2, 1], 40_000), r, tablesOf('24h')).fixedPaise).toBe(40_000 * any.twoN!);
    expect(evaluateTicket('24h', ticket([10, 4, 3, 2, 1], 40_000), r, tablesOf('24h')).fixedPaise).toBe(0);
    expect(evaluateTicket('24h', ticket([10, 4, 3, 2, 1], 40_000), r, tablesOf('24h'))).not.toHaveProperty('sequence');
  });

  it('weekly: every cell of numbers and letter, the jackpot only with the letter', () => {
    const w = m('weekly', 'any');
    const r = { numbers: RESULT, letter: 'Q' };
    const price = 50_000;
    const numbersFor = (k: number) => [...RESULT.slice(0, k), 1, 2, 3, 4, 5].slice(0, 5);
    const fields = { 5: ['fiveN', 'fiveN'], 4: ['fourNA', 'fourN'], 3: ['threeNA', 'threeN'], 2: ['twoNA', 'twoN'], 1: ['oneNA', 'oneN'], 0: ['onlyA', null] } as const;
    for (const k of [0, 1, 2, 3, 4, 5] as const) {
      for (const hit of [true, false]) {
        const field = fields[k][hit ? 0 : 1];
        const e = evaluateTicket('weekly', ticket(numbersFor(k), price, hit ? 'Q' : 'B'), r, tablesOf('weekly'), { jackpot: 1234 });
        const fixed = field ? price * (w[field] ?? 0) : 0;
        const jackpot = k === 5 && hit;
        expect(e).toEqual({ any: k, letter: hit, fixedPaise: fixed, potPaise: jackpot ? 1234 : 0, prizePaise: fixed + (jackpot ? 1234 : 0), pots: jackpot ? ['jackpot'] : [] });
      }
    }
  });

  it('pays multipliers with decimals in whole paise, the fraction of a paisa kept', () => {
    const tables: SettlementTables = { any: { multipliers: { twoN: 2.55, fiveN: 0 }, jackpotPaise: 0, potShareBps: 0 } };
    // 333 × 2.55 = 849.15 paise: 849 paid.
    expect(evaluateTicket('24h', ticket([10, 20, 1, 2, 3], 333), { numbers: RESULT, letter: null }, tables).fixedPaise).toBe(849);
    // 0.01 of 99 paise is 0.99 paise: nothing.
    const tiny: SettlementTables = { any: { multipliers: { twoN: 0.01 }, jackpotPaise: 0, potShareBps: 0 } };
    expect(evaluateTicket('24h', ticket([10, 20, 1, 2, 3], 99), { numbers: RESULT, letter: null }, tiny).prizePaise).toBe(0);
  });
});

// ---- property tests -------------------------------------------------------------------

const periodArb = fc.constantFrom(...DRAW_PERIODS.map((p) => p.id));
const fiveOf = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { minLength: 5, maxLength: 5 });
const letterArb = fc.constantFrom(...LETTERS);
const hundredthsArb = fc.integer({ min: 0, max: 5_000_000 });
const FIELDS = ['fiveN', 'fourN', 'threeN', 'twoN', 'oneN', 'fourNA', 'threeNA', 'twoNA', 'oneNA', 'onlyA'] as const;
const tableArb: fc.Arbitrary<PrizeTable> = fc.record({
  multipliers: fc.tuple(...FIELDS.map(() => hundredthsArb)).map((hs) => Object.fromEntries(FIELDS.map((f, i) => [f, hs[i]! / 100]))),
  jackpotPaise: fc.integer({ min: 0, max: 1e9 }),
  potShareBps: fc.integer({ min: 0, max: 10_000 }),
});
const tablesArb: fc.Arbitrary<SettlementTables> = fc.record({ any: tableArb, sequence: tableArb });

/** The cell's field, written out from DESIGN.md section 3 independently of prize-odds. */
function oracleField(mode: PrizeMode, k: number, letter: boolean | undefined): string | null {
  const names = ['', 'oneN', 'twoN', 'threeN', 'fourN', 'fiveN'];
  if (mode === 'sequence' || letter === undefined) return k === 0 ? null : names[k]!;
  if (k === 5) return 'fiveN';
  if (k === 0) return letter ? 'onlyA' : null;
  return letter ? `${names[k]}A` : names[k]!;
}

function scenario() {
  return periodArb.chain((period) => {
    const p = drawPeriod(period);
    const letter = p.hasLetter ? letterArb : fc.constant(null);
    const t = fc.record({ numbers: fiveOf(p.maxNumber), letter, pricePaise: fc.integer({ min: 1, max: 10_000_000 }) });
    return fc.record({ period: fc.constant(period), ticket: t, result: fc.record({ numbers: fiveOf(p.maxNumber), letter }), tables: tablesArb });
  });
}

describe('evaluateTicket: properties', () => {
  it("a ticket's prize is the sum of its table cells over the period's modes (and pots)", () => {
    fc.assert(
      fc.property(scenario(), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), ({ period, ticket: t, result, tables }, jp, mp) => {
        const e = evaluateTicket(period, t, result, tables, { jackpot: jp, minipot: mp });
        const seqK = t.numbers.filter((n, i) => result.numbers[i] === n).length;
        const anyK = t.numbers.filter((n) => result.numbers.includes(n)).length;
        const p = drawPeriod(period);
        let fixed = 0;
        let pot = 0;
        for (const mode of p.modes) {
          const k = mode === 'sequence' ? seqK : anyK;
          expect(e[mode]).toBe(k);
          const field = oracleField(mode, k, p.hasLetter ? t.letter === result.letter : undefined);
          const h = field ? Math.round(((tables[mode]!.multipliers as Record<string, number>)[field] ?? 0) * 100) : 0;
          fixed += Math.floor((t.pricePaise * h) / 100);
          const potOfMode = p.pots.find((x) => x.mode === mode);
          if (potOfMode && k === 5 && (!potOfMode.needsLetter || t.letter === result.letter)) pot += potOfMode.name === 'jackpot' ? jp : mp;
        }
        expect(e.fixedPaise).toBe(fixed);
        expect(e.potPaise).toBe(pot);
        expect(e.prizePaise).toBe(fixed + pot);
        expect(Number.isSafeInteger(e.prizePaise)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  function roundArb() {
    return periodArb.chain((period) => {
      const p = drawPeriod(period);
      const letter = p.hasLetter ? letterArb : fc.constant(null);
      // Small ranges of numbers would make pot winners rare: tickets often copy the result.
      return fc.record({ numbers: fiveOf(p.maxNumber), letter }).chain((result) => {
        const nums = fc.oneof(fiveOf(p.maxNumber), fc.shuffledSubarray([...result.numbers], { minLength: 5, maxLength: 5 }), fc.constant([...result.numbers]));
        const t = fc.record({ ticketId: fc.uuid(), userId: fc.constantFrom('u1', 'u2', 'u3', 'u4'), numbers: nums, letter, pricePaise: fc.integer({ min: 1, max: 100_000 }) });
        return fc.record({ period: fc.constant(period), result: fc.constant(result), tickets: fc.uniqueArray(t, { maxLength: 40, selector: (x) => x.ticketId }), tables: tablesArb, sales: fc.integer({ min: 0, max: 1e8 }) });
      });
    });
  }

  it('set-based totals equal the sum of the individual evaluations, in any order of the tickets', () => {
    fc.assert(
      fc.property(roundArb(), fc.integer(), ({ period, result, tickets, tables, sales }, seed) => {
        const round = evaluateRound(period, tickets, result, tables, {}, sales);
        const shares = Object.fromEntries(round.pots.map((p) => [p.name, p.perTicketPaise]));
        const expected = new Map<string, number>();
        let fixed = 0;
        for (const t of tickets) {
          const e = evaluateTicket(period, t, result, tables, shares);
          fixed += e.fixedPaise;
          if (e.prizePaise > 0) expected.set(t.userId, (expected.get(t.userId) ?? 0) + e.prizePaise);
        }
        expect(new Map(round.prizes.map((p) => [p.userId, p.amountPaise]))).toEqual(expected);
        expect(round.fixedPrizesPaise).toBe(fixed);
        for (const pot of round.pots) {
          expect(pot.paidPaise + pot.carriedPaise).toBe(pot.potPaise);
          if (pot.winningTickets === 0) expect(pot.carriedPaise).toBe(pot.potPaise);
          else expect(pot.carriedPaise).toBeLessThan(pot.winningTickets);
        }
        // Shuffled: the same prizes, tickets and pots.
        const shuffled = [...tickets].sort((a, b) => ((a.ticketId.charCodeAt(3) * 31 + seed) % 7) - ((b.ticketId.charCodeAt(3) * 31 + seed) % 7));
        expect(evaluateRound(period, shuffled, result, tables, {}, sales)).toEqual(round);
      }),
      { numRuns: 500 },
    );
  });

  it("a ticket's evaluation never depends on the other tickets, only on its pots' shares", () => {
    fc.assert(
      fc.property(roundArb(), roundArb(), ({ period, result, tickets, tables, sales }, other) => {
        // Other players' tickets (of the same period), in any amount, at any price.
        const extra: RoundTicket[] = other.period === period ? other.tickets.map((t) => ({ ...t, userId: `x-${t.userId}`, ticketId: `x-${t.ticketId}` })) : [];
        const alone = evaluateRound(period, tickets, result, tables, {}, sales);
        const crowd = evaluateRound(period, [...extra, ...tickets], result, tables, {}, sales);
        const share = (r: typeof alone) => Object.fromEntries(r.pots.map((p) => [p.name, p.perTicketPaise]));
        for (const t of tickets) {
          const a = evaluateTicket(period, t, result, tables, share(alone));
          const b = evaluateTicket(period, t, result, tables, share(crowd));
          expect(b.fixedPaise).toBe(a.fixedPaise);
          expect(b.pots).toEqual(a.pots);
          if (a.pots.length === 0) expect(b.prizePaise).toBe(a.prizePaise);
        }
        for (const p of alone.prizes) {
          const inCrowd = crowd.prizes.find((x) => x.userId === p.userId)!;
          const potWinner = p.tickets.some((id) => evaluateTicket(period, tickets.find((t) => t.ticketId === id)!, result, tables).pots.length > 0);
          if (!potWinner) expect(inCrowd).toEqual(p);
        }
      }),
      { numRuns: 300 },
    );
  });
});
