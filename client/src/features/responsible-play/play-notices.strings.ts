import { textHook, type Text } from '../../lib/i18n/text.js';
import type { PauseKind } from './api/play-view.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The words responsible play shows outside its own page, on every player page or the
 * dashboard: the review reminder (review.*), the reality check (reality.*) and a break's
 * notice (pause.*). They live in the same messages files as the page's words.
 */
export const usePlayNoticesText = textHook('responsible-play', en);

type PlayNoticesText = Text<keyof typeof en & string>;

/** How often the player is asked to look at their limits again. */
export const REVIEW_MONTHS = 6;

/** The notice on the Deposit page and the ticket panel during a break, before the server would refuse. */
export function pauseMessage(t: PlayNoticesText, kind: PauseKind, until: string): string {
  return t(kind === 'cool_off' ? 'pause.coolOffNotice' : 'pause.selfExclusionNotice', { until });
}

/** 'You have been playing for 1 hour 5 minutes (30 minutes, 1 hour) in this session.' in the language shown. */
export function playedText(t: PlayNoticesText, totalMinutes: number): string {
  const whole = Math.max(0, Math.floor(totalMinutes));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  if (hours === 0) return t('reality.playedMinutes', { minutes });
  return minutes === 0 ? t('reality.playedHours', { hours }) : t('reality.playedHoursMinutes', { hours, minutes });
}
