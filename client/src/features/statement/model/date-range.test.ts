import { describe, expect, it } from '@jest/globals';
import { textOf } from '../../../lib/i18n/text.js';
import en from '../messages/en.json' with { type: 'json' };
import { last30Days, rangeFromSearch, rangeProblems as check, type DateRange } from './date-range.js';

// The checks speak the words they are given: English here, the language shown on the page.
const rangeProblems = (range: DateRange) => check(range, textOf('statement', en));

describe('statement date range', () => {
  it('opens on the last 30 days, today included', () => {
    expect(last30Days('2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeFromSearch(new URLSearchParams(''), '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
  });

  it('keeps the dates of the address, an empty one open on purpose, and drops malformed ones', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-04-01&to=2026-04-30'), '2026-11-27')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(rangeFromSearch(new URLSearchParams('from=&to=2026-04-30'), '2026-11-27')).toEqual({ from: '', to: '2026-04-30' });
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-30&to=x'), '2026-11-27')).toEqual({ from: '', to: '' });
  });

  it('refuses a start after the end, and dates that are not dates', () => {
    expect(rangeProblems({ from: '2026-05-02', to: '2026-05-01' })).toEqual({ from: "The 'From' date must be on or before the 'To' date." });
    expect(rangeProblems({ from: '2026-05-01', to: '2026-05-01' })).toEqual({});
    expect(rangeProblems({ from: '', to: '' })).toEqual({});
    expect(rangeProblems({ from: '2026-13-01', to: '' })).toEqual({ from: 'Enter a date as day, month and year.' });
  });
});
