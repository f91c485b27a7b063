/**
 * The player's responsible-play settings as the API shows them (issue 12, contract C1):
 * the player's own page and the console's player page read the same shape.
 */
export type LimitWindow = 'day' | 'week' | 'month';

export interface LimitView {
  /** Rupees; null: no limit. */
  limit: number | null;
  /** A raise or removal waiting out its 24 hours. */
  pending: { limit: number | null; effectiveAt: string } | null;
  used: number;
  remaining: number | null;
  resetsAt: string;
}

export type PauseKind = 'cool_off' | 'self_exclusion';

export interface Pause {
  kind: PauseKind;
  startedAt: string;
  until: string;
}

export interface PlayView {
  depositLimits: Record<LimitWindow, LimitView>;
  prompt: 'unanswered' | 'limits_set' | 'declined';
  reviewDue: boolean;
  lastReviewedAt: string | null;
  nextReviewAt: string | null;
  realityCheckMinutes: 0 | 30 | 60;
  pause: Pause | null;
  history: { at: string; type: string; summary: string }[];
}
