import { baseApi } from '../../../lib/api/base-api.js';
import { keepBrowserKey, signInHeaders } from '../browser-key.js';

export interface Reply {
  err: 'N' | 'Y';
  msg?: string;
}

/** What verify-login-otp and google-auth answer: the session to store. */
export interface SessionReply extends Reply {
  token: string;
  user?: { email: string; isProfileUpdated?: boolean };
  isProfileUpdated?: boolean;
  /** verify-login-otp: the key this browser keeps (browser-key.ts). */
  browserKey?: string;
}

export interface LoginReply extends Partial<SessionReply> {
  err: 'N' | 'Y';
  otpSent?: boolean;
  /** Present when the resend cooldown applied: no new code went out, the last one stands. */
  retryAfterSeconds?: number;
  /** With otpSent: what lets this browser, and only it, verify and resend this login's code. */
  loginChallenge?: string;
}

/** A sign-in call whose answer may carry the browser key: keep it once it arrives. */
const keepKeyOf = {
  async onQueryStarted(_: unknown, { queryFulfilled }: { queryFulfilled: Promise<{ data: unknown }> }) {
    await queryFulfilled.then(({ data }) => keepBrowserKey(data)).catch(() => undefined);
  },
};

/** Player and admin sign-in calls (spec section 7). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginReply, { email: string; password: string }>({
      query: (body) => ({ url: '/user/login', method: 'POST', body, headers: signInHeaders() }),
    }),
    // `challenge`: the login step's (none on the registration step); it travels as a header, not in the body.
    sendOtp: build.mutation<Reply, { identifier: string; challenge?: string }>({
      query: ({ challenge, ...body }) => ({ url: '/user/send-otp', method: 'POST', body, headers: signInHeaders(challenge) }),
    }),
    verifyLoginOtp: build.mutation<SessionReply, { identifier: string; otp: string; referralCode?: string; challenge?: string }>({
      query: ({ challenge, ...body }) => ({ url: '/user/verify-login-otp', method: 'POST', body, headers: signInHeaders(challenge) }),
      ...keepKeyOf,
    }),
    register: build.mutation<Reply & { otpSent?: boolean }, { username: string; email: string; password: string }>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<Reply, { email: string }>({
      query: (body) => ({ url: '/user/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Reply, { token: string; password: string }>({
      query: (body) => ({ url: '/user/reset-password', method: 'POST', body }),
    }),
    googleAuth: build.mutation<SessionReply, { idToken: string }>({
      query: (body) => ({ url: '/user/google-auth', method: 'POST', body }),
    }),
    adminLogin: build.mutation<Reply & { token: string; browserKey?: string }, { username: string; password: string }>({
      query: (body) => ({ url: '/admin/login', method: 'POST', body, headers: signInHeaders() }),
      ...keepKeyOf,
    }),
  }),
});

export const {
  useLoginMutation,
  useSendOtpMutation,
  useVerifyLoginOtpMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGoogleAuthMutation,
  useAdminLoginMutation,
} = authApi;

/** The session fields a reply carries, whichever of its two places holds the flag. */
export function sessionFromReply(reply: SessionReply, fallbackEmail: string) {
  return {
    token: reply.token,
    email: reply.user?.email ?? fallbackEmail,
    isProfileUpdated: Boolean(reply.isProfileUpdated ?? reply.user?.isProfileUpdated),
  };
}
