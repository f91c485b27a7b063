import { drawPeriod, NUMBERS_PER_TICKET, type PeriodId } from '../draw-periods.js';
import {
  MissingTicketIdError,
  NoOpenDrawError,
  TicketLetterInvalidError,
  TicketLetterMissingError,
  TicketLetterNotAllowedError,
  TicketNumberNotWholeError,
  TicketNumberOutOfRangeError,
  TicketNumbersMissingError,
  TicketNumbersRepeatedError,
  TooManyTicketNumbersError,
} from '../draws.errors.js';
import { checkRound, isOnSale, type RoundForSale } from '../rounds/round.js';
import { NoTicketsError, RepeatedTicketIdError, TooManyTicketsError } from './tickets.errors.js';

/** Tickets one purchase may hold: one append of at most this many events (shared/idempotency). */
export const MAX_TICKETS_PER_PURCHASE = 20;

/** What the player chose. `numbers` in the order picked (the sequence mode reads it). */
export interface TicketChoice {
  ticketId: string;
  numbers: readonly number[];
  letter?: string | null;
}

/** A ticket every rule accepts: the round's price, the period's range, a letter only weekly. */
export interface DecidedTicket {
  ticketId: string;
  roundId: string;
  period: PeriodId;
  numbers: number[];
  letter: string | null;
  pricePaise: number;
}

/**
 * The ticket rules, pure: a ticket needs a round the calendar produced, on sale at `now`;
 * its price is the round's `round_amount`, never the caller's. Checks run in the
 * specification's order (no open draw, numbers missing, range, duplicates, letter).
 */
export function decideTicket(choice: TicketChoice, round: RoundForSale, now: string): DecidedTicket {
  checkRound(round);
  if (!isOnSale(round, now)) throw new NoOpenDrawError(round.roundId);
  if (typeof choice?.ticketId !== 'string' || choice.ticketId.trim() === '') throw new MissingTicketIdError();
  const numbers = checkNumbers(choice.numbers, round.period);
  return {
    ticketId: choice.ticketId,
    roundId: round.roundId,
    period: round.period,
    numbers,
    letter: checkLetter(choice.letter, round.period),
    pricePaise: round.pricePaise,
  };
}

/**
 * Several tickets of one round bought together (the specification: each at the listed
 * price). The round is checked first, so 'No open draw' comes before any ticket's problem;
 * then each ticket in order, its checks in the specification's order.
 */
export function decideTickets(choices: readonly TicketChoice[], round: RoundForSale, now: string): DecidedTicket[] {
  checkRound(round);
  if (!isOnSale(round, now)) throw new NoOpenDrawError(round.roundId);
  if (!Array.isArray(choices) || choices.length === 0) throw new NoTicketsError();
  if (choices.length > MAX_TICKETS_PER_PURCHASE) throw new TooManyTicketsError(MAX_TICKETS_PER_PURCHASE);
  const decided = choices.map((choice) => decideTicket(choice, round, now));
  const ids = new Set<string>();
  for (const { ticketId } of decided) {
    if (ids.has(ticketId)) throw new RepeatedTicketIdError(ticketId);
    ids.add(ticketId);
  }
  return decided;
}

function checkNumbers(numbers: readonly unknown[] | undefined, period: PeriodId): number[] {
  if (!Array.isArray(numbers)) throw new TicketNumbersMissingError();
  if (numbers.length > NUMBERS_PER_TICKET) throw new TooManyTicketNumbersError();
  if (numbers.length < NUMBERS_PER_TICKET || numbers.some((n) => n === null || n === undefined || n === '')) {
    throw new TicketNumbersMissingError();
  }
  if (!numbers.every((n): n is number => typeof n === 'number' && Number.isInteger(n))) throw new TicketNumberNotWholeError();
  const { minNumber, maxNumber } = drawPeriod(period);
  if (numbers.some((n) => n < minNumber || n > maxNumber)) throw new TicketNumberOutOfRangeError(minNumber, maxNumber);
  if (new Set(numbers).size !== numbers.length) throw new TicketNumbersRepeatedError();
  return [...numbers];
}

function checkLetter(letter: unknown, period: PeriodId): string | null {
  const given = letter !== null && letter !== undefined && letter !== '';
  if (!drawPeriod(period).hasLetter) {
    if (given) throw new TicketLetterNotAllowedError();
    return null;
  }
  if (!given) throw new TicketLetterMissingError();
  if (typeof letter !== 'string' || !/^[A-Z]$/.test(letter)) throw new TicketLetterInvalidError();
  return letter;
}
