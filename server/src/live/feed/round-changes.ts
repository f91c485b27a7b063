import type { DrawView } from '../../draws/queries/draw-view.js';

/**
 * A round's identity in the feed: the same round in another status is news, and so is its
 * ticket root, recorded a moment after the close (players' apps keep it).
 */
const keyOf = (view: DrawView) => `${view._id}|${view.status}${view.ticket_root ? `|${view.ticket_root}` : ''}`;

export interface RoundChanges {
  /** Rounds opened, or closed (past their close time, then with their ticket root), since the last look. */
  changed: DrawView[];
  /** What to compare the next look with: only the rounds just seen, so it never grows. */
  seen: ReadonlySet<string>;
}

/**
 * Which of the latest rounds are news since the previous look. The first look (`previous`
 * null) only sets the baseline: what was already so before anyone listened is not an event.
 */
export function roundChanges(previous: ReadonlySet<string> | null, latest: readonly DrawView[]): RoundChanges {
  const seen = new Set(latest.map(keyOf));
  if (previous === null) return { changed: [], seen };
  return { changed: latest.filter((view) => !previous.has(keyOf(view))), seen };
}

/** The `round` event: the draw as GET /user/draws shows it, with `draw_id` beside `_id`. */
export function roundEvent(view: DrawView) {
  return { draw_id: view._id, ...view };
}

export interface DelayChanges {
  /** Rounds whose due result became late since the last look. */
  delayed: DrawView[];
  seen: ReadonlySet<string>;
}

/** Which rounds' results became late since the previous look (the first look is the baseline, as for rounds). */
export function delayChanges(previous: ReadonlySet<string> | null, latest: readonly DrawView[]): DelayChanges {
  const late = latest.filter((view) => view.delay !== null);
  const seen = new Set(late.map((view) => `${view._id}|${view.delay!.reason}`));
  if (previous === null) return { delayed: [], seen };
  return { delayed: late.filter((view) => !previous.has(`${view._id}|${view.delay!.reason}`)), seen };
}

/** The `delayed` event: a round's result is due and not out, since when and why. */
export function delayedEvent(view: DrawView) {
  return { period: view.period, draw_id: view._id, since: view.delay!.since, reason: view.delay!.reason };
}
