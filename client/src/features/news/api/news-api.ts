import { baseApi } from '../../../lib/api/base-api.js';

/** The dashboard's news line (GET /user/news): data is the text, '' when there is none. */
export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNews: build.query<string, void>({
      query: () => '/user/news',
      transformResponse: (reply: { data?: unknown }) => (typeof reply.data === 'string' ? reply.data.trim() : ''),
      providesTags: ['News'],
    }),
  }),
});

export const { useGetNewsQuery } = newsApi;
