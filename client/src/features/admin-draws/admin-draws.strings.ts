import type { MultiplierField } from '@draws/prize-odds';

/**
 * Every word of the admin dashboard's jackpot modal. The spec's strings (section 2: the
 * button 'Set {period} Jackpot Amount', the tabs, the inputs 5N..1N and the weekly labels
 * '5N + A', '4N + A x'..'A x', '5N x'..'1N x') are exact.
 */
export const JACKPOT = {
  button: (period: string) => `Set ${period} Jackpot Amount`,
  tabs: 'Prize table mode',
  any: 'Any Sequence',
  sequence: 'Sequence',
  jackpotAmount: 'Jackpot Amount',
  /** Weekly: the jackpot is won by five numbers and the letter. */
  weeklyJackpotAmount: '5N + A',
  potShare: 'Pot Share of Sales (%)',
  multipliersNote: (price: string) => `Prizes are multipliers of the ticket price (${price}); the jackpot amount is the pot's base in rupees.`,
  potNote: { jackpot: 'Five numbers win the jackpot, plus 5N.', minipot: 'Five numbers in any order win the mini-pot, plus 5N.' },
  each: (amount: string) => `= ${amount}`,
  returnToPlayer: 'Return to player',
  perMode: (mode: string, value: string) => `${mode}: ${value}`,
  notComputed: '—',
  overPaying: 'Above 100%: players would win more than the tickets bring in.',
  loading: 'Loading prize tables...',
  loadFailed: 'Failed to load the prize tables',
  save: 'Save',
  busy: 'Saving...',
  failed: 'Failed to save the prize table',
  saved: 'Jackpot settings updated successfully',
  invalidMultiplier: 'Enter a multiplier from 0 to 1,000,000 with at most 2 decimals',
  invalidAmount: 'Enter a valid amount',
  invalidShare: 'Enter a percentage from 0 to 100 with at most 2 decimals',
} as const;

/** The multiplier labels: '5N'..'1N'; the weekly any-order table's with the letter. */
export const MULTIPLIER_LABELS: Record<MultiplierField, string> = {
  fiveN: '5N', fourN: '4N', threeN: '3N', twoN: '2N', oneN: '1N',
  fourNA: '4N + A x', threeNA: '3N + A x', twoNA: '2N + A x', oneNA: '1N + A x', onlyA: 'A x',
};
export const WEEKLY_NUMBER_LABELS: Partial<Record<MultiplierField, string>> = { fiveN: '5N x', fourN: '4N x', threeN: '3N x', twoN: '2N x', oneN: '1N x' };
