import { Clock, SystemClock } from './clock.js';

/** Milliseconds of a monotonic real-time source (performance.now by default). */
export type RealMilliseconds = () => number;

const monotonic: RealMilliseconds = () => performance.now();

/**
 * Time control for demos and tests (CLOCK_START, CLOCK_RATE): the clock reads `start` when
 * it is made and then runs `rate` clock seconds per real second, so a day of draws can be
 * watched in minutes. It counts real time on a monotonic source, not the wall clock, so a
 * wall-clock step (NTP) cannot move it backwards; its readings never decrease.
 */
export class ScaledClock extends Clock {
  private readonly origin: number;
  private readonly startMs: number;

  constructor(
    start: Date,
    private readonly clockRate: number,
    private readonly real: RealMilliseconds = monotonic,
  ) {
    super();
    if (!Number.isFinite(start.getTime())) throw new RangeError('A scaled clock needs a valid start time');
    if (!(Number.isFinite(clockRate) && clockRate > 0)) throw new RangeError(`A clock rate must be a positive finite number, not ${clockRate}`);
    this.startMs = start.getTime();
    this.origin = real();
  }

  override get rate(): number {
    return this.clockRate;
  }

  now(): Date {
    return new Date(this.startMs + Math.floor((this.real() - this.origin) * this.clockRate));
  }
}

/** What of the configuration moves the clock (shared/config: CLOCK_START, CLOCK_RATE). */
export interface ClockSettings {
  /** ISO-8601 with a zone, already validated. */
  CLOCK_START?: string;
  CLOCK_RATE?: number;
}

/**
 * The server's clock: the real time unless CLOCK_START or CLOCK_RATE is set; then a scaled
 * clock from CLOCK_START (or the real present) at CLOCK_RATE (or 1). Made once, at start.
 */
export function clockFromSettings(settings: ClockSettings, real: RealMilliseconds = monotonic): Clock {
  if (settings.CLOCK_START === undefined && settings.CLOCK_RATE === undefined) return new SystemClock();
  // Reading the real present is this module's job: it is where the server's time begins.
  const start = settings.CLOCK_START === undefined ? new SystemClock().now() : new Date(settings.CLOCK_START);
  return new ScaledClock(start, settings.CLOCK_RATE ?? 1, real);
}

/** One line for the start banner when time is moved, else null. */
export function describeClock(clock: Clock): string | null {
  if (!(clock instanceof ScaledClock)) return null;
  return `${clock.now().toISOString()} at ${clock.rate}x real time (CLOCK_START / CLOCK_RATE)`;
}
