/**
 * The player's responsible-play settings as GET /user/responsible-play shows them (issue
 * 12, C1), read defensively: anything that is not that shape is null, so nothing is
 * blocked or prompted on a misread answer (the server enforces every rule anyway).
 */
import type { LimitView, LimitWindow, Pause, PauseKind, PlayView } from '../../../lib/api/responsible-play-view.js';

export type { LimitView, LimitWindow, Pause, PauseKind, PlayView };
export const WINDOWS: readonly LimitWindow[] = ['day', 'week', 'month'];

/** GET /user/responsible-play/session (C6): this sign-in session so far. */
export interface PlaySession {
  startedAt: string;
  now: string;
  minutes: number;
  staked: number;
  won: number;
  /** staked − won */
  net: number;
  realityCheckMinutes: 0 | 30 | 60;
}

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function amount(value: unknown): number | null {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return value !== '' && value !== null && Number.isFinite(n) ? n : null;
}

function minutes(value: unknown): 0 | 30 | 60 {
  return value === 30 || value === 60 ? value : 0;
}

function toLimit(value: unknown): LimitView | null {
  const l = record(value);
  if (!l) return null;
  const pending = record(l.pending);
  return {
    limit: amount(l.limit),
    pending: pending && text(pending.effectiveAt) ? { limit: amount(pending.limit), effectiveAt: text(pending.effectiveAt)! } : null,
    used: amount(l.used) ?? 0,
    remaining: amount(l.remaining),
    resetsAt: text(l.resetsAt) ?? '',
  };
}

function toPause(value: unknown): Pause | null {
  const p = record(value);
  if (!p || (p.kind !== 'cool_off' && p.kind !== 'self_exclusion') || !text(p.until)) return null;
  return { kind: p.kind, startedAt: text(p.startedAt) ?? '', until: text(p.until)! };
}

export function toPlayView(value: unknown): PlayView | null {
  const v = record(value);
  const limits = record(v?.depositLimits);
  if (!v || !limits || (v.prompt !== 'unanswered' && v.prompt !== 'limits_set' && v.prompt !== 'declined')) return null;
  const day = toLimit(limits.day);
  const week = toLimit(limits.week);
  const month = toLimit(limits.month);
  if (!day || !week || !month) return null;
  return {
    depositLimits: { day, week, month },
    prompt: v.prompt,
    reviewDue: v.reviewDue === true,
    lastReviewedAt: text(v.lastReviewedAt),
    nextReviewAt: text(v.nextReviewAt),
    realityCheckMinutes: minutes(v.realityCheckMinutes),
    pause: toPause(v.pause),
    history: Array.isArray(v.history)
      ? v.history.map(record).filter((h): h is Record<string, unknown> => h !== null && !!text(h.at))
          .map((h) => ({ at: String(h.at), type: String(h.type ?? ''), summary: String(h.summary ?? h.type ?? '') }))
      : [],
  };
}

export function toPlaySession(value: unknown): PlaySession | null {
  const s = record(value);
  if (!s || !text(s.startedAt) || !text(s.now) || Number.isNaN(Date.parse(String(s.startedAt))) || Number.isNaN(Date.parse(String(s.now)))) return null;
  return {
    startedAt: String(s.startedAt),
    now: String(s.now),
    minutes: amount(s.minutes) ?? 0,
    staked: amount(s.staked) ?? 0,
    won: amount(s.won) ?? 0,
    net: amount(s.net) ?? 0,
    realityCheckMinutes: minutes(s.realityCheckMinutes),
  };
}
