import { describe, expect, it } from '@jest/globals';
import { checkPick, ticketBody } from './ticket-check.js';

const pick = (numbers: string[], letter = '') => ({ numbers, letter });

describe('ticket checks (spec section 5, in its order)', () => {
  it('refuses first when no draw is open, whatever else is wrong', () => {
    expect(checkPick(pick(['', '', '', '', '']), '3h', false)).toBe('No open draw available for this period');
  });
  it('then wants all five numbers', () => {
    expect(checkPick(pick(['1', '2', '', '4', '5']), '3h', true)).toBe('Please select all 5 numbers');
  });
  it("then the period's range, named in the message", () => {
    expect(checkPick(pick(['1', '2', '3', '4', '76']), '3h', true)).toBe('All numbers must be between 1 and 75');
    expect(checkPick(pick(['61', '61', '3', '4', '5']), '12h', true)).toBe('All numbers must be between 1 and 60');
  });
  it('then no duplicates', () => {
    expect(checkPick(pick(['7', '7', '3', '4', '5']), '3h', true)).toBe('Numbers must be unique - no duplicates allowed');
  });
  it('then the weekly letter', () => {
    expect(checkPick(pick(['7', '8', '3', '4', '5']), 'weekly', true)).toBe('Please select an alphabet for weekly period');
    expect(checkPick(pick(['7', '8', '3', '4', '5'], 'K'), 'weekly', true)).toBeNull();
    expect(checkPick(pick(['75', '8', '3', '4', '5']), '6h', true)).toBeNull();
  });
  it('builds num_1..num_5 in the order picked, num_6 only for weekly', () => {
    expect(ticketBody(pick(['9', '1', '3', '4', '5'], 'K'), 'weekly')).toEqual({ num_1: 9, num_2: 1, num_3: 3, num_4: 4, num_5: 5, num_6: 'K' });
    expect(ticketBody(pick(['9', '1', '3', '4', '5']), '24h')).toEqual({ num_1: 9, num_2: 1, num_3: 3, num_4: 4, num_5: 5 });
  });
});
