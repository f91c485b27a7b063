/**
 * Which instance does the background work (draw transitions, settlement): exactly one at
 * a time (DESIGN.md section 1, scale-out). The abstract class is the Nest token.
 *
 * Leader work checks `currentTerm()` before it starts and passes the signal on: the signal
 * is aborted the moment leadership is lost (connection error, lock gone, shutdown), so
 * work in flight stops at once rather than at its next check. Every transition must still
 * be an idempotent command: between a real loss and its detection a second leader may
 * briefly run, and must do no harm.
 */
export abstract class Leadership {
  /** True while this instance holds the leadership. */
  abstract isLeader(): boolean;

  /** The signal of the current term, aborted when it ends; null when not leading. */
  abstract currentTerm(): AbortSignal | null;

  /**
   * Called with true when this instance becomes the leader and false when it stops being
   * it, synchronously, in that order. Returns the function that unsubscribes.
   */
  abstract onChange(listener: (leading: boolean) => void): () => void;
}

/** An instance that never leads (SCHEDULER_ENABLED=false, command-line tools). */
export class NeverLeader extends Leadership {
  isLeader(): boolean {
    return false;
  }
  currentTerm(): AbortSignal | null {
    return null;
  }
  onChange(): () => void {
    return () => undefined;
  }
}

/** The listeners of a Leadership: one failing listener does not keep the news from the others. */
export class LeadershipListeners {
  private readonly listeners = new Set<(leading: boolean) => void>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  add(listener: (leading: boolean) => void): () => void {
    const own = (leading: boolean) => listener(leading);
    this.listeners.add(own);
    return () => this.listeners.delete(own);
  }

  tell(leading: boolean): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(leading);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
