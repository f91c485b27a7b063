import type { CommandBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { FixedClock } from '../../shared/clock/clock.js';
import { Leadership, NeverLeader } from '../../shared/leadership/leadership.js';
import { SettleRound } from './commands/settle-round/settle-round.command.js';
import { PredecessorNotSettledError } from './settlement.errors.js';
import { SettlementWorker } from './settlement-worker.js';

class FakeLeadership extends Leadership {
  term: AbortController | null = new AbortController();
  isLeader = () => this.term !== null;
  currentTerm = () => this.term?.signal ?? null;
  onChange = () => () => undefined;
}

const clock = new FixedClock(new Date('2026-01-05T06:20:00.000Z'));
const DUE = [
  { round_id: '3h-a', period: '3h' },
  { round_id: '3h-b', period: '3h' },
  { round_id: '3h-c', period: '3h' },
  { round_id: '6h-a', period: '6h' },
];

function worker(leadership: Leadership, refuse: string[] = [], onSettle: () => void = () => undefined) {
  const settled: Array<{ roundId: string; signal?: AbortSignal }> = [];
  const queries: unknown[][] = [];
  const commands = {
    execute: async (c: SettleRound) => {
      if (!(c instanceof SettleRound)) throw new Error('not SettleRound');
      onSettle();
      if (refuse.includes(c.roundId)) throw new PredecessorNotSettledError(c.roundId, 'before');
      settled.push({ roundId: c.roundId, signal: c.signal });
      return { roundId: c.roundId, outcome: 'settled', credited: 1, repeated: 0, winners: 1, prizesPaise: 100 };
    },
  } as unknown as CommandBus;
  const pool = { query: async ({ values }: { values: unknown[] }) => (queries.push(values), { rows: DUE }) } as unknown as pg.Pool;
  return { settled, queries, worker: new SettlementWorker(commands, clock, leadership, pool) };
}

describe('the settlement worker', () => {
  it('does nothing in an instance that does not lead', async () => {
    const w = worker(new NeverLeader());
    await w.worker.everyTick();
    expect(w.settled).toEqual([]);
    expect(w.queries).toEqual([]);
  });

  it("in the leader, settles what is due in start order per period, with the term's signal", async () => {
    const leadership = new FakeLeadership();
    const w = worker(leadership);
    await w.worker.everyTick();
    expect(w.settled.map((s) => s.roundId)).toEqual(['3h-a', '3h-b', '3h-c', '6h-a']);
    expect(w.settled.every((s) => s.signal === leadership.term!.signal)).toBe(true);
    // Due by the clock (empty manual rounds without a result too: the query's own rule).
    expect(w.queries).toEqual([[clock.now()]]);
  });

  it("stops a period at its first round that cannot settle (the later ones wait for it), not the other periods", async () => {
    const w = worker(new FakeLeadership(), ['3h-b']);
    const report = await w.worker.pass();
    expect(report.settled.map((s) => s.roundId)).toEqual(['3h-a', '6h-a']);
    expect(report.waiting).toEqual([{ roundId: '3h-b', error: expect.stringContaining('waits for the draw before it') }]);
  });

  it('stops at once when the leadership is lost during a pass', async () => {
    const leadership = new FakeLeadership();
    const term = leadership.term!;
    const w = worker(leadership, [], () => term.abort());
    await w.worker.pass(term.signal);
    expect(w.settled.map((s) => s.roundId)).toEqual(['3h-a']);
  });
});
