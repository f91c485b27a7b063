import { settledChanges } from './settled-rounds.js';

describe('settled rounds seen by the live feed', () => {
  it('given no earlier look, then nothing is news (the baseline)', () =>
    expect(settledChanges(null, [{ period: '3h', draw_id: 'a' }]).changed).toEqual([]));

  it('given a period with no settled round yet, when its first settles, then it is news', () => {
    const first = settledChanges(null, []);
    expect(settledChanges(first.seen, [{ period: '3h', draw_id: 'a' }]).changed).toEqual([{ period: '3h', draw_id: 'a' }]);
  });

  it('given settled rounds seen, when the next of one period settles, then only that one is news; unchanged, nothing', () => {
    const first = settledChanges(null, [{ period: '3h', draw_id: 'a' }, { period: 'weekly', draw_id: 'w' }]);
    const next = settledChanges(first.seen, [{ period: '3h', draw_id: 'b' }, { period: 'weekly', draw_id: 'w' }]);
    expect(next.changed).toEqual([{ period: '3h', draw_id: 'b' }]);
    expect(settledChanges(next.seen, [{ period: '3h', draw_id: 'b' }, { period: 'weekly', draw_id: 'w' }]).changed).toEqual([]);
  });
});
