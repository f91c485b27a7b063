import { addDays, startOfIndianDay, startOfIndianMonth, startOfIndianWeek, addIndianMonths } from '../shared/clock/india-time.js';

/**
 * Deposit limits, pure (issue 12): one per calendar window in India. Lowering (or adding)
 * a limit applies at once; raising or removing one applies 24 hours after it was asked
 * for, so a moment's impulse cannot undo a limit. Amounts in paise; `null` is no limit.
 */
export const LIMIT_WINDOWS = ['day', 'week', 'month'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];

/** ₹1,00,00,000: the largest limit a player may set. */
export const MAX_LIMIT_PAISE = 1_000_000_000;
export const RAISE_DELAY_MS = 24 * 60 * 60_000;

export interface PendingLimit {
  limitPaise: number | null;
  /** ISO-8601 UTC: from this instant the pending limit is the one in force. */
  effectiveAt: string;
}

/** A window's limit as last decided: the one in force then, and a raise or removal waiting. */
export interface WindowLimit {
  limitPaise: number | null;
  pending: PendingLimit | null;
}

export type DepositLimits = Readonly<Record<LimitWindow, WindowLimit>>;
export type PerWindow<T> = Record<LimitWindow, T>;

export const NO_LIMITS: DepositLimits = Object.freeze({
  day: { limitPaise: null, pending: null },
  week: { limitPaise: null, pending: null },
  month: { limitPaise: null, pending: null },
});

export function perWindow<T>(make: (window: LimitWindow) => T): PerWindow<T> {
  return { day: make('day'), week: make('week'), month: make('month') };
}

/** A pending change whose time has come is the limit itself. */
export function settle(limit: WindowLimit, now: Date): WindowLimit {
  if (limit.pending && Date.parse(limit.pending.effectiveAt) <= now.getTime()) return { limitPaise: limit.pending.limitPaise, pending: null };
  return limit;
}

export function limitInForce(limit: WindowLimit, now: Date): number | null {
  return settle(limit, now).limitPaise;
}

/** No limit is above every amount. */
function isBelow(a: number | null, b: number | null): boolean {
  return a !== null && (b === null || a < b);
}

/**
 * The player asks for `requested`. Lower than the limit in force: at once (and a pending
 * raise is dropped). The limit in force again: stays, any pending change dropped. Higher,
 * or none: pending for 24 hours; the same raise asked again keeps its time.
 */
export function changeLimit(limit: WindowLimit, requested: number | null, now: Date): WindowLimit {
  const current = settle(limit, now);
  if (requested === current.limitPaise || isBelow(requested, current.limitPaise)) return { limitPaise: requested, pending: null };
  if (current.pending && current.pending.limitPaise === requested) return current;
  return { limitPaise: current.limitPaise, pending: { limitPaise: requested, effectiveAt: new Date(now.getTime() + RAISE_DELAY_MS).toISOString() } };
}

export function sameLimit(a: WindowLimit, b: WindowLimit): boolean {
  return a.limitPaise === b.limitPaise && a.pending?.limitPaise === b.pending?.limitPaise && a.pending?.effectiveAt === b.pending?.effectiveAt;
}

/** Whether any window has a limit in force or one on its way. */
export function hasAnyLimit(limits: DepositLimits, now: Date): boolean {
  return LIMIT_WINDOWS.some((w) => {
    const settled = settle(limits[w], now);
    return settled.limitPaise !== null || (settled.pending !== null && settled.pending.limitPaise !== null);
  });
}

/** The start of the window that `now` falls in. */
export function windowStart(window: LimitWindow, now: Date): Date {
  if (window === 'day') return startOfIndianDay(now);
  if (window === 'week') return startOfIndianWeek(now);
  return startOfIndianMonth(now);
}

/** When the window `now` falls in ends and the next begins: the limit's reset. */
export function windowResetsAt(window: LimitWindow, now: Date): Date {
  const start = windowStart(window, now);
  if (window === 'day') return addDays(start, 1);
  if (window === 'week') return addDays(start, 7);
  return addIndianMonths(start, 1);
}

/** A deposit that a window's limit does not leave room for. */
export interface LimitBreach {
  window: LimitWindow;
  limitPaise: number;
  usedPaise: number;
  resetsAt: Date;
}

/**
 * The first window (day, week, month) whose limit in force `amountPaise` would pass, given
 * what the player has deposited in each window so far (`usedPaise`); null if all allow it.
 */
export function limitBreach(limits: DepositLimits, usedPaise: PerWindow<number>, amountPaise: number, now: Date): LimitBreach | null {
  for (const window of LIMIT_WINDOWS) {
    const limitPaise = limitInForce(limits[window], now);
    if (limitPaise !== null && usedPaise[window] + amountPaise > limitPaise) {
      return { window, limitPaise, usedPaise: usedPaise[window], resetsAt: windowResetsAt(window, now) };
    }
  }
  return null;
}
