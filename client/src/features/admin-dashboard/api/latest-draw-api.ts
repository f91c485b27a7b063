import type { PeriodId } from '@draws/draw-periods';
import { baseApi } from '../../../lib/api/base-api.js';

/** A round as GET /admin/draws/latest/{period} shows it (spec section 3, "Draw"). */
export interface LatestDraw {
  _id: string;
  status: string;
  start_at: string;
  close_at: string;
  draw_at: string;
  round_amount: number;
  commitment: string | null;
}

export const latestDrawApi = baseApi.enhanceEndpoints({ addTagTypes: ['LatestDraw'] }).injectEndpoints({
  endpoints: (build) => ({
    getLatestDraw: build.query<LatestDraw | null, PeriodId>({
      query: (period) => `/admin/draws/latest/${encodeURIComponent(period)}`,
      transformResponse: (reply: { data?: Record<string, unknown> | null }) => {
        const d = reply.data;
        if (!d || typeof d._id !== 'string') return null;
        return {
          _id: d._id,
          status: String(d.status ?? ''),
          start_at: String(d.start_at ?? ''),
          close_at: String(d.close_at ?? ''),
          draw_at: String(d.draw_at ?? ''),
          round_amount: Number(d.round_amount ?? 0),
          commitment: typeof d.commitment === 'string' ? d.commitment : null,
        };
      },
      providesTags: (_draw, _error, period) => [{ type: 'LatestDraw', id: period }],
    }),
  }),
});

export const { useGetLatestDrawQuery } = latestDrawApi;
