import { baseApi } from '../../../lib/api/base-api.js';

export interface AdminUser {
  _id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  email: string | null;
  mobile: string | null;
  amount?: number | null;
  current_balance?: number | null;
  lastLoginAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface UsersPage {
  data: AdminUser[];
  pagination?: { page: number; limit: number; total: number; totalPages: number };
}

/** Spec section 9: the Users screen asks for page 1, limit 50. */
export const USERS_PAGE_LIMIT = 50;

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UsersPage, { page: number; limit: number }>({
      query: ({ page, limit }) => ({ url: '/admin/users-list', params: { page, limit } }),
      transformResponse: (reply: { data?: AdminUser[]; pagination?: UsersPage['pagination'] }) => ({
        data: reply.data ?? [],
        pagination: reply.pagination,
      }),
      providesTags: ['Users'],
    }),
  }),
});

export const { useGetUsersQuery } = usersApi;
