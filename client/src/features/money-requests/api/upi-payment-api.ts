import { baseApi } from '../../../lib/api/base-api.js';

/** GET /user/deposit/upi-payment: what a UPI deposit needs before the player pays. */
export interface UpiPayment {
  upi_id: string;
  payee_name: string;
  amount: number | null;
  /** The short reference the payment's note carries; sent back as payment_reference. */
  reference: string;
  /** upi://pay with payee, exact amount, INR and the reference as the note. */
  link: string;
  /** The same link as a QR code, as a data: URL an <img> can show. */
  qr_data_url: string;
}

export const upiPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, though it reads: each call hands out a new reference, never a cached one
    // (a reference already used by a request is refused).
    getUpiPayment: build.mutation<UpiPayment, string>({
      query: (amount) => ({ url: '/user/deposit/upi-payment', params: { amount } }),
      transformResponse: (reply: { data: UpiPayment }) => reply.data,
    }),
  }),
});

export const { useGetUpiPaymentMutation } = upiPaymentApi;
