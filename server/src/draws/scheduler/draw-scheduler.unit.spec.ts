import type { CommandBus } from '@nestjs/cqrs';
import { FixedClock } from '../../shared/clock/clock.js';
import { Leadership, NeverLeader } from '../../shared/leadership/leadership.js';
import { currentRound } from '../rounds/round-calendar.js';
import { DrawScheduler } from './draw-scheduler.js';
import type { RoundAgenda } from './round-agenda.js';

class FakeLeadership extends Leadership {
  term: AbortController | null = new AbortController();
  isLeader = () => this.term !== null;
  currentTerm = () => this.term?.signal ?? null;
  onChange = () => () => undefined;
}

const clock = new FixedClock(new Date('2026-01-05T04:30:00.000Z'));

function scheduler(leadership: Leadership, onCommand: (name: string) => void = () => undefined, unrecorded: string[] = []) {
  const executed: string[] = [];
  const commands = {
    execute: async (command: { constructor: { name: string }; roundId?: string; period?: string }) => {
      executed.push(`${command.constructor.name} ${command.roundId ?? command.period}`);
      onCommand(command.constructor.name);
      // DrawResult answers the round as loaded after it: resulted, or still closed (waiting for its beacon).
      if (command.constructor.name === 'DrawResult') return { state: { status: command.roundId === '3h-drawn' ? 'resulted' : 'closed' } };
    },
  } as unknown as CommandBus;
  const agenda = {
    dueToRecordClose: async () => unrecorded,
    dueToClose: async (period: string) => (period === '3h' ? ['3h-old'] : []),
    dueToDraw: async (period: string) => (period === '3h' ? ['3h-drawn', '3h-waiting'] : []),
    dueToOpen: async (period: string) => [currentRound(period as never, clock.now())],
  } as unknown as RoundAgenda;
  return { executed, scheduler: new DrawScheduler(commands, agenda, clock, leadership) };
}

describe('the draw scheduler and leadership', () => {
  it('does nothing in an instance that does not lead', async () => {
    const { executed, scheduler: s } = scheduler(new NeverLeader());
    await s.everyTick();
    expect(executed).toEqual([]);
  });

  it('in the leader, closes and opens what is due in every period, then draws what is due (a draw waiting for its beacon holds back no close)', async () => {
    const { executed, scheduler: s } = scheduler(new FakeLeadership());
    await s.everyTick();
    expect(executed).toEqual([
      'CloseRound 3h-old', 'OpenRound 3h', 'OpenRound 6h', 'OpenRound 12h', 'OpenRound 24h', 'OpenRound weekly', 'DrawResult 3h-drawn', 'DrawResult 3h-waiting',
    ]);
  });

  it('reports as drawn only the rounds that got their result (one waiting for its beacon is tried next tick)', async () => {
    const { scheduler: s } = scheduler(new FakeLeadership());
    const report = await s.tick();
    expect(report.drawn).toEqual(['3h-drawn']);
    expect(report.failed).toEqual([]);
  });

  it('first records in the feed of closes the closed rounds missing from it, oldest first, then closes what is due', async () => {
    const { executed, scheduler: s } = scheduler(new FakeLeadership(), undefined, ['3h-cut-short', '6h-cut-short']);
    await s.everyTick();
    expect(executed.slice(0, 3)).toEqual(['RecordClose 3h-cut-short', 'RecordClose 6h-cut-short', 'CloseRound 3h-old']);
  });

  it('stops within the tick when the leadership is lost', async () => {
    const leadership = new FakeLeadership();
    const { executed, scheduler: s } = scheduler(leadership, () => leadership.term?.abort());
    await s.everyTick();
    expect(executed).toEqual(['CloseRound 3h-old']);
  });
});
