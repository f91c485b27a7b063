import type { PeriodId, PrizeMode } from '@draws/draw-periods';
import { baseApi } from '../../../lib/api/base-api.js';
import type { PrizeStats } from '../model/prize-rows.js';
import { syncFromReply } from '../model/server-clock.js';

/** Why a result that is due is not out: the public beacon, or the second admin of a witnessed draw. */
export interface ResultDelay {
  since: string;
  reason: 'beacon' | 'approval' | string;
}

/** A round as the API shows it (spec section 3, "Draw"); times ISO-8601, the price in rupees. */
export interface Draw {
  _id: string;
  period: PeriodId;
  status: string;
  start_at: string;
  close_at: string;
  draw_at: string;
  next_draw_at: string;
  round_amount: number;
  /** Where its result comes from, declared at open (null: before sources were declared). */
  source: 'rng' | 'manual' | null;
  /** Once the round's ticket set is recorded at close. */
  ticket_root: string | null;
  delay: ResultDelay | null;
}

/** The latest delay the live stream announced for a period's round. */
export interface DelayedRound extends ResultDelay {
  draw_id: string;
}

export interface LastResult {
  numbers: number[];
  letter: string | null;
  result_at: string | null;
  /** The round the result is of (its proof page). */
  draw_id: string | null;
}

export interface Pots {
  draw_id: string | null;
  jackpot: number | null;
  minipot: number | null;
}

/** Tags of the draw reads, by period: the live stream and the timers refresh exactly these. */
export const drawsBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Draw', 'LastResult', 'Pots', 'PrizeStats', 'Tickets'] });

export function toDraw(value: unknown): Draw | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  if (typeof row._id !== 'string' || typeof row.close_at !== 'string') return null;
  return {
    _id: row._id,
    period: row.period as PeriodId,
    status: String(row.status ?? ''),
    start_at: String(row.start_at ?? ''),
    close_at: row.close_at,
    draw_at: String(row.draw_at ?? ''),
    next_draw_at: String(row.next_draw_at ?? ''),
    round_amount: Number(row.round_amount ?? 0),
    source: row.source === 'rng' || row.source === 'manual' ? row.source : null,
    ticket_root: typeof row.ticket_root === 'string' && row.ticket_root ? row.ticket_root : null,
    delay: toDelay(row.delay),
  };
}

export function toDelay(value: unknown): ResultDelay | null {
  const d = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  return d && typeof d.since === 'string' && typeof d.reason === 'string' ? { since: d.since, reason: d.reason } : null;
}

const dataOf = (reply: unknown): unknown => (reply && typeof reply === 'object' ? (reply as { data?: unknown }).data : undefined);

function toResult(reply: unknown): LastResult {
  const data = dataOf(reply) as { result?: Record<string, unknown> | null; result_at?: unknown; draw_id?: unknown } | undefined;
  const result = data?.result;
  if (!result || typeof result !== 'object') return { numbers: [], letter: null, result_at: null, draw_id: null };
  const numbers = [1, 2, 3, 4, 5].map((i) => Number(result[`num_${i}`])).filter((n) => Number.isInteger(n));
  const letter = typeof result.num_6 === 'string' ? result.num_6 : null;
  const draw_id = typeof data?.draw_id === 'string' && data.draw_id ? data.draw_id : null;
  return { numbers, letter, result_at: typeof data?.result_at === 'string' ? data.result_at : null, draw_id };
}

const moneyOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

export const drawsApi = drawsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The round the timer shows: the open one, else the latest closed one (spec section 4);
     * null when the period has had no round yet.
     */
    getCurrentDraw: build.query<Draw | null, PeriodId>({
      async queryFn(period, _api, _extra, baseQuery) {
        for (const status of ['open', 'closed']) {
          const reply = await baseQuery({ url: '/user/draws', params: { period, status, limit: 1 } });
          if (reply.error) return { error: reply.error };
          syncFromReply(reply.data);
          const rows = dataOf(reply.data);
          const draw = Array.isArray(rows) ? toDraw(rows[0]) : null;
          if (draw) return { data: draw };
        }
        return { data: null };
      },
      providesTags: (_draw, _error, period) => [{ type: 'Draw', id: period }],
    }),
    getLastResult: build.query<LastResult, PeriodId>({
      query: (period) => ({ url: '/user/draws/last-result', params: { period } }),
      transformResponse: toResult,
      providesTags: (_result, _error, period) => [{ type: 'LastResult', id: period }],
    }),
    getPots: build.query<Pots, PeriodId>({
      query: (period) => ({ url: '/user/draws/pots', params: { period } }),
      transformResponse: (reply: unknown) => {
        const data = (dataOf(reply) ?? {}) as Record<string, unknown>;
        return { draw_id: typeof data.draw_id === 'string' ? data.draw_id : null, jackpot: moneyOrNull(data.jackpot), minipot: moneyOrNull(data.minipot) };
      },
      providesTags: (_pots, _error, period) => [{ type: 'Pots', id: period }],
    }),
    /** Filled by the live stream's `delayed` events (live-draws.ts); nothing to ask the server. */
    getResultDelay: build.query<DelayedRound | null, PeriodId>({
      queryFn: () => ({ data: null }),
      keepUnusedDataFor: 86_400,
    }),
    /** The spec reads prize stats from `data` or from the top level. */
    getPrizeStats: build.query<PrizeStats, { period: PeriodId; mode: PrizeMode }>({
      query: (params) => ({ url: '/user/draws/prize-stats', params: { ...params } }),
      transformResponse: (reply: unknown) => {
        const data = dataOf(reply);
        return ((data && typeof data === 'object' ? data : reply) ?? {}) as PrizeStats;
      },
      providesTags: (_stats, _error, { period }) => [{ type: 'PrizeStats', id: period }],
    }),
  }),
});

export const { useGetCurrentDrawQuery, useGetLastResultQuery, useGetPotsQuery, useGetPrizeStatsQuery, useGetResultDelayQuery } = drawsApi;
