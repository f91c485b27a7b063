import { rupeesFromPaise } from '../../../shared/money/money.js';
import { perWindow, settle, windowResetsAt, type LimitWindow, type PerWindow } from '../../deposit-limits.js';
import { addIndianMonths } from '../../../shared/clock/india-time.js';
import { historyEntry, type PlayHistoryEntry } from '../../play-history.js';
import { activePause, type LimitPrompt, type PauseKind, type PlayState, type RealityCheckMinutes } from '../../responsible-play.js';

/** Contract C1: rupees and ISO-8601 UTC times. */
export interface LimitView {
  limit: number | null;
  pending: { limit: number | null; effectiveAt: string } | null;
  used: number;
  remaining: number | null;
  resetsAt: string;
}

export interface ResponsiblePlayView {
  depositLimits: Record<LimitWindow, LimitView>;
  prompt: LimitPrompt;
  reviewDue: boolean;
  lastReviewedAt: string | null;
  nextReviewAt: string | null;
  realityCheckMinutes: RealityCheckMinutes;
  pause: null | { kind: PauseKind; startedAt: string; until: string };
  history: PlayHistoryEntry[];
}

/** Limits are reviewed every 6 months (UKGC RTS 12): the reminder is due from then. */
export const REVIEW_EVERY_MONTHS = 6;

/** When the next review is due: 6 calendar months (IST) after the last one, if there was one. */
export function nextReviewAt(play: PlayState): Date | null {
  return play.lastReviewedAt === null ? null : addIndianMonths(new Date(play.lastReviewedAt), REVIEW_EVERY_MONTHS);
}

/**
 * The player's responsible play at `now`: limits as in force then (a pending change whose
 * time has come is the limit), with what was requested in each window so far (`usedPaise`).
 */
export function responsiblePlayView(play: PlayState, usedPaise: PerWindow<number>, now: Date): ResponsiblePlayView {
  const next = nextReviewAt(play);
  const pause = activePause(play, now);
  return {
    depositLimits: perWindow((window) => limitView(play, window, usedPaise[window], now)),
    prompt: play.prompt,
    reviewDue: next !== null && now.getTime() >= next.getTime(),
    lastReviewedAt: play.lastReviewedAt,
    nextReviewAt: next?.toISOString() ?? null,
    realityCheckMinutes: play.realityCheckMinutes,
    pause: pause && { kind: pause.kind, startedAt: pause.startedAt, until: pause.until },
    history: play.history.map(historyEntry),
  };
}

function limitView(play: PlayState, window: LimitWindow, usedPaise: number, now: Date): LimitView {
  const { limitPaise, pending } = settle(play.limits[window], now);
  return {
    limit: limitPaise === null ? null : rupeesFromPaise(limitPaise),
    pending: pending && { limit: pending.limitPaise === null ? null : rupeesFromPaise(pending.limitPaise), effectiveAt: pending.effectiveAt },
    used: rupeesFromPaise(usedPaise),
    remaining: limitPaise === null ? null : rupeesFromPaise(Math.max(0, limitPaise - usedPaise)),
    resetsAt: windowResetsAt(window, now).toISOString(),
  };
}
