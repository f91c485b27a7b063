/**
 * A feature whose whole state is one event-sourced stream (the operator's settings, the
 * prize tables): small, read often, changed rarely by an admin. The feature keeps its
 * rules in pure functions (house style 3) and hands them here; CurrentStreamState and
 * SingleStreamRunner do the loading, catching up and appending the same way for all.
 */
export interface SingleStream<S, E extends StreamEvent> {
  /** The one stream holding every change, e.g. `settings`. */
  streamId: string;
  /** The state before the stream's first event. */
  initial(): S;
  evolve(state: S, event: E): S;
  /**
   * Whether this code knows the event's type: an event a newer version of the code
   * wrote (a rolling deploy) is skipped on replay rather than misread.
   */
  isEvent(event: { type: string }): event is E;
}

/** What a stream's events look like to the mechanism: a stored type and its data. */
export interface StreamEvent {
  type: string;
  data: unknown;
}

export interface LoadedStream<S> {
  state: S;
  /** The stream version the state reflects (0: nothing changed yet). */
  version: number;
}

/** Folds a history (oldest first) into a state; events of unknown types are skipped. */
export function replayStream<S, E extends StreamEvent>(
  stream: SingleStream<S, E>,
  events: Iterable<{ type: string; data: unknown }>,
  from: S = stream.initial(),
): S {
  let state = from;
  for (const event of events) if (stream.isEvent(event)) state = stream.evolve(state, event);
  return state;
}
