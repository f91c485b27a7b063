import type { DrawPeriod } from '@draws/draw-periods';

/**
 * The player dashboard's draw words. Spec strings (sections 2, 4, 5 and 8) are exact;
 * the rest names what the spec leaves unnamed.
 */
export const DASHBOARD = {
  periodsLabel: 'Draw period',
  rulesLink: (period: DrawPeriod) => `${period.name} Draw Playing Rules`,
  largeLabel: (period: DrawPeriod) => `${period.name} Draw`,
  live: 'Live',
  reconnecting: 'Reconnecting...',
} as const;

export const TIMER = {
  title: 'Draw Timer',
  closesIn: 'Betting closes in',
  resultIn: 'Result in',
  resultAvailable: 'Result Available',
  startDate: 'Start date',
  sinceStart: 'Time since start',
  nextDraw: 'Next draw date',
  closesAt: 'Closes',
  resultAt: 'Result at',
  ticketPrice: 'Ticket price',
  loading: 'Loading draw...',
  failed: 'Failed to fetch draw data',
  noDraws: 'No draws found for this period',
} as const;

export const NEXT_ROUND = {
  title: 'Next Round',
  startsIn: 'Starts in',
  failed: 'Failed to fetch next round data',
  none: 'No draw data found for this period',
} as const;

export const LAST_RESULT = {
  title: 'Last Result',
  none: 'No result yet',
  drawnAt: (when: string) => `Drawn ${when}`,
  numbers: 'Winning numbers',
  proof: 'Check this draw',
  history: (name: string) => `All ${name} results`,
} as const;

export const POTS = {
  title: 'Prize Pots',
  jackpot: 'Jackpot',
  minipot: 'Mini-pot',
  jackpotHint: { sequence: '5 numbers in draw order', any: '5 numbers in any order', letter: '5 numbers + the letter, any order' },
  minipotHint: '5 numbers in any order',
  growing: 'Grows with every ticket sold',
  unavailable: '—',
} as const;

export const STRUCTURE = {
  title: 'Winning Structure',
  match: 'Match',
  prize: 'Prize',
  plus: (multiplier: string) => `+ ${multiplier}`,
  times: (multiplier: number) => `x${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(multiplier)}`,
  numbers: (n: number) => (n === 1 ? '1 number' : `${n} numbers`),
  withLetter: (n: number) => (n === 0 ? 'Letter only' : `${n === 1 ? '1 number' : `${n} numbers`} + letter`),
  returnToPlayer: (percent: string) => `Returns about ${percent} of sales to players`,
  perTicket: (price: string) => `Prizes for a ${price} ticket`,
  loading: 'Loading prizes...',
  unavailable: 'Prize table not available right now.',
} as const;

export const MODES = { sequence: 'Sequence', any: 'Any Sequence' } as const;

export const TICKET = {
  title: 'Create Ticket',
  modesLabel: 'Prize mode',
  modeHint: {
    sequence: 'Sequence: your numbers match the draw position by position.',
    any: 'Any Sequence: your numbers match in any order.',
    both: 'Every ticket plays in both modes.',
  },
  number: (i: number) => `Number ${i}`,
  letter: 'Letter',
  choose: '--',
  quickPick: 'Quick Pick',
  addAnother: 'Add to list',
  remove: (i: number) => `Remove ticket ${i}`,
  basket: 'Tickets to buy',
  create: 'Create Ticket',
  buyMany: (n: number) => `Buy ${n} Tickets`,
  total: (amount: string) => `Total ${amount}`,
  each: (amount: string) => `${amount} each`,
  busy: 'Creating...',
  noDraw: 'No Draw Available',
  success: 'Ticket created successfully!',
  successBody: (count: number, draw: string) => `${count === 1 ? '1 ticket' : `${count} tickets`} in the ${draw}.`,
  failed: 'Failed to create ticket',
  failedInfo: 'Failed to fetch draw information',
} as const;

/** Spec section 5, "Ticket submit checks", in order (the range names the period's own range). */
export const CHECKS = {
  noOpenDraw: 'No open draw available for this period',
  missing: 'Please select all 5 numbers',
  range: (min: number, max: number) => `All numbers must be between ${min} and ${max}`,
  unique: 'Numbers must be unique - no duplicates allowed',
  letter: 'Please select an alphabet for weekly period',
} as const;

/** The toast when a settled round paid the player (issue 11; auto-closes after 5 s like every toast). */
/** A settled ticket's matches per mode ('Sequence 2 · Any 3 · Letter ✓'). */
export const MATCHES = {
  sequence: (n: number) => `Sequence ${n}`,
  any: (n: number) => `Any ${n}`,
  letter: (hit: boolean) => `Letter ${hit ? '✓' : '✗'}`,
  pot: { jackpot: 'Jackpot', minipot: 'Mini-pot' } as Record<string, string>,
  separator: ' · ',
} as const;

export const WIN = {
  title: (amount: string, name: string) => `You won ${amount} in the ${name} draw!`,
  body: 'The prize is in your Money Balance.',
} as const;

export const MY_TICKETS = {
  title: 'My Tickets',
  caption: (draw: string) => `My tickets in the ${draw}`,
  numbers: 'Numbers',
  draw: 'Draw',
  price: 'Price',
  status: 'Status',
  bought: 'Bought',
  outcome: 'Outcome',
  view: 'View',
  viewLabel: (numbers: string) => `View ticket ${numbers}`,
  pending: 'Awaiting result',
  noPrize: 'No prize',
  empty: 'No tickets yet for this period',
  loading: 'Loading tickets...',
  failed: 'Failed to load tickets',
} as const;
