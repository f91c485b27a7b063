import { baseApi } from '../../../lib/api/base-api.js';
import { definedParams, toPaged, type Paged, type PagedReply } from '../../../lib/api/paged.js';

export interface RoundPot {
  pot: 'jackpot' | 'minipot';
  start: number | null;
  share: number | null;
  paid: number | null;
  carried: number | null;
  winners: number | null;
}

/** A round as GET /admin/rounds lists it (contract A8); money is null while not known yet. */
export interface AdminRound {
  draw_id: string;
  period: string;
  name: string;
  start_at: string;
  close_at: string;
  draw_at: string;
  status: string;
  round_amount: number | null;
  ticket_count: number | null;
  sales: number | null;
  prizes_paid: number | null;
  pots: RoundPot[];
  house_share: number | null;
  result: { numbers: number[]; letter: string | null } | null;
  result_source: 'manual' | 'rng' | null;
  beacon_status: string | null;
  settled_at: string | null;
  proof_url: string | null;
}

export interface RoundsFilter {
  period: string;
  status: string;
}

export const ROUNDS_PAGE_LIMIT = 20;

function toRound(value: unknown): AdminRound {
  const row = (value ?? {}) as AdminRound;
  return { ...row, pots: Array.isArray(row.pots) ? row.pots : [], result: row.result ?? null };
}

export const roundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRounds: build.query<Paged<AdminRound>, RoundsFilter & { page: number }>({
      query: ({ page, period, status }) => ({ url: '/admin/rounds', params: definedParams({ period, status, page, limit: ROUNDS_PAGE_LIMIT }) }),
      transformResponse: (reply: PagedReply, _meta, { page }) => toPaged(reply, page, toRound),
    }),
  }),
});

export const { useGetRoundsQuery } = roundsApi;
