import { baseApi } from '../../lib/api/base-api.js';

/** Push token registration for either role (spec section 7, "Push token") and logout. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savePushToken: build.mutation<unknown, { fcmToken: string; isAdmin: boolean }>({
      query: (body) => ({ url: '/notifications/token', method: 'POST', body }),
    }),
    deletePushToken: build.mutation<unknown, { isAdmin: boolean }>({
      query: (body) => ({ url: '/notifications/token', method: 'DELETE', body }),
    }),
    /** Ends the session server-side, so the token is refused from then on. */
    endSession: build.mutation<unknown, { isAdmin: boolean }>({
      query: ({ isAdmin }) => ({ url: isAdmin ? '/admin/logout' : '/user/logout', method: 'POST' }),
    }),
  }),
});

export const { useSavePushTokenMutation, useDeletePushTokenMutation, useEndSessionMutation } = sessionApi;
