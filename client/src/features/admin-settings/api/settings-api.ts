import type { PeriodId } from '@draws/draw-periods';
import { baseApi } from '../../../lib/api/base-api.js';

export interface BankAccount {
  account_holder_name: string;
  account_number: string;
  bank_name: string;
  ifsc_code: string;
  type_of_account: string;
}

export interface PaymentDetails {
  bank: BankAccount | null;
  upi_id: string | null;
  crypto: { TRC20: string | null; SOLANA: string | null };
}

/** Where a period's results come from: the server's RNG with a public beacon, or a witnessed draw typed in by admins. */
export type ResultSource = 'rng' | 'manual';
export const RESULT_SOURCES: readonly ResultSource[] = ['rng', 'manual'];

/** GET /admin/settings: every setting at once, amounts in rupees. */
export interface AllSettings {
  latest_news: string | null;
  referral_code_amount: number;
  ticket_amounts: Record<PeriodId, number>;
  payment_details: PaymentDetails;
  /** Absent from a server older than result sources. */
  result_source?: Partial<Record<PeriodId, ResultSource>>;
}

export interface SettingsChange {
  version: number;
  setting: string;
  period: PeriodId | null;
  value: unknown;
  previous_value: unknown;
  changed_by: { id: string; username: string | null };
  changed_at: string;
}

export interface HistoryPage {
  rows: SettingsChange[];
  totalPages: number;
}

interface Reply<T> {
  err: 'N' | 'Y';
  msg?: string;
  data: T;
}

export const HISTORY_PAGE_LIMIT = 10;

/** The admin Settings page's calls (spec section 7, plus payment details and history). */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllSettings: build.query<AllSettings, void>({
      query: () => '/admin/settings',
      transformResponse: (reply: Reply<AllSettings>) => reply.data,
      providesTags: ['Settings'],
    }),
    getSettingsHistory: build.query<HistoryPage, number>({
      query: (page) => ({ url: '/admin/settings/history', params: { page, limit: HISTORY_PAGE_LIMIT } }),
      transformResponse: (reply: Reply<SettingsChange[]> & { pagination?: { totalPages?: number } }) => ({
        rows: Array.isArray(reply.data) ? reply.data : [],
        totalPages: Math.max(1, reply.pagination?.totalPages ?? 1),
      }),
      providesTags: ['Settings'],
    }),
    setLatestNews: build.mutation<Reply<{ url: string }>, string>({
      query: (url) => ({ url: '/admin/settings/latest-news', method: 'POST', body: { url } }),
      invalidatesTags: ['Settings', 'News'],
    }),
    setReferralAmount: build.mutation<Reply<{ amount: number }>, string>({
      query: (amount) => ({ url: '/admin/settings/referral-code-amount', method: 'POST', body: { amount } }),
      invalidatesTags: ['Settings'],
    }),
    setTicketAmount: build.mutation<Reply<{ amount: number }>, { period: PeriodId; amount: string }>({
      query: ({ period, amount }) => ({ url: `/admin/settings/ticket-amount/${period}`, method: 'POST', body: { amount } }),
      invalidatesTags: ['Settings'],
    }),
    setPaymentDetails: build.mutation<Reply<PaymentDetails>, PaymentDetails>({
      query: (body) => ({ url: '/admin/settings/payment-details', method: 'POST', body }),
      invalidatesTags: ['Settings', 'PaymentDetails'],
    }),
    setResultSource: build.mutation<Reply<{ period: PeriodId; source: ResultSource }>, { period: PeriodId; source: ResultSource }>({
      query: ({ period, source }) => ({ url: `/admin/settings/result-source/${period}`, method: 'POST', body: { source } }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const {
  useGetAllSettingsQuery,
  useGetSettingsHistoryQuery,
  useSetLatestNewsMutation,
  useSetReferralAmountMutation,
  useSetTicketAmountMutation,
  useSetPaymentDetailsMutation,
  useSetResultSourceMutation,
} = settingsApi;
