import type { PeriodId, PrizeMode } from '@draws/draw-periods';
import type { MultiplierField } from '@draws/prize-odds';
import { baseApi } from '../../../lib/api/base-api.js';

/** GET/POST /admin/settings/jackpot/{period}/{mode}: multipliers, the pot's base (₹) and share (%). */
export type JackpotSettings = Partial<Record<MultiplierField, number>> & {
  period: PeriodId;
  mode: PrizeMode;
  jackpotAmount: number;
  potShare: number;
  returnToPlayer: number;
  periodReturnToPlayer: number;
};

/** What the modal sends: its text fields as typed (the server reads digits with 2 decimals). */
export type JackpotChange = Partial<Record<MultiplierField | 'jackpotAmount' | 'potShare', string>>;

interface Reply<T> {
  err: 'N' | 'Y';
  msg?: string;
  data: T;
}

const jackpotBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['JackpotSettings'] });

export const jackpotApi = jackpotBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getJackpotSettings: build.query<JackpotSettings, { period: PeriodId; mode: PrizeMode }>({
      query: ({ period, mode }) => `/admin/settings/jackpot/${period}/${mode}`,
      transformResponse: (reply: Reply<JackpotSettings>) => reply.data,
      providesTags: (_data, _error, { period, mode }) => [{ type: 'JackpotSettings', id: `${period}/${mode}` }],
    }),
    /** The ticket price the multipliers apply to (the next round's; the open one keeps its own). */
    getJackpotTicketAmount: build.query<number, PeriodId>({
      query: (period) => `/admin/settings/ticket-amount/${period}`,
      transformResponse: (reply: Reply<{ amount: number }>) => Number(reply.data?.amount ?? 0),
    }),
    setJackpotSettings: build.mutation<Reply<JackpotSettings>, { period: PeriodId; mode: PrizeMode; change: JackpotChange }>({
      query: ({ period, mode, change }) => ({ url: `/admin/settings/jackpot/${period}/${mode}`, method: 'POST', body: change }),
      // The other mode's answer carries the period's return to player: both are read again.
      invalidatesTags: (_reply, _error, { period }) => [
        { type: 'JackpotSettings', id: `${period}/any` },
        { type: 'JackpotSettings', id: `${period}/sequence` },
      ],
    }),
  }),
});

export const { useGetJackpotSettingsQuery, useGetJackpotTicketAmountQuery, useSetJackpotSettingsMutation } = jackpotApi;
