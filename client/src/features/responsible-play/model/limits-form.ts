import { formatRupees } from '../../../lib/format.js';
import { parseRupees } from '../../../lib/parse-rupees.js';
import { WINDOWS, type LimitWindow, type PlayView } from '../api/play-view.js';
import type { DepositLimits } from '../api/responsible-play-api.js';
import type { ResponsiblePlayText } from '../responsible-play.strings.js';

/** The largest limit the server takes (C2): ₹1,00,00,000. */
export const MAX_LIMIT = 10_000_000;

/** A raise or a removal waits this long; a lower limit applies at once. */
export const RAISE_DELAY_HOURS = 24;

export type LimitDraft = Record<LimitWindow, { amount: string; none: boolean }>;

/**
 * The form starts from what the player last asked for: a raise or removal still waiting
 * its 24 hours, else the limit in force, so saving another window does not silently
 * cancel the waiting change.
 */
export function draftFrom(view: PlayView | null): LimitDraft {
  const draft = {} as LimitDraft;
  for (const window of WINDOWS) {
    const l = view?.depositLimits[window];
    const asked = l?.pending ? l.pending.limit : (l?.limit ?? null);
    // A player who never answered starts with empty fields, not with 'No limit' ticked.
    draft[window] = asked === null ? { amount: '', none: !!view && view.prompt !== 'unanswered' } : { amount: String(asked), none: false };
  }
  return draft;
}

export interface LimitsChecked {
  body: DepositLimits | null;
  errors: Partial<Record<LimitWindow | 'form', string>>;
}

/**
 * The PUT body (rupees or null per window), or why not, in the words `t` gives. Where at least one limit is asked
 * for (the first-deposit prompt), a window left empty has no limit; elsewhere an empty
 * field must be a deliberate 'No limit'.
 */
export function checkLimits(draft: LimitDraft, requireOne: boolean, t: ResponsiblePlayText): LimitsChecked {
  const errors: LimitsChecked['errors'] = {};
  const body = {} as DepositLimits;
  for (const window of WINDOWS) {
    const { amount, none } = draft[window];
    if (none || (requireOne && !amount.trim())) {
      body[window] = null;
      continue;
    }
    const rupees = parseRupees(amount);
    if (!amount.trim()) errors[window] = t('limits.required');
    else if (rupees === null) errors[window] = t('limits.invalid');
    else if (rupees <= 0) errors[window] = t('limits.tooSmall', { min: formatRupees(0) });
    else if (rupees > MAX_LIMIT) errors[window] = t('limits.tooLarge', { max: formatRupees(MAX_LIMIT) });
    else body[window] = rupees;
  }
  if (Object.keys(errors).length === 0 && requireOne && WINDOWS.every((window) => body[window] === null)) errors.form = t('limits.atLeastOne');
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors };
}
