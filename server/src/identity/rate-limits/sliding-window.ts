/**
 * How long until a sliding-window limit lets the next attempt through. One limit counts
 * failures within the last `windowMs` and refuses at `max`; it opens again when the
 * `max`-th newest of them (its `edge`) leaves the window, since a refused attempt adds
 * nothing. Several limits may apply at once (per account and address, per address): the
 * longest wait wins. 0 means not limited.
 */
export interface WindowCount {
  count: number;
  max: number;
  /** When the `max`-th newest failure happened (null when there are fewer). */
  edge: Date | null;
}

export function windowWaitMs(limits: readonly WindowCount[], windowMs: number, now: Date): number {
  let wait = 0;
  for (const { count, max, edge } of limits) {
    if (count < max) continue;
    // A count at the limit without an edge cannot happen; wait the whole window then.
    const opensAt = edge ? edge.getTime() + windowMs : now.getTime() + windowMs;
    wait = Math.max(wait, opensAt - now.getTime(), 1);
  }
  return wait;
}
