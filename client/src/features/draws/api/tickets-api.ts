import type { PeriodId } from '@draws/draw-periods';
import { drawsBaseApi } from './draws-api.js';

/** A ticket as GET /user/tickets lists it. */
export interface Ticket {
  _id: string;
  draw_id: string;
  period: PeriodId;
  numbers: number[];
  letter: string | null;
  round_amount: number;
  status: string;
  createdAt: string;
}

export interface TicketPage {
  tickets: Ticket[];
  page: number;
  limit: number;
  total: number;
}

export interface CreateTickets {
  draw_id: string;
  period: PeriodId;
  tickets: Record<string, number | string>[];
  /** One per basket: a retried or double-clicked purchase buys once. */
  idempotencyKey: string;
}

export interface TicketsCreated {
  message: string;
  count: number;
}

function toTicket(value: unknown): Ticket {
  const row = (value ?? {}) as Record<string, unknown>;
  return {
    _id: String(row._id ?? ''),
    draw_id: String(row.draw_id ?? ''),
    period: row.period as PeriodId,
    numbers: [1, 2, 3, 4, 5].map((i) => Number(row[`num_${i}`])),
    letter: typeof row.num_6 === 'string' && row.num_6 ? row.num_6 : null,
    round_amount: Number(row.round_amount ?? 0),
    status: String(row.status ?? ''),
    createdAt: String(row.createdAt ?? ''),
  };
}

export const ticketsApi = drawsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyTickets: build.query<TicketPage, { period: PeriodId; page: number; limit: number }>({
      query: (params) => ({ url: '/user/tickets', params: { ...params } }),
      transformResponse: (reply: { data?: unknown[]; page?: unknown; limit?: unknown; total?: unknown }, _meta, args) => ({
        tickets: Array.isArray(reply.data) ? reply.data.map(toTicket) : [],
        page: Number(reply.page ?? args.page),
        limit: Number(reply.limit ?? args.limit),
        total: Number(reply.total ?? 0),
      }),
      providesTags: (_page, _error, { period }) => [{ type: 'Tickets', id: period }],
    }),
    /**
     * One ticket goes as the spec's flat body; several as `tickets` in one request (one
     * wallet append, all or nothing). The new balances arrive with the answer, so the
     * banner's profile is read again, as are the period's tickets and pots.
     */
    createTickets: build.mutation<TicketsCreated, CreateTickets>({
      query: ({ draw_id, period, tickets, idempotencyKey }) => ({
        url: '/user/tickets',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: tickets.length === 1 ? { draw_id, period, ...tickets[0] } : { draw_id, period, tickets },
      }),
      transformResponse: (reply: { message?: unknown }, _meta, args) => ({
        message: typeof reply.message === 'string' ? reply.message : '',
        count: args.tickets.length,
      }),
      // A refusal may mean the round just closed or the balance moved: both are read again.
      invalidatesTags: (_created, error, { period }) =>
        error ? ['Profile', { type: 'Draw', id: period }] : ['Profile', { type: 'Tickets', id: period }, { type: 'Pots', id: period }],
    }),
  }),
});

export const { useGetMyTicketsQuery, useCreateTicketsMutation } = ticketsApi;
