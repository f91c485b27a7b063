import { baseApi } from '../../../lib/api/base-api.js';
import { definedParams, toPaged, type Paged, type PagedReply } from '../../../lib/api/paged.js';
import { toPlayerDetail, type PlayerDetail } from './player-detail.js';

/** A row of GET /admin/users-list (spec section 3, "User (admin list)", and contract A2). */
export interface AdminUser {
  _id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  email: string | null;
  mobile: string | null;
  amount?: number | null;
  current_balance?: number | null;
  referral_balance?: number | null;
  held_balance?: number | null;
  is_profile_updated?: boolean;
  lastLoginAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/** Spec section 9: the Users screen asks for page 1, limit 50. */
export const USERS_PAGE_LIMIT = 50;

export interface UsersQuery {
  page: number;
  /** Name, username, email or mobile (contract A2); empty lists everyone. */
  q: string;
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Paged<AdminUser>, UsersQuery>({
      query: ({ page, q }) => ({ url: '/admin/users-list', params: definedParams({ page, limit: USERS_PAGE_LIMIT, q: q.trim() }) }),
      transformResponse: (reply: PagedReply, _meta, { page }) => toPaged(reply, page, (row) => row as AdminUser),
      providesTags: ['Users'],
    }),
    getPlayer: build.query<PlayerDetail, string>({
      query: (userId) => `/admin/users/${encodeURIComponent(userId)}`,
      transformResponse: (reply: { data?: unknown }) => toPlayerDetail(reply?.data),
      providesTags: ['Users'],
    }),
  }),
});

export const { useGetUsersQuery, useGetPlayerQuery } = usersApi;

export function fullName(user: { first_name?: string | null; last_name?: string | null; username?: string | null }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.username || '—';
}
