import type { PeriodId } from '@draws/draw-periods';
import { baseApi } from '../../../lib/api/base-api.js';

/** What POST /admin/draws/period/{period}/result answers (issue 11 contract). */
export interface ResultPosted {
  err: 'N' | 'Y';
  msg?: string;
  data?: { draw_id?: string; result_at?: string };
}

export const resultApi = baseApi.enhanceEndpoints({ addTagTypes: ['LatestDraw', 'TicketCounts'] }).injectEndpoints({
  endpoints: (build) => ({
    setResult: build.mutation<ResultPosted, { period: PeriodId; body: Record<string, number | string> }>({
      query: ({ period, body }) => ({ url: `/admin/draws/period/${encodeURIComponent(period)}/result`, method: 'POST', body }),
      // The round moved on (resulted): its latest view is read again.
      invalidatesTags: (_reply, _error, { period }) => [{ type: 'LatestDraw', id: period }],
    }),
  }),
});

export const { useSetResultMutation } = resultApi;
