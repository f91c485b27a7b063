import type { PauseKind } from './api/play-view.js';

/**
 * The words responsible play shows outside its own page, on every player page or the
 * dashboard: the review reminder, the reality check and a break's notice. Kept apart from
 * the page's words, which those pages do not need to load.
 */
export const REVIEW = {
  title: 'Time to review your deposit limits',
  text: 'It has been 6 months since you last looked at your deposit limits. Check that they still suit you.',
  review: 'Review',
  keep: 'Keep my limits',
  keeping: 'Saving...',
  failed: 'That did not work. Please try again.',
} as const;

/** The notice on the Deposit page and the ticket panel during a break, before the server would refuse. */
export function pauseMessage(kind: PauseKind, until: string): string {
  return kind === 'cool_off'
    ? `You are on a cool-off until ${until}. Deposits and tickets are closed until then; you can still withdraw.`
    : `You have excluded yourself until ${until}. Deposits and tickets are closed until then; you can still withdraw.`;
}

export const REALITY = {
  title: 'Reality check',
  played: (time: string) => `You have been playing for ${time} in this session.`,
  staked: 'Staked',
  won: 'Won',
  net: 'Net spent',
  netNote: 'Staked minus won in this session.',
  continue: 'Continue playing',
  statement: 'View statement',
  logout: 'Log out',
} as const;

/** '1 hour 5 minutes', '30 minutes', '1 minute'. */
export function durationText(totalMinutes: number): string {
  const whole = Math.max(0, Math.floor(totalMinutes));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
