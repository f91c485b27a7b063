import { afterEach, describe, expect, it } from '@jest/globals';
import { onServerClockChange, resetServerClock, serverNow, syncFromReply, syncServerClock } from './server-clock.js';

afterEach(resetServerClock);

describe("the server's clock in the browser", () => {
  it("is the browser's own until the server tells its time", () => {
    expect(serverNow(1234)).toBe(1234);
  });

  it('runs from the reading at the server\'s rate (CLOCK_RATE)', () => {
    syncServerClock('2026-03-04T05:00:00.000Z', 60, 10_000);
    expect(new Date(serverNow(11_000)).toISOString()).toBe('2026-03-04T05:01:00.000Z');
  });

  it('reads server_time and clock_rate from a reply, ignoring malformed values', () => {
    syncFromReply({ server_time: '2026-03-04T05:00:00.000Z', clock_rate: 'fast' });
    const first = serverNow(Date.now());
    expect(Math.abs(first - Date.parse('2026-03-04T05:00:00.000Z'))).toBeLessThan(1000);
    syncServerClock('not a time', 5);
    expect(Math.abs(serverNow() - Date.parse('2026-03-04T05:00:00.000Z'))).toBeLessThan(1000);
  });

  it('tells listeners of a new reading', () => {
    let calls = 0;
    const off = onServerClockChange(() => calls++);
    syncServerClock('2026-03-04T05:00:00.000Z');
    off();
    syncServerClock('2026-03-04T05:00:00.000Z');
    expect(calls).toBe(1);
  });
});
