import { baseApi } from '../api.js';

/** Push token registration for either role (spec section 7, "Push token"). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savePushToken: build.mutation<unknown, { fcmToken: string; isAdmin: boolean }>({
      query: (body) => ({ url: '/notifications/token', method: 'POST', body }),
    }),
    deletePushToken: build.mutation<unknown, { isAdmin: boolean }>({
      query: (body) => ({ url: '/notifications/token', method: 'DELETE', body }),
    }),
  }),
});

export const { useSavePushTokenMutation, useDeletePushTokenMutation } = sessionApi;
