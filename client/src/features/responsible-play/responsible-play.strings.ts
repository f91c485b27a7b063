import { textHook, type Text } from '../../lib/i18n/text.js';
import type { LimitWindow, PauseKind } from './api/play-view.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The words of responsible play (issue 12) on its page and in the first-deposit prompt
 * (messages/en.json, messages/hi.json; those shown on every page are read through
 * play-notices.strings.ts, from the same files). The specification has none for them;
 * the refusals themselves are the server's words.
 */
export const useResponsiblePlayText = textHook('responsible-play', en);

export type ResponsiblePlayKey = keyof typeof en & string;
export type ResponsiblePlayText = Text<ResponsiblePlayKey>;

/** Each window's name in the table, its group's name and its field's label. */
export const WINDOW_NAMES: Record<LimitWindow, { title: ResponsiblePlayKey; group: ResponsiblePlayKey; field: ResponsiblePlayKey }> = {
  day: { title: 'window.day', group: 'window.dayGroup', field: 'window.dayField' },
  week: { title: 'window.week', group: 'window.weekGroup', field: 'window.weekField' },
  month: { title: 'window.month', group: 'window.monthGroup', field: 'window.monthField' },
};

export const PAUSE_NAMES: Record<PauseKind, ResponsiblePlayKey> = { cool_off: 'kind.coolOff', self_exclusion: 'kind.selfExclusion' };

/** The reality check's choices: off, or every so many minutes. */
export const REALITY_OPTIONS = [0, 30, 60] as const;

/** A break's length: a count of a unit, named by the plural message of that unit. */
export interface BreakDuration {
  value: string;
  count: number;
  unit: 'duration.hours' | 'duration.days' | 'duration.months' | 'duration.years';
}

export const BREAK_DURATIONS = {
  cool_off: [
    { value: '24h', count: 24, unit: 'duration.hours' },
    { value: '7d', count: 7, unit: 'duration.days' },
    { value: '30d', count: 30, unit: 'duration.days' },
  ],
  self_exclusion: [
    { value: '6m', count: 6, unit: 'duration.months' },
    { value: '1y', count: 1, unit: 'duration.years' },
    { value: '5y', count: 5, unit: 'duration.years' },
  ],
} as const satisfies Record<PauseKind, readonly BreakDuration[]>;

/** '24 hours', '7 days', '6 months', '1 year' in the language shown. */
export function durationOf(t: ResponsiblePlayText, duration: Pick<BreakDuration, 'count' | 'unit'>): string {
  return t(duration.unit, { count: duration.count });
}

/** The help's points, and its links with their labels. */
export const HELP_POINTS: readonly ResponsiblePlayKey[] = ['help.point1', 'help.point2', 'help.point3', 'help.point4'];
export const HELP_LINKS: readonly { to: string; label: ResponsiblePlayKey }[] = [
  { to: '/statement', label: 'help.statementLink' },
  { to: '/how-to-play', label: 'help.howToPlayLink' },
];
