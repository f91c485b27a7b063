import { FixedClock, SystemClock } from './clock.js';
import { ScaledClock, clockFromSettings, describeClock } from './scaled-clock.js';

/** A real-time source the test moves by hand (milliseconds). */
function realTime(startMs = 5_000) {
  let ms = startMs;
  return { read: () => ms, pass: (delta: number) => (ms += delta) };
}

describe('ScaledClock (CLOCK_START, CLOCK_RATE)', () => {
  const start = new Date('2026-01-05T08:29:00.000Z');

  it('reads its start when made, whatever the real source read then', () => {
    const real = realTime(123_456.789);
    expect(new ScaledClock(start, 60, real.read).now()).toEqual(start);
  });

  it('runs rate clock seconds per real second', () => {
    const real = realTime();
    const clock = new ScaledClock(start, 60, real.read);
    real.pass(1_000);
    expect(clock.now().toISOString()).toBe('2026-01-05T08:30:00.000Z');
    real.pass(59_000);
    expect(clock.now().toISOString()).toBe('2026-01-05T09:29:00.000Z');
    expect(clock.rate).toBe(60);
  });

  it('runs slower than real time with a fractional rate, in whole milliseconds', () => {
    const real = realTime();
    const clock = new ScaledClock(start, 0.5, real.read);
    real.pass(3);
    expect(clock.now().getTime() - start.getTime()).toBe(1);
    real.pass(1_997);
    expect(clock.now().getTime() - start.getTime()).toBe(1_000);
  });

  it('never goes backwards as real time passes, at any rate', () => {
    for (const rate of [0.001, 1, 7.3, 10_000]) {
      const real = realTime();
      const clock = new ScaledClock(start, rate, real.read);
      let last = clock.now().getTime();
      for (let i = 0; i < 200; i++) {
        real.pass((i * 7919) % 13 / 3);
        const now = clock.now().getTime();
        expect(now).toBeGreaterThanOrEqual(last);
        last = now;
      }
    }
  });

  it('refuses a rate that is not positive and finite, and an invalid start', () => {
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => new ScaledClock(start, rate)).toThrow(RangeError);
    }
    expect(() => new ScaledClock(new Date('nonsense'), 1)).toThrow(RangeError);
  });
});

describe('the server clock from the configuration', () => {
  it('is the real time when neither variable is set', () => {
    const clock = clockFromSettings({});
    expect(clock).toBeInstanceOf(SystemClock);
    expect(clock.rate).toBe(1);
    expect(describeClock(clock)).toBeNull();
  });

  it('starts at CLOCK_START (any zone) and runs at real speed without CLOCK_RATE', () => {
    const real = realTime();
    const clock = clockFromSettings({ CLOCK_START: '2026-01-05T13:59:00+05:30' }, real.read);
    expect(clock.now().toISOString()).toBe('2026-01-05T08:29:00.000Z');
    real.pass(2_500);
    expect(clock.now().toISOString()).toBe('2026-01-05T08:29:02.500Z');
    expect(describeClock(clock)).toBe('2026-01-05T08:29:02.500Z at 1x real time (CLOCK_START / CLOCK_RATE)');
  });

  it('starts at the real present with CLOCK_RATE alone', () => {
    const real = realTime();
    const before = new SystemClock().now().getTime();
    const clock = clockFromSettings({ CLOCK_RATE: 120 }, real.read);
    const after = new SystemClock().now().getTime();
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(before);
    expect(clock.now().getTime()).toBeLessThanOrEqual(after);
    real.pass(500);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(clock.rate).toBe(120);
  });

  it('a test clock does not move on its own', () => {
    expect(new FixedClock().rate).toBe(0);
  });
});
