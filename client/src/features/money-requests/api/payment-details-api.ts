import { baseApi } from '../../../lib/api/base-api.js';

/** Where players pay a deposit: the operator's accounts as an admin set them (DESIGN.md 4). */
export interface PaymentDetails {
  bank: { account_holder_name: string; account_number: string; bank_name: string; ifsc_code: string; type_of_account: string } | null;
  upi_id: string | null;
  /** null: that network is not offered. */
  crypto: { TRC20: string | null; SOLANA: string | null };
}

export const paymentDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentDetails: build.query<PaymentDetails, void>({
      query: () => '/user/payment-details',
      transformResponse: (reply: { data?: Partial<PaymentDetails> }) => ({
        bank: reply.data?.bank ?? null,
        upi_id: reply.data?.upi_id ?? null,
        crypto: { TRC20: reply.data?.crypto?.TRC20 ?? null, SOLANA: reply.data?.crypto?.SOLANA ?? null },
      }),
      providesTags: ['PaymentDetails'],
    }),
  }),
});

export const { useGetPaymentDetailsQuery } = paymentDetailsApi;
