import { baseApi } from '../../../lib/api/base-api.js';
import type { MoneyOption } from '../money-requests.strings.js';

/** A request as the server lists it; the history rows of spec section 3 use several names. */
interface RequestRow {
  _id?: string;
  deposit_option?: string;
  deposite_type?: string;
  withdraw_option?: string;
  type?: string;
  amount?: number | string;
  status?: string;
  date?: string;
  createdAt?: string;
  updatedAt?: string;
  reason?: string | null;
  rejection_reason?: string | null;
  reference?: string | null;
}

/** One row of the player's own history, whichever of the names the server used. */
export interface HistoryRow {
  id: string;
  option: string;
  amount: number;
  createdAt: string | null;
  status: string;
  reason: string | null;
  reference: string | null;
}

export interface SubmitReply {
  err: 'N' | 'Y';
  msg?: string;
  data?: { _id?: string; reference?: string } | null;
}

function toHistory(rows: RequestRow[] | undefined): HistoryRow[] {
  return (Array.isArray(rows) ? rows : []).map((row, index) => ({
    id: row._id ?? `row-${index}`,
    option: row.deposit_option ?? row.withdraw_option ?? row.deposite_type ?? row.type ?? '',
    amount: Number(row.amount ?? 0),
    createdAt: row.createdAt ?? row.date ?? null,
    status: row.status || 'on_hold',
    reason: row.reason ?? row.rejection_reason ?? null,
    reference: row.reference ?? null,
  }));
}

/** A request's multipart body and its key: the same key sent again is the same request. */
export interface Submission {
  body: FormData;
  idempotencyKey: string;
}

/** The player's deposits and withdrawals (spec section 7, under /user). */
export const moneyRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeposits: build.query<HistoryRow[], void>({
      query: () => '/user/deposits',
      transformResponse: (reply: { data?: RequestRow[] }) => toHistory(reply.data),
      providesTags: ['Deposits'],
    }),
    getWithdraws: build.query<HistoryRow[], void>({
      query: () => '/user/withdraws',
      transformResponse: (reply: { data?: RequestRow[] }) => toHistory(reply.data),
      providesTags: ['Withdraws'],
    }),
    submitDeposit: build.mutation<SubmitReply, Submission>({
      query: ({ body, idempotencyKey }) => ({ url: '/user/deposit', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Deposits'],
    }),
    /** The amount is held at once: the balances change with the request. */
    submitWithdraw: build.mutation<SubmitReply, Submission>({
      query: ({ body, idempotencyKey }) => ({ url: '/user/withdraw', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Withdraws', 'Profile'],
    }),
  }),
});

export const { useGetDepositsQuery, useGetWithdrawsQuery, useSubmitDepositMutation, useSubmitWithdrawMutation } = moneyRequestsApi;

export type { MoneyOption };
