/** The admin dashboard's draw words (spec sections 2 and 8; exact where the spec names them). */
export const PERIOD_SELECT = {
  label: 'Period',
} as const;

export const COUNTS = {
  title: 'Ticket Count by Number',
  period: 'Period',
  totalDraws: 'Total Draws',
  openDraws: 'Open Draws',
  closedDraws: 'Closed Draws',
  totalTickets: 'Total Tickets',
  number: 'No.',
  positions: ['1st No.', '2nd No.', '3rd No.', '4th No.', '5th No.'],
  total: 'Total',
  caption: (period: string) => `Counts by number for ${period}`,
  onlyWithTickets: 'Only numbers with tickets',
  empty: 'No tickets yet',
  alphabet: 'Alphabet Count',
  letterCount: (letter: string, count: number) => `${letter}: ${count}`,
  loading: 'Loading ticket count data...',
  failed: 'Failed to load ticket count data',
} as const;

export const LATEST = {
  title: 'Latest Draw',
  status: { open: 'Open', closed: 'Closed' } as Record<string, string>,
  started: 'Started',
  closes: 'Sales close',
  resultAt: 'Result at',
  price: 'Ticket price',
  commitment: 'Seed commitment (sha256)',
  none: 'No draws found for this period',
  loading: 'Loading the latest draw...',
  failed: 'Failed to load the latest draw',
} as const;

/** The result modal (spec sections 2, 5 and 8; the messages are exact). */
export const RESULT = {
  button: (period: string) => `Set ${period} Result`,
  number: (i: number) => `Number ${i}`,
  letter: 'Alphabet',
  choose: '--',
  note: 'The numbers in draw order: the first is the first drawn.',
  submit: 'Set Result',
  missing: 'Please fill all result numbers',
  letterMissing: 'Please select an alphabet for weekly period',
  range: (min: number, max: number) => `Must be between ${min}-${max}`,
  duplicate: 'Number already selected',
  fixErrors: 'Please fix validation errors before submitting.',
  failed: 'Failed to set result',
  posted: 'Result posted successfully',
} as const;
