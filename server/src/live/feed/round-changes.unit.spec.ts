import type { DrawView } from '../../draws/queries/draw-view.js';
import { delayChanges, delayedEvent, roundChanges, roundEvent } from './round-changes.js';

const draw = (id: string, status: 'open' | 'closed', over: Partial<DrawView> = {}): DrawView => ({
  _id: id,
  period: '3h',
  status,
  start_at: '2026-01-05T03:30:00.000Z',
  close_at: '2026-01-05T06:00:00.000Z',
  draw_at: '2026-01-05T06:20:00.000Z',
  next_draw_at: '2026-01-05T06:30:00.000Z',
  round_amount: 100,
  commitment: 'c'.repeat(64),
  source: 'rng',
  ticket_root: null,
  delay: null,
  ...over,
});

describe('round changes seen by the live feed', () => {
  it('given no earlier look, when rounds are read, then nothing is news (the baseline)', () => {
    const { changed, seen } = roundChanges(null, [draw('a', 'open')]);
    expect(changed).toEqual([]);
    expect([...seen]).toEqual(['a|open']);
  });

  it('given an open round, when it closes and the next opens, then both are news, in the order read', () => {
    const first = roundChanges(null, [draw('a', 'open')]);
    const next = roundChanges(first.seen, [draw('b', 'open'), draw('a', 'closed')]);
    expect(next.changed.map((v) => `${v._id} ${v.status}`)).toEqual(['b open', 'a closed']);
  });

  it('given rounds already seen, when read again unchanged, then nothing is news', () => {
    const first = roundChanges(null, [draw('b', 'open'), draw('a', 'closed')]);
    expect(roundChanges(first.seen, [draw('b', 'open'), draw('a', 'closed')]).changed).toEqual([]);
  });

  it('remembers only the rounds of the last look', () => {
    let seen = roundChanges(null, [draw('r0', 'open')]).seen;
    for (let i = 1; i < 50; i++) seen = roundChanges(seen, [draw(`r${i}`, 'open'), draw(`r${i - 1}`, 'closed')]).seen;
    expect(seen.size).toBe(2);
  });

  it('sends the draw shape with draw_id', () => {
    expect(roundEvent(draw('a', 'open'))).toEqual({ draw_id: 'a', ...draw('a', 'open') });
  });

  it('given a closed round, when its ticket root is recorded, then it is news again, with the root (apps keep it)', () => {
    const first = roundChanges(null, [draw('a', 'closed')]);
    const next = roundChanges(first.seen, [draw('a', 'closed', { ticket_root: 'f'.repeat(64) })]);
    expect(next.changed.map((v) => v.ticket_root)).toEqual(['f'.repeat(64)]);
    expect(roundChanges(next.seen, [draw('a', 'closed', { ticket_root: 'f'.repeat(64) })]).changed).toEqual([]);
  });

  it('given rounds seen, when a due result becomes late, then one delayed event with since and reason; not again while it stays late', () => {
    const late = { since: '2026-01-05T06:20:00.000Z', reason: 'beacon' as const };
    const first = delayChanges(null, [draw('a', 'closed')]);
    expect(first.delayed).toEqual([]);
    const next = delayChanges(first.seen, [draw('a', 'closed', { delay: late })]);
    expect(next.delayed.map(delayedEvent)).toEqual([{ period: '3h', draw_id: 'a', since: late.since, reason: 'beacon' }]);
    expect(delayChanges(next.seen, [draw('a', 'closed', { delay: late })]).delayed).toEqual([]);
  });
});
