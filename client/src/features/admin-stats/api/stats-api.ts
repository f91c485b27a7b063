import { baseApi } from '../../../lib/api/base-api.js';

/** Spec section 3, admin stats: money totals in rupees (done requests only). */
export interface AdminStats {
  totalUsers: number;
  totalWithdraw: number;
  totalDeposit: number;
}

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      transformResponse: (reply: { data?: Partial<AdminStats> }) => ({
        totalUsers: Number(reply.data?.totalUsers ?? 0),
        totalWithdraw: Number(reply.data?.totalWithdraw ?? 0),
        totalDeposit: Number(reply.data?.totalDeposit ?? 0),
      }),
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
