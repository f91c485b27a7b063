import { drawsTextNow, type DrawsText } from '../draws.strings.js';

/**
 * The draw timer's phases (spec section 4, "Draw timer"): 'close' counts down to the end
 * of sales, 'result' to the result, 'closed' when both have passed ('Result Available').
 * The phase follows the round's times, not its status, so the panel switches at zero even
 * before the refetched round says so.
 */
export type DrawPhase = 'close' | 'result' | 'closed';

export interface DrawTimes {
  start_at: string;
  close_at: string;
  draw_at: string;
}

export interface PhaseNow {
  phase: DrawPhase;
  /** Milliseconds to the phase's end (0 once passed). */
  remainingMs: number;
  /** How far through the phase, 0 to 1: the ring fills with it. */
  progress: number;
}

export function phaseAt(draw: DrawTimes, now: number): PhaseNow {
  const start = Date.parse(draw.start_at);
  const close = Date.parse(draw.close_at);
  const result = Date.parse(draw.draw_at);
  if (now < close) return { phase: 'close', remainingMs: close - now, progress: fraction(now - start, close - start) };
  if (now < result) return { phase: 'result', remainingMs: result - now, progress: fraction(now - close, result - close) };
  return { phase: 'closed', remainingMs: 0, progress: 1 };
}

function fraction(done: number, whole: number): number {
  if (!(whole > 0)) return 1;
  return Math.min(1, Math.max(0, done / whole));
}

/** The ring's colour steps at 25, 50 and 75 percent (spec section 4). */
export type RingTone = 'start' | 'quarter' | 'half' | 'final';

export function ringTone(progress: number): RingTone {
  if (progress >= 0.75) return 'final';
  if (progress >= 0.5) return 'half';
  if (progress >= 0.25) return 'quarter';
  return 'start';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'HH:MM:SS', with whole days in front when there are any ('5d 03:12:09'); the day's unit
 * in the language of `t` (components pass their hook's, so a switch re-renders it).
 */
export function formatCountdown(ms: number, t: DrawsText = drawsTextNow): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? t('time.countdownDays', { days, clock }) : clock;
}

/** A span in words for 'Time since start': '2d 4h', '3h 05m', '12m'. */
export function formatElapsed(ms: number, t: DrawsText = drawsTextNow): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('time.elapsedDays', { days, hours });
  if (hours > 0) return t('time.elapsedHours', { hours, minutes: pad(minutes % 60) });
  return t('time.elapsedMinutes', { minutes });
}
