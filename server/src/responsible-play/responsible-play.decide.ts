import {
  changeLimit,
  hasAnyLimit,
  limitBreach,
  LIMIT_WINDOWS,
  MAX_LIMIT_PAISE,
  perWindow,
  sameLimit,
  settle,
  type PerWindow,
} from './deposit-limits.js';
import { addDays, addIndianMonths } from '../shared/clock/india-time.js';
import {
  DepositLimitError,
  DepositLimitsSetError,
  InvalidDepositLimitError,
  InvalidPauseError,
  InvalidRealityCheckError,
  PauseRunningError,
  PlayPausedError,
} from './responsible-play.errors.js';
import { activePause, PAUSE_DURATIONS, REALITY_CHECK_MINUTES, type PauseDuration, type PauseKind, type PlayEvent, type PlayState } from './responsible-play.js';

/**
 * What a player can ask of their own responsible play. They travel as wallet commands
 * (the wallet's decider hands them here), each with `requestId` for its idempotency key
 * and `now`, the clock's reading, which is not part of what was asked.
 */
export type PlayCommand =
  | { type: 'SetDepositLimits'; data: { requestId: string; limits: PerWindow<number | null>; now: string } }
  | { type: 'DeclineDepositLimits'; data: { requestId: string; now: string } }
  | { type: 'ReviewDepositLimits'; data: { requestId: string; now: string } }
  | { type: 'SetRealityCheck'; data: { requestId: string; minutes: number; now: string } }
  | { type: 'PausePlay'; data: { requestId: string; kind: PauseKind; duration: PauseDuration; now: string } };

export const PLAY_COMMAND_TYPES: readonly PlayCommand['type'][] = ['SetDepositLimits', 'DeclineDepositLimits', 'ReviewDepositLimits', 'SetRealityCheck', 'PausePlay'];

/** The responsible-play decider, pure: the events that carry out `command`, none when nothing changes. */
export function decidePlay(command: PlayCommand, play: PlayState): PlayEvent[] {
  const at = command.data.now;
  const now = new Date(at);
  switch (command.type) {
    case 'SetDepositLimits': {
      const requested = command.data.limits;
      for (const window of LIMIT_WINDOWS) requireLimit(requested?.[window], window);
      const next = perWindow((w) => changeLimit(play.limits[w], requested[w], now));
      if (LIMIT_WINDOWS.every((w) => sameLimit(next[w], settle(play.limits[w], now)))) return [];
      return [{ type: 'DepositLimitsSet', data: { at, ...next } }];
    }
    case 'DeclineDepositLimits':
      if (hasAnyLimit(play.limits, now)) throw new DepositLimitsSetError();
      return play.prompt === 'declined' ? [] : [{ type: 'DepositLimitPromptDeclined', data: { at } }];
    case 'ReviewDepositLimits':
      return [{ type: 'DepositLimitsReviewed', data: { at } }];
    case 'SetRealityCheck': {
      const minutes = REALITY_CHECK_MINUTES.find((m) => m === command.data.minutes);
      if (minutes === undefined) throw new InvalidRealityCheckError();
      return minutes === play.realityCheckMinutes ? [] : [{ type: 'RealityCheckSet', data: { at, minutes } }];
    }
    case 'PausePlay': {
      const { kind, duration } = command.data;
      const until = pauseEnd(kind, duration, now);
      const running = activePause(play, now);
      if (running && until.getTime() <= Date.parse(running.until)) throw new PauseRunningError(running);
      return [{ type: 'PlayPaused', data: { kind, duration, startedAt: at, until: until.toISOString() } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown responsible-play command ${(unknown as { type: string }).type}`);
    }
  }
}

/** Tickets (and deposit requests) wait while a pause runs; it ends exactly at `until`. */
export function refuseWhilePaused(play: PlayState, now: Date): void {
  const pause = activePause(play, now);
  if (pause) throw new PlayPausedError(pause);
}

/**
 * A deposit request of `amountPaise`, given what the player has requested in each window
 * so far (requests not rejected, at their current amount): refused during a pause, then
 * by the first window whose limit it would pass.
 */
export function decideDeposit(play: PlayState, usedPaise: PerWindow<number>, amountPaise: number, now: Date): void {
  refuseWhilePaused(play, now);
  const breach = limitBreach(play.limits, usedPaise, amountPaise, now);
  if (breach) throw new DepositLimitError(breach, amountPaise);
}

/** Cool-offs are fixed lengths; exclusions are calendar months in IST (6 months from 31 August ends 28/29 February). */
export function pauseEnd(kind: PauseKind, duration: PauseDuration, start: Date): Date {
  const allowed: readonly string[] | undefined = kind === 'cool_off' || kind === 'self_exclusion' ? PAUSE_DURATIONS[kind] : undefined;
  if (!allowed?.includes(duration)) throw new InvalidPauseError();
  switch (duration) {
    case '24h':
      return addDays(start, 1);
    case '7d':
      return addDays(start, 7);
    case '30d':
      return addDays(start, 30);
    case '6m':
      return addIndianMonths(start, 6);
    case '1y':
      return addIndianMonths(start, 12);
    case '5y':
      return addIndianMonths(start, 60);
    default:
      return duration satisfies never;
  }
}

function requireLimit(value: unknown, window: (typeof LIMIT_WINDOWS)[number]): void {
  if (value === null) return;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > MAX_LIMIT_PAISE) throw new InvalidDepositLimitError(window);
}
