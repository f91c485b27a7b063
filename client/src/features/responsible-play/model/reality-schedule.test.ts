import { describe, expect, it } from '@jest/globals';
import { nextCheck } from './reality-schedule.js';

const MIN = 60_000;
const base = { startedAt: '2026-11-27T08:00:00.000Z', readAtLocal: 1_000, localNow: 1_000, intervalMinutes: 30, lastShown: 0 };

describe('reality check schedule', () => {
  it("counts every interval from the session's start by the server's clock, not the browser's", () => {
    // The browser's clock says 1 s; the server says 29 minutes into the session.
    expect(nextCheck({ ...base, serverNowAtRead: '2026-11-27T08:29:00.000Z' })).toEqual({ index: 1, inMs: MIN });
    expect(nextCheck({ ...base, serverNowAtRead: '2026-11-27T08:29:00.000Z', localNow: 1_000 + 10 * MIN })).toEqual({ index: 2, inMs: 21 * MIN });
    expect(nextCheck({ ...base, serverNowAtRead: '2026-11-27T09:45:00.000Z', intervalMinutes: 60 })).toEqual({ index: 2, inMs: 15 * MIN });
  });

  it('does not repeat a check already shown, and is off without an interval or a readable session', () => {
    expect(nextCheck({ ...base, serverNowAtRead: '2026-11-27T08:30:00.000Z', lastShown: 1 })).toEqual({ index: 2, inMs: 30 * MIN });
    expect(nextCheck({ ...base, serverNowAtRead: '2026-11-27T08:29:00.000Z', intervalMinutes: 0 })).toBeNull();
    expect(nextCheck({ ...base, serverNowAtRead: 'soon' })).toBeNull();
  });
});
