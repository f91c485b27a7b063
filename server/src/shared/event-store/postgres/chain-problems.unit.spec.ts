import { brokenVersionOf } from './chain-problems.js';

describe('brokenVersionOf (the problems of fd_verify_streams)', () => {
  it.each([
    ['version 4 is missing', 4],
    ['event at version 12 does not match its hash', 12],
    ['the stream head is at version 5 but the stored events end at version 3', 4],
    ['the stream head is at version 3 but the stored events end at version 5', 4],
    ['the stream head is at version 7 but the stored events end at version 7', 7],
    ['the stream head is at version 2 but the stored events end at version 0', 1],
    ['the stream has events but no head record', 1],
  ])('%s -> %i', (problem, version) => {
    expect(brokenVersionOf(problem)).toBe(version);
  });

  it('names no version for a sentence it does not know', () => {
    expect(brokenVersionOf('something else at version 3')).toBeUndefined();
  });
});
