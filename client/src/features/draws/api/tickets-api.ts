import type { PeriodId } from '@draws/draw-periods';
import { noteRoundBought } from '../../../lib/kept-roots.js';
import { drawsBaseApi } from './draws-api.js';

/** How a ticket did once its round was settled (DESIGN.md section 3): matches per mode, prize in rupees, pots won. */
export interface TicketOutcome {
  matches: { sequence?: number; any?: number; letter?: boolean };
  prize: number;
  pots: string[];
}

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
  /** Null until the round is settled. */
  outcome: TicketOutcome | null;
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

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

export function toOutcome(value: unknown): TicketOutcome | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as { matches?: Record<string, unknown>; prize?: unknown; pots?: unknown };
  const m = row.matches && typeof row.matches === 'object' ? row.matches : {};
  const prize = Number(row.prize ?? 0);
  return {
    matches: { sequence: count(m.sequence), any: count(m.any), letter: typeof m.letter === 'boolean' ? m.letter : undefined },
    prize: Number.isFinite(prize) ? prize : 0,
    pots: Array.isArray(row.pots) ? row.pots.filter((p): p is string => typeof p === 'string') : [],
  };
}

export function toTicket(value: unknown): Ticket {
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
    outcome: toOutcome(row.outcome),
  };
}

/** Enough pages for any real player's tickets between now and a round just settled. */
const PRIZE_PAGES = 20;
const PRIZE_PAGE_SIZE = 100;

export const ticketsApi = drawsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the player won in one settled round (rupees): the sum of its tickets' prizes.
     * The list is newest first, and a round's tickets were all bought between the tickets
     * of later rounds and those of earlier ones (round ids sort by start time), so the
     * pages are read until an earlier round's ticket shows.
     */
    getRoundPrize: build.query<number, { period: PeriodId; drawId: string }>({
      async queryFn({ period, drawId }, _api, _extra, baseQuery) {
        let prize = 0;
        for (let page = 1; page <= PRIZE_PAGES; page++) {
          const reply = await baseQuery({ url: '/user/tickets', params: { period, page, limit: PRIZE_PAGE_SIZE } });
          if (reply.error) return { error: reply.error };
          const rows = (reply.data as { data?: unknown[] } | undefined)?.data;
          const tickets = Array.isArray(rows) ? rows.map(toTicket) : [];
          for (const t of tickets) if (t.draw_id === drawId) prize += t.outcome?.prize ?? 0;
          if (tickets.length < PRIZE_PAGE_SIZE || tickets.some((t) => t.draw_id < drawId)) break;
        }
        return { data: Math.round(prize * 100) / 100 };
      },
    }),
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
      // The round's root is kept when the stream announces its close, even if the page was reloaded meanwhile.
      async onQueryStarted({ draw_id }, { queryFulfilled }) {
        if (await queryFulfilled.then(() => true, () => false)) noteRoundBought(draw_id);
      },
      // A refusal may mean the round just closed or the balance moved: both are read again.
      invalidatesTags: (_created, error, { period }) =>
        error ? ['Profile', { type: 'Draw', id: period }] : ['Profile', { type: 'Tickets', id: period }, { type: 'Pots', id: period }],
    }),
  }),
});

export const { useGetMyTicketsQuery, useCreateTicketsMutation } = ticketsApi;
