import { formatRupees } from '../shared/money/money.js';
import { LIMIT_WINDOWS, type LimitWindow, type WindowLimit } from './deposit-limits.js';
import { formatIndianTime } from '../shared/clock/india-time.js';
import type { PauseDuration, PlayEvent } from './responsible-play.js';

/** One line of the player's responsible-play history, as the API shows it. */
export interface PlayHistoryEntry {
  at: string;
  type: PlayEvent['type'];
  summary: string;
}

const WINDOW_NAMES: Record<LimitWindow, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const DURATIONS: Record<PauseDuration, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '6m': '6 months', '1y': '1 year', '5y': '5 years' };

const amount = (paise: number | null) => (paise === null ? 'no limit' : formatRupees(paise));

/** A readable sentence for each responsible-play event, from the event alone. */
export function historyEntry(event: PlayEvent): PlayHistoryEntry {
  switch (event.type) {
    case 'DepositLimitsSet':
      return { at: event.data.at, type: event.type, summary: limitsSummary(event.data) };
    case 'DepositLimitPromptDeclined':
      return { at: event.data.at, type: event.type, summary: 'Chose no deposit limit for now' };
    case 'DepositLimitsReviewed':
      return { at: event.data.at, type: event.type, summary: 'Reviewed deposit limits' };
    case 'RealityCheckSet':
      return {
        at: event.data.at,
        type: event.type,
        summary: event.data.minutes === 0 ? 'Reality check turned off' : `Reality check every ${event.data.minutes} minutes`,
      };
    case 'PlayPaused': {
      const what = event.data.kind === 'cool_off' ? 'Cool-off' : 'Self-exclusion';
      return { at: event.data.startedAt, type: event.type, summary: `${what} for ${DURATIONS[event.data.duration]}, until ${formatIndianTime(new Date(event.data.until))}` };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown responsible-play event type ${(unknown as { type: string }).type}`);
    }
  }
}

/** 'Deposit limits: daily ₹5,000.00, weekly no limit, monthly ₹50,000.00; weekly ₹20,000.00 from 28 Nov 2026, 14:05 IST' */
function limitsSummary(limits: Record<LimitWindow, WindowLimit>): string {
  const now = LIMIT_WINDOWS.map((w) => `${WINDOW_NAMES[w]} ${amount(limits[w].limitPaise)}`).join(', ');
  const later = LIMIT_WINDOWS.filter((w) => limits[w].pending).map((w) => {
    const pending = limits[w].pending!;
    return `${WINDOW_NAMES[w]} ${amount(pending.limitPaise)} from ${formatIndianTime(new Date(pending.effectiveAt))}`;
  });
  return `Deposit limits: ${now}${later.length ? `; ${later.join(', ')}` : ''}`;
}
