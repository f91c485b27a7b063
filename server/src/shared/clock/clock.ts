/**
 * The one source of time. Domain code never reads Date.now(); tests substitute a
 * controllable clock.
 */
export abstract class Clock {
  abstract now(): Date;

  /** Clock seconds per real second (1 for the real time, 0 for a clock that moves only when told). */
  get rate(): number {
    return 1;
  }
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that moves only when told: for tests. */
export class FixedClock extends Clock {
  constructor(private current: Date = new Date('2026-01-05T04:30:00.000Z')) {
    super();
  }
  override get rate(): number {
    return 0;
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date): void {
    this.current = new Date(at.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
