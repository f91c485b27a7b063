import { describe, expect, it } from '@jest/globals';
import { textOf } from '../../../lib/i18n/text.js';
import en from '../messages/en.json' with { type: 'json' };
import { checkLimits as check, draftFrom, type LimitDraft } from './limits-form.js';

/** The checks in the words of the page (English, the default). */
const t = textOf('responsible-play', en);
const checkLimits = (draft: LimitDraft, requireOne: boolean) => check(draft, requireOne, t);

const draft = (day: string, week: string | null, month: string | null): LimitDraft => ({
  day: { amount: day, none: false },
  week: week === null ? { amount: '', none: true } : { amount: week, none: false },
  month: month === null ? { amount: '', none: true } : { amount: month, none: false },
});

describe('deposit limits form', () => {
  it('sends rupees or null for each of the three windows', () => {
    expect(checkLimits(draft('500', null, '10000.25'), false)).toEqual({ body: { day: 500, week: null, month: 10000.25 }, errors: {} });
    expect(checkLimits(draft('10000000', null, null), false).body).toEqual({ day: 10_000_000, week: null, month: null });
  });

  it('refuses what the server would: not rupees, zero, above ₹1,00,00,000, or a field left empty', () => {
    expect(checkLimits(draft('1.234', '0', '10000000.01'), false).errors).toEqual({
      day: 'Enter an amount in rupees with at most 2 decimals',
      week: 'A limit must be more than ₹0',
      month: 'A limit can be at most ₹1,00,00,000',
    });
    expect(checkLimits(draft('', null, null), false).errors).toEqual({ day: 'Enter an amount or tick No limit' });
  });

  it('before a first deposit: at least one limit, the windows left empty without one', () => {
    expect(checkLimits(draft('', '', '2000'), true)).toEqual({ body: { day: null, week: null, month: 2000 }, errors: {} });
    expect(checkLimits(draft('', null, ''), true).errors).toEqual({ form: "Set at least one limit, or choose 'No limit for now' below." });
  });

  it('starts from a change still waiting, and from empty fields before the first answer', () => {
    const l = (limit: number | null, pending: number | null | undefined) => ({
      limit, pending: pending === undefined ? null : { limit: pending, effectiveAt: 'x' }, used: 0, remaining: null, resetsAt: '',
    });
    const view = { depositLimits: { day: l(500, 900), week: l(2000, null), month: l(null, undefined) }, prompt: 'limits_set' as const,
      reviewDue: false, lastReviewedAt: null, nextReviewAt: null, realityCheckMinutes: 0 as const, pause: null, history: [] };
    expect(draftFrom(view)).toEqual({ day: { amount: '900', none: false }, week: { amount: '', none: true }, month: { amount: '', none: true } });
    expect(draftFrom({ ...view, prompt: 'unanswered' }).month).toEqual({ amount: '', none: false });
  });
});
