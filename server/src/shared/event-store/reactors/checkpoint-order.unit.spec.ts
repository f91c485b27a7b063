import { isAtOrPast } from './checkpoint-order.js';

describe('isAtOrPast (the commit order of checkpoints)', () => {
  it('orders in-memory positions as numbers, not as text', () => {
    expect(isAtOrPast('10', '9')).toBe(true);
    expect(isAtOrPast('9', '10')).toBe(false);
    expect(isAtOrPast('10', '10')).toBe(true);
  });

  it('orders PostgreSQL and KurrentDB pairs by their first number, then their second', () => {
    expect(isAtOrPast('801:12', '800:9000')).toBe(true);
    expect(isAtOrPast('800:9000', '801:12')).toBe(false);
    expect(isAtOrPast('800:13', '800:12')).toBe(true);
    expect(isAtOrPast('800:12', '800:13')).toBe(false);
    expect(isAtOrPast('18446744073709551615:1', '18446744073709551614:2')).toBe(true);
  });

  it('takes null for the start of the log', () => {
    expect(isAtOrPast(null, null)).toBe(true);
    expect(isAtOrPast('1:1', null)).toBe(true);
    expect(isAtOrPast(null, '1:1')).toBe(false);
  });

  it('refuses what is not a checkpoint, or checkpoints of two kinds of store', () => {
    expect(() => isAtOrPast('1:a', '1:1')).toThrow('Not an event store checkpoint');
    expect(() => isAtOrPast('5', '1:1')).toThrow('different stores');
  });
});
