import { baseApi } from '../../../lib/api/base-api.js';

/** Where players pay a deposit: the operator's accounts as an admin set them (DESIGN.md 4). */
export interface PaymentDetails {
  bank: { accountHolderName: string; accountNumber: string; bankName: string; ifscCode: string; typeOfAccount: string } | null;
  upiId: string | null;
  /** The name UPI apps show for the payee. */
  payeeName?: string | null;
  crypto: { TRC20: string | null; SOLANA: string | null };
}

export const PAYMENT_DETAILS_PATH = '/user/payment-details';

export const paymentDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentDetails: build.query<PaymentDetails, void>({
      query: () => PAYMENT_DETAILS_PATH,
      transformResponse: (reply: { data?: Partial<PaymentDetails> }) => ({
        bank: reply.data?.bank ?? null,
        upiId: reply.data?.upiId ?? null,
        payeeName: reply.data?.payeeName ?? null,
        crypto: { TRC20: reply.data?.crypto?.TRC20 ?? null, SOLANA: reply.data?.crypto?.SOLANA ?? null },
      }),
      providesTags: ['PaymentDetails'],
    }),
  }),
});

export const { useGetPaymentDetailsQuery } = paymentDetailsApi;
