import { describe, expect, it } from '@jest/globals';
import type { PeriodId } from '@draws/draw-periods';
import { textOf } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };
import { fieldErrors as errorsIn, refusedFields, resultBody, submitError as refusalIn, type ResultForm } from './result-form.js';

/** The rules in the words of the dashboard (English, the default). */
const t = textOf('admin-dashboard', en);
const fieldErrors = (period: PeriodId, f: ResultForm) => errorsIn(period, f, t);
const submitError = (period: PeriodId, f: ResultForm) => refusalIn(period, f, t);

const form = (numbers: string[], letter = ''): ResultForm => ({ numbers, letter });

describe('the admin result form rules', () => {
  it("checks in the spec's order: all five filled, the weekly letter, then each field's own error", () => {
    expect(submitError('3h', form(['1', '2', '', '4', '5']))).toBe('Please fill all result numbers');
    expect(submitError('weekly', form(['1', '2', '', '4', '5']))).toBe('Please fill all result numbers');
    expect(submitError('weekly', form(['1', '2', '3', '4', '5']))).toBe('Please select an alphabet for weekly period');
    expect(submitError('weekly', form(['1', '2', '3', '4', '5'], 'a'))).toBe('Please select an alphabet for weekly period');
    expect(submitError('3h', form(['1', '2', '2', '4', '5']))).toBe('Please fix validation errors before submitting.');
    expect(submitError('3h', form(['75', '2', '3', '4', '5']))).toBeNull();
    expect(submitError('weekly', form(['60', '2', '3', '4', '5'], 'Z'))).toBeNull();
  });

  it("flags the later of two equal numbers, and a number outside the period's range (draw table)", () => {
    expect(fieldErrors('3h', form(['7', '', '7', '9', '7']))).toEqual([null, null, 'Number already selected', null, 'Number already selected']);
    expect(fieldErrors('12h', form(['61', '0', '60', '1', '']))).toEqual(['Must be between 1-60', 'Must be between 1-60', null, null, null]);
    expect(fieldErrors('6h', form(['75', '1.5', 'x', '', '']))).toEqual([null, 'Must be between 1-75', 'Must be between 1-75', null, null]);
    expect(submitError('24h', form(['61', '2', '3', '4', '5']))).toBe('Please fix validation errors before submitting.');
  });

  it('names the dropdowns the refusal is about: the empty numbers first, else a missing weekly letter', () => {
    expect(refusedFields('weekly', form(['1', '', '3', '', '5']))).toEqual({ numbers: [false, true, false, true, false], letter: false });
    expect(refusedFields('weekly', form(['1', '2', '3', '4', '5']))).toEqual({ numbers: [], letter: true });
    expect(refusedFields('3h', form(['1', '2', '2', '4', '5']))).toEqual({ numbers: [], letter: false });
  });

  it('sends num_1..num_5 as numbers, and num_6 for weekly only', () => {
    expect(resultBody('3h', form(['7', '12', '33', '45', '60'], 'K'))).toEqual({ num_1: 7, num_2: 12, num_3: 33, num_4: 45, num_5: 60 });
    expect(resultBody('weekly', form(['7', '12', '33', '45', '60'], 'K'))).toEqual({ num_1: 7, num_2: 12, num_3: 33, num_4: 45, num_5: 60, num_6: 'K' });
  });
});
