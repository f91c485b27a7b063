import { describe, expect, it } from '@jest/globals';
import { formatCountdown, formatElapsed, phaseAt, ringTone } from './draw-phase.js';

const draw = { start_at: '2026-03-04T03:30:00.000Z', close_at: '2026-03-04T06:00:00.000Z', draw_at: '2026-03-04T06:20:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('draw timer phases', () => {
  it("counts down to close_at while sales are open ('close'), then to draw_at ('result'), then 'closed'", () => {
    expect(phaseAt(draw, at('2026-03-04T05:59:59.000Z'))).toEqual({ phase: 'close', remainingMs: 1000, progress: expect.any(Number) });
    expect(phaseAt(draw, at('2026-03-04T06:00:00.000Z'))).toMatchObject({ phase: 'result', remainingMs: 20 * 60_000, progress: 0 });
    expect(phaseAt(draw, at('2026-03-04T06:10:00.000Z'))).toMatchObject({ phase: 'result', progress: 0.5 });
    expect(phaseAt(draw, at('2026-03-04T06:20:00.000Z'))).toEqual({ phase: 'closed', remainingMs: 0, progress: 1 });
  });

  it('measures progress through the phase, kept within 0 and 1', () => {
    expect(phaseAt(draw, at('2026-03-04T04:07:30.000Z')).progress).toBeCloseTo(0.25);
    expect(phaseAt(draw, at('2026-03-04T03:00:00.000Z')).progress).toBe(0);
  });

  it('steps the ring colour at 25, 50 and 75 percent', () => {
    expect([0, 0.2499, 0.25, 0.4999, 0.5, 0.7499, 0.75, 1].map(ringTone)).toEqual(['start', 'start', 'quarter', 'quarter', 'half', 'half', 'final', 'final']);
  });

  it('formats countdowns as HH:MM:SS with whole days in front, never negative', () => {
    expect(formatCountdown(9_000_000)).toBe('02:30:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown((6 * 24 * 60 - 30) * 60_000)).toBe('5d 23:30:00');
  });

  it('says the time since start in words', () => {
    expect(formatElapsed(12 * 60_000)).toBe('12m');
    expect(formatElapsed(185 * 60_000)).toBe('3h 05m');
    expect(formatElapsed((2 * 1440 + 250) * 60_000)).toBe('2d 4h');
  });
});
