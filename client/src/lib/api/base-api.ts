import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query.js';

/**
 * The one RTK Query API. Features add their endpoints with `injectEndpoints`; tags let a
 * mutation refresh exactly the reads it changes.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Profile', 'Users', 'Deposits', 'Withdraws', 'AdminDeposits', 'AdminWithdraws', 'Settings', 'Stats', 'News', 'PaymentDetails'],
  endpoints: () => ({}),
});
