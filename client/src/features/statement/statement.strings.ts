/**
 * The words of the player's Statement page (issue 12; the specification has none for it,
 * except that winnings are subject to the player's own taxes, section 1).
 */
export const STATEMENT = {
  title: 'Statement',
  intro: 'Every movement of your money, newest first. Dates and times are in IST.',
} as const;

export const SUMMARY = {
  balance: 'Balance',
  money: 'Money (withdrawable)',
  referral: 'Referral (game only)',
  held: 'Held for withdrawals',
  netDeposits: 'Net deposits',
  netNote: 'Deposits credited minus withdrawals paid.',
  last30Days: 'Last 30 days',
  sinceOpened: (date: string) => (date ? `Since you joined (${date})` : 'Since you joined'),
  split: (deposits: string, withdrawals: string) => `${deposits} deposited − ${withdrawals} withdrawn`,
  loading: 'Loading your balance...',
  failed: 'Your balance and net deposits could not be loaded.',
  retry: 'Try again',
} as const;

export const FILTER = {
  legend: 'Dates',
  from: 'From',
  to: 'To',
  show: 'Show',
  last30: 'Last 30 days',
  hint: 'Both days are included. Leave a date empty to have no limit on that side.',
  fromAfterTo: "The 'From' date must be on or before the 'To' date.",
  invalid: 'Enter a date as day, month and year.',
  download: 'Download CSV',
  downloading: 'Downloading...',
  downloadFailed: 'The statement could not be downloaded. Please try again.',
  fileName: (from: string, to: string) => `fairdraw-statement-${from || 'start'}-to-${to || 'today'}.csv`,
} as const;

export const TABLE = {
  caption: 'Account movements, newest first',
  date: 'Date (IST)',
  description: 'Description',
  reference: 'Reference',
  amount: 'Amount',
  balance: 'Balance',
  empty: 'No transactions in these dates',
  loading: 'Loading your statement...',
  failed: 'Your statement could not be loaded.',
  retry: 'Try again',
  range: (from: string, to: string) => `${from || 'Account opening'} – ${to || 'today'}`,
  opening: 'Opening balance',
  openingNote: 'Before the first movement in these dates',
  closing: 'Closing balance',
  closingNote: 'After the last movement in these dates',
  parts: (money: string, referral: string, held: string) => `Money ${money} · Referral ${referral} · Held ${held}`,
  changes: { money: 'Money', referral: 'Referral', held: 'Held' },
  referenceKinds: {
    deposit_request: 'Deposit request',
    withdrawal_request: 'Withdrawal request',
    ticket: 'Ticket',
    round: 'Draw',
    referred_player: 'Referred player',
    adjustment: 'Adjustment',
  } as Record<string, string>,
} as const;

export const YEARS = {
  title: 'Yearly summary',
  intro: 'Totals for each Indian financial year (1 April to 31 March).',
  select: 'Financial year',
  option: (fy: string) => `FY ${fy}`,
  period: (from: string, to: string) => `${from} – ${to}`,
  staked: 'Total staked',
  won: 'Total won',
  net: 'Net (won − staked)',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  referralBonuses: 'Referral bonuses',
  tickets: 'Tickets bought',
  taxNote: 'Winnings are subject to your own taxes. These totals are for your records; they are not tax advice.',
  none: 'No financial years to show yet.',
} as const;
