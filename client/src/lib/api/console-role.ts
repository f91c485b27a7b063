import { readTokens } from '../session-storage.js';
import { baseApi } from './base-api.js';

export type ConsoleRole = 'admin' | 'auditor';

/** GET /admin/me (contract A1): who is signed in to the console, and as what. */
export interface ConsoleMe {
  id: string;
  username: string;
  role: ConsoleRole;
}

function toMe(reply: { data?: unknown }): ConsoleMe | null {
  const data = (reply?.data ?? null) as Partial<ConsoleMe> | null;
  if (!data || typeof data !== 'object' || (data.role !== 'admin' && data.role !== 'auditor')) return null;
  return { id: String(data.id ?? ''), username: String(data.username ?? ''), role: data.role };
}

const consoleRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The stored admin token is the cache key only (the base query sends it anyway): when
    // another admin or auditor signs in after a session ended, their role is read afresh.
    getConsoleMe: build.query<ConsoleMe | null, string>({
      query: () => '/admin/me',
      transformResponse: toMe,
    }),
  }),
});

export interface ConsoleRoleState {
  /** Null while unknown (loading), or when the server did not say. */
  me: ConsoleMe | null;
  isAuditor: boolean;
  /**
   * Whether controls that change something may be offered. False while the role loads (an
   * auditor is never shown a button that then vanishes) and for an auditor. When the role
   * cannot be read at all the console behaves as it did before roles: the server refuses an
   * auditor's change (403) whatever the page offers.
   */
  canChange: boolean;
  isLoading: boolean;
}

/**
 * The console user's role, for every admin page and feature (contract A1). Auditors read
 * everything and change nothing, so pages hide what would change something from them.
 */
export function useConsoleRole(): ConsoleRoleState {
  const token = readTokens().adminToken ?? '';
  const { data, isLoading, isUninitialized } = consoleRoleApi.useGetConsoleMeQuery(token, { skip: !token });
  const me = data ?? null;
  const isAuditor = me?.role === 'auditor';
  const settled = !isLoading && !isUninitialized;
  return { me, isAuditor, canChange: settled && !isAuditor, isLoading: isLoading || isUninitialized };
}
