import { baseApi } from '../../../lib/api/base-api.js';

export interface Profile {
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  mobile: string | null;
  date_of_birth: string | null;
  gender: 'male' | 'female' | 'other' | null;
  current_balance: number;
  referral_balance: number;
  referral_code: string | null;
}

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  date_of_birth: string;
  gender: string;
}

/** The server ends every session on a password change and returns this browser's new one. */
export interface PasswordChanged extends Reply {
  token?: string;
  user?: { email: string; isProfileUpdated?: boolean };
  isProfileUpdated?: boolean;
}

interface Reply<T = undefined> {
  err: 'N' | 'Y';
  msg?: string;
  data: T;
}

/** The player's own profile, its setup and password change (spec section 7). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/user/profile',
      transformResponse: (reply: Reply<Profile>) => reply.data,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Reply, ProfileUpdate>({
      query: (body) => ({ url: '/user/update-profile', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<PasswordChanged, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/user/change-password', method: 'POST', body }),
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useChangePasswordMutation } = profileApi;

export function displayName(profile: Profile): string {
  const full = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim();
  return full || profile.username;
}
