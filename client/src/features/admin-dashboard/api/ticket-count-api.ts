import type { PeriodId } from '@draws/draw-periods';
import { baseApi } from '../../../lib/api/base-api.js';

export interface PositionCount {
  number: number;
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  total: number;
}

/** Spec section 3, "Ticket count data". */
export interface TicketCountData {
  period: PeriodId;
  totalDraws: number;
  openDraws: number;
  closedDraws: number;
  totalTickets: number;
  positionCounts: PositionCount[];
  alphabetCounts: { letter: string; count: number }[];
}

const n = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

function toCounts(reply: { data?: Partial<Record<keyof TicketCountData, unknown>> }, period: PeriodId): TicketCountData {
  const data = reply.data ?? {};
  const rows = Array.isArray(data.positionCounts) ? (data.positionCounts as Record<string, unknown>[]) : [];
  const letters = Array.isArray(data.alphabetCounts) ? (data.alphabetCounts as Record<string, unknown>[]) : [];
  return {
    period,
    totalDraws: n(data.totalDraws),
    openDraws: n(data.openDraws),
    closedDraws: n(data.closedDraws),
    totalTickets: n(data.totalTickets),
    positionCounts: rows.map((r) => {
      const positions = [n(r.num_1), n(r.num_2), n(r.num_3), n(r.num_4), n(r.num_5)];
      const [num_1, num_2, num_3, num_4, num_5] = positions as [number, number, number, number, number];
      return { number: n(r.number), num_1, num_2, num_3, num_4, num_5, total: r.total === undefined ? positions.reduce((a, b) => a + b, 0) : n(r.total) };
    }),
    alphabetCounts: letters.map((l) => ({ letter: String(l.letter ?? ''), count: n(l.count) })),
  };
}

/** How often an open dashboard reads the counts again: tickets sell all the time. */
export const COUNTS_POLL_MS = 30_000;

export const ticketCountApi = baseApi.enhanceEndpoints({ addTagTypes: ['TicketCounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getTicketCounts: build.query<TicketCountData, PeriodId>({
      query: (period) => ({ url: '/admin/tickets/number-count', params: { period } }),
      transformResponse: (reply: { data?: Partial<Record<keyof TicketCountData, unknown>> }, _meta, period) => toCounts(reply, period),
      providesTags: (_data, _error, period) => [{ type: 'TicketCounts', id: period }],
    }),
  }),
});

export const { useGetTicketCountsQuery } = ticketCountApi;
