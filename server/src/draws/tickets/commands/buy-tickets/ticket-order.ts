import { text } from '../../../../shared/i18n/message.js';
import { unknownField } from '../../../../shared/http/unknown-field.js';
import { isPeriodId, NUMBERS_PER_TICKET, type PeriodId } from '../../../draw-periods.js';
import { MAX_TICKETS_PER_PURCHASE } from '../../ticket.decide.js';
import { InvalidTicketOrderError, NoTicketsError, TooManyTicketsError, UnknownPeriodError } from '../../tickets.errors.js';

/** A ticket as sent: its numbers and letter not yet judged (the ticket decider does that, in the spec's order). */
export interface OrderedTicket {
  numbers: unknown[];
  letter: unknown;
}

/** What POST /user/tickets asks for, its shape checked. */
export interface TicketOrder {
  /** '' when none was sent: no draw was chosen, so none is open to this order. */
  drawId: string;
  period: PeriodId;
  tickets: OrderedTicket[];
}

const NUMBER_FIELDS = Array.from({ length: NUMBERS_PER_TICKET }, (_, i) => `num_${i + 1}`);
const TICKET_FIELDS = new Set([...NUMBER_FIELDS, 'num_6']);
const ORDER_FIELDS = new Set(['draw_id', 'period', 'tickets', ...TICKET_FIELDS]);
const MAX_DRAW_ID_LENGTH = 100;

/**
 * The two bodies of POST /user/tickets: the specification's one ticket
 * `{draw_id, period, num_1..num_5, num_6}`, or several `{draw_id, period, tickets: [{num_1..num_6}]}`.
 * Only the shape is judged here (a 400 names the field); the ticket rules and their
 * messages are the decider's, after the draw is known, so 'No open draw' comes first.
 */
export function readTicketOrder(body: unknown): TicketOrder {
  if (!isRecord(body)) throw new InvalidTicketOrderError(text('The request body must be a JSON object.'));
  refuseUnknown(body, ORDER_FIELDS, '');
  const { draw_id: drawId, period, tickets } = body;
  if (drawId !== undefined && drawId !== null && (typeof drawId !== 'string' || drawId.length > MAX_DRAW_ID_LENGTH)) {
    throw new InvalidTicketOrderError(text('draw_id must be the id of a draw'));
  }
  if (!isPeriodId(period)) throw new UnknownPeriodError(period);
  const single = [...TICKET_FIELDS].some((field) => body[field] !== undefined);
  if (tickets !== undefined && single) throw new InvalidTicketOrderError(text('Send either num_1 to num_6 or tickets, not both'));
  return { drawId: drawId ?? '', period, tickets: tickets === undefined ? [readTicket(body)] : readTickets(tickets) };
}

function readTickets(tickets: unknown): OrderedTicket[] {
  if (!Array.isArray(tickets)) throw new InvalidTicketOrderError(text('tickets must be a list of tickets'));
  if (tickets.length === 0) throw new NoTicketsError();
  if (tickets.length > MAX_TICKETS_PER_PURCHASE) throw new TooManyTicketsError(MAX_TICKETS_PER_PURCHASE);
  return tickets.map((ticket, i) => {
    if (!isRecord(ticket)) throw new InvalidTicketOrderError(text('tickets[{index}] must be an object with num_1 to num_6', { index: String(i) }));
    refuseUnknown(ticket, TICKET_FIELDS, `tickets[${i}].`);
    return readTicket(ticket);
  });
}

function readTicket(fields: Record<string, unknown>): OrderedTicket {
  return { numbers: NUMBER_FIELDS.map((f) => numberOf(fields[f])), letter: fields.num_6 ?? null };
}

/**
 * Dropdowns send text: '07' is 7. Empty is missing (the spec's 'Please select all 5
 * numbers'); anything else that is not a number stays as sent, for the decider to refuse.
 */
function numberOf(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && /^\d{1,3}$/.test(value)) return Number(value);
  return value;
}

function refuseUnknown(fields: Record<string, unknown>, known: Set<string>, prefix: string): void {
  const unknown = Object.keys(fields).find((key) => !known.has(key));
  if (unknown !== undefined) throw new InvalidTicketOrderError(unknownField(`${prefix}${unknown}`));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
