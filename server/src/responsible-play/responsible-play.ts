import { NO_LIMITS, type DepositLimits, type WindowLimit } from './deposit-limits.js';

/**
 * Responsible play (issue 12): deposit limits, the reality check and pauses, kept in the
 * player's WALLET stream, so a pause and a purchase are decided on one state with one
 * expected version and a purchase can never slip past a pause, in any instance. These are
 * the events (their names and fields are stored for ever: never rename, add a new type),
 * the part of the wallet's state they build, and its `evolve`, which the wallet's own
 * evolve calls. Times are ISO-8601 UTC; amounts in paise. None of them moves money.
 */

/** The limits after the player's change: each window's limit in force then and any pending raise or removal. */
export type DepositLimitsSet = {
  type: 'DepositLimitsSet';
  data: { at: string; day: WindowLimit; week: WindowLimit; month: WindowLimit };
};
/** The player answered the first-deposit prompt with "no limit for now". */
export type DepositLimitPromptDeclined = { type: 'DepositLimitPromptDeclined'; data: { at: string } };
/** The player looked at their limits again (the six-monthly reminder). */
export type DepositLimitsReviewed = { type: 'DepositLimitsReviewed'; data: { at: string } };
/** How often the reality check reminds the player: 0 (off), 30 or 60 minutes. */
export type RealityCheckSet = { type: 'RealityCheckSet'; data: { at: string; minutes: RealityCheckMinutes } };
/** A cool-off or self-exclusion from `startedAt` until `until`; it cannot be undone early. */
export type PlayPaused = {
  type: 'PlayPaused';
  data: { kind: PauseKind; duration: PauseDuration; startedAt: string; until: string };
};

export type PlayEvent = DepositLimitsSet | DepositLimitPromptDeclined | DepositLimitsReviewed | RealityCheckSet | PlayPaused;
export const PLAY_EVENT_TYPES: readonly PlayEvent['type'][] = [
  'DepositLimitsSet',
  'DepositLimitPromptDeclined',
  'DepositLimitsReviewed',
  'RealityCheckSet',
  'PlayPaused',
];

export const REALITY_CHECK_MINUTES = [0, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export type PauseKind = 'cool_off' | 'self_exclusion';
export const PAUSE_DURATIONS = { cool_off: ['24h', '7d', '30d'], self_exclusion: ['6m', '1y', '5y'] } as const;
export type PauseDuration = (typeof PAUSE_DURATIONS)[PauseKind][number];

export type LimitPrompt = 'unanswered' | 'limits_set' | 'declined';

export interface Pause {
  kind: PauseKind;
  duration: PauseDuration;
  startedAt: string;
  until: string;
}

/** The most recent responsible-play events kept in the state, for the player's history. */
export const PLAY_HISTORY_SIZE = 50;

export interface PlayState {
  limits: DepositLimits;
  prompt: LimitPrompt;
  /** The last time the player set, declined or reviewed limits. */
  lastReviewedAt: string | null;
  realityCheckMinutes: RealityCheckMinutes;
  /** The last pause recorded (it may have ended: compare `until` with the time). */
  pause: Pause | null;
  /** Newest first, at most PLAY_HISTORY_SIZE. */
  history: readonly PlayEvent[];
}

export const INITIAL_PLAY_STATE: PlayState = Object.freeze({
  limits: NO_LIMITS,
  prompt: 'unanswered',
  lastReviewedAt: null,
  realityCheckMinutes: 0,
  pause: null,
  history: [],
});

export function evolvePlay(state: PlayState, event: PlayEvent): PlayState {
  const history = [event, ...state.history.slice(0, PLAY_HISTORY_SIZE - 1)];
  switch (event.type) {
    case 'DepositLimitsSet': {
      const { at, day, week, month } = event.data;
      return { ...state, limits: { day, week, month }, prompt: 'limits_set', lastReviewedAt: at, history };
    }
    case 'DepositLimitPromptDeclined':
      return { ...state, prompt: 'declined', lastReviewedAt: event.data.at, history };
    case 'DepositLimitsReviewed':
      return { ...state, lastReviewedAt: event.data.at, history };
    case 'RealityCheckSet':
      return { ...state, realityCheckMinutes: event.data.minutes, history };
    case 'PlayPaused':
      return { ...state, pause: { ...event.data }, history };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown responsible-play event type ${(unknown as { type: string }).type}`);
    }
  }
}

/** The pause running at `now`, if any: it ends exactly at `until`. */
export function activePause(state: PlayState, now: Date): Pause | null {
  return state.pause && now.getTime() < Date.parse(state.pause.until) ? state.pause : null;
}
