import type { DrawView } from '../../draws/queries/draw-view.js';

/** A round's identity in the feed: the same round in another status is news. */
const keyOf = (view: DrawView) => `${view._id}|${view.status}`;

export interface RoundChanges {
  /** Rounds opened, or closed (recorded, or past their close time), since the last look. */
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
