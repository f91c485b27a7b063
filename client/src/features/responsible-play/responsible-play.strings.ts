import type { LimitWindow, PauseKind } from './api/play-view.js';

/**
 * The words of responsible play (issue 12) on its page and in the first-deposit prompt
 * (those shown on every page are in play-notices.strings.ts). The specification has none
 * for them; the refusals themselves are the server's words.
 */
export const PAGE = {
  title: 'Responsible Play',
  intro: 'Tools to keep your play in hand: limits on what you deposit, a reminder of the time you play, and breaks.',
  loading: 'Loading your settings...',
  failed: 'Your responsible-play settings could not be loaded.',
  retry: 'Try again',
} as const;

export const WINDOW_NAMES: Record<LimitWindow, { title: string; group: string; field: string }> = {
  day: { title: 'Daily', group: 'Daily limit', field: 'Daily limit (₹)' },
  week: { title: 'Weekly', group: 'Weekly limit', field: 'Weekly limit (₹)' },
  month: { title: 'Monthly', group: 'Monthly limit', field: 'Monthly limit (₹)' },
};

export const LIMITS = {
  title: 'Deposit limits',
  intro: 'Windows follow the calendar in India: a day from 00:00 IST, a week from Monday, a month from the 1st.',
  caption: 'Your deposit limits',
  window: 'Window',
  limit: 'Limit',
  used: 'Deposited',
  remaining: 'Left',
  resets: 'Resets',
  noLimit: 'No limit',
  noRemaining: 'No limit',
  // A change that waits is always a raise or a removal (a lower limit applies at once).
  pending: (limit: string, when: string) => `Rises to ${limit} on ${when}`,
  pendingRemoval: (when: string) => `No limit from ${when}`,
  none: '—',
  edit: 'Change limits',
  rules: 'Lowering a limit applies at once. Raising or removing one applies only after 24 hours, so a decision made in the moment cannot take effect in the moment.',
  noLimitBox: 'No limit',
  save: 'Save limits',
  saving: 'Saving...',
  saved: 'Your limits are saved.',
  savedPending: 'Saved. A raise or removal applies after 24 hours; until then your current limit stays.',
  failed: 'Your limits could not be saved. Please try again.',
  required: 'Enter an amount or tick No limit',
  invalid: 'Enter an amount in rupees with at most 2 decimals',
  tooSmall: 'A limit must be more than ₹0',
  tooLarge: 'A limit can be at most ₹1,00,00,000',
  atLeastOne: "Set at least one limit, or choose 'No limit for now' below.",
} as const;

export const PROMPT = {
  title: 'Set a deposit limit first',
  text: 'Before your first deposit, decide how much you are happy to deposit each day, week or month. Fill in at least one; a window left empty has no limit. You can change your limits at any time on the Responsible Play page.',
  save: 'Save limits and continue',
  or: 'or',
  decline: 'No limit for now',
  declineNote: 'You can set limits later on the Responsible Play page.',
  declineFailed: 'Your answer could not be saved. Please try again.',
  loading: 'Loading your deposit limits...',
} as const;

export const REALITY_SETTING = {
  title: 'Reality check',
  intro: 'A reminder, while you are signed in, of how long you have played and what you have spent.',
  legend: 'Remind me',
  options: [
    { value: 0, label: 'Off' },
    { value: 30, label: 'Every 30 minutes' },
    { value: 60, label: 'Every 60 minutes' },
  ] as const,
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved.',
  failed: 'The reality check could not be saved. Please try again.',
} as const;

export const PAUSE_NAMES: Record<PauseKind, string> = { cool_off: 'Cool-off', self_exclusion: 'Self-exclusion' };

export const BREAK = {
  title: 'Take a break',
  intro: 'During a break you cannot deposit or buy tickets. You can still withdraw your money. A break cannot be undone or shortened once it starts.',
  coolOff: 'Cool-off',
  coolOffText: 'A short break from play.',
  selfExclusion: 'Self-exclusion',
  selfExclusionText: 'A long break, for when play has stopped being fun.',
  durations: {
    cool_off: [
      { value: '24h', label: '24 hours' },
      { value: '7d', label: '7 days' },
      { value: '30d', label: '30 days' },
    ],
    self_exclusion: [
      { value: '6m', label: '6 months' },
      { value: '1y', label: '1 year' },
      { value: '5y', label: '5 years' },
    ],
  } as const,
  choose: (kind: string, duration: string) => `${kind} for ${duration}`,
  confirmTitle: (kind: string) => `Start a ${kind.toLowerCase()}?`,
  confirmWhat: (kind: string, duration: string) => `You are about to start a ${kind.toLowerCase()} of ${duration}, from now.`,
  confirmUndo: 'It cannot be undone or shortened early, by you or by us.',
  confirmEffects: 'Until it ends, deposits and ticket purchases are closed. Withdrawals stay open, so you can take out your money.',
  acknowledge: 'I understand that this break cannot be undone early.',
  confirm: 'Start the break',
  confirming: 'Starting...',
  cancel: 'Cancel',
  failed: 'The break could not be started. Please try again.',
  current: 'Your break',
  currentText: (kind: string, until: string) => `${kind} until ${until}.`,
  currentEffects: 'Deposits and tickets are closed until then; you can still withdraw.',
  started: (kind: string, until: string) => `Your ${kind.toLowerCase()} has started. It ends on ${until}.`,
  longer: 'You can still choose a longer break.',
} as const;

export const HISTORY = {
  title: 'History',
  caption: 'Your responsible-play history, newest first',
  date: 'Date (IST)',
  event: 'What happened',
  empty: 'Nothing yet.',
} as const;

export const HELP = {
  title: 'Help',
  points: [
    'Play for fun with money you can afford to lose, never to win back losses or to pay bills.',
    'Set your limits before you play, when you are thinking clearly, and keep to them.',
    'Take regular breaks. If you feel you are playing too much or hiding your play from others, take a cool-off or exclude yourself, and talk to someone you trust.',
    'Winnings are subject to your own taxes; your Statement page has a yearly summary.',
  ],
  links: [
    { to: '/statement', label: 'Your statement: every rupee in and out' },
    { to: '/how-to-play', label: 'How to play, and the prizes of each draw' },
  ],
} as const;
