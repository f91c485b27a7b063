import { baseApi } from '../../../lib/api/base-api.js';
import { definedParams, toPaged, type Paged, type PagedReply } from '../../../lib/api/paged.js';

/** One change made in the console (contract A9). `actor.id` is null for the server itself ('system', 'cli'). */
export interface AdminAction {
  id: string;
  at: string;
  kind: string;
  actor: { id: string | null; username: string; role: string | null };
  subject: string;
  summary: string;
  details: unknown;
}

export interface ActionsFilter {
  kind: string;
  actor: string;
  /** YYYY-MM-DD, calendar days in India, inclusive (contract). */
  from: string;
  to: string;
}

export const ACTIONS_PAGE_LIMIT = 20;

function toAction(value: unknown): AdminAction {
  const row = (value ?? {}) as Partial<AdminAction>;
  return {
    id: String(row.id ?? ''),
    at: String(row.at ?? ''),
    kind: String(row.kind ?? ''),
    actor: { id: row.actor?.id ?? null, username: row.actor?.username ?? '—', role: row.actor?.role ?? null },
    subject: String(row.subject ?? ''),
    summary: String(row.summary ?? ''),
    details: row.details ?? null,
  };
}

export const actionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActions: build.query<Paged<AdminAction>, ActionsFilter & { page: number }>({
      query: ({ page, ...filter }) => ({ url: '/admin/actions', params: definedParams({ ...filter, page, limit: ACTIONS_PAGE_LIMIT }) }),
      transformResponse: (reply: PagedReply, _meta, { page }) => toPaged(reply, page, toAction),
    }),
  }),
});

export const { useGetActionsQuery } = actionsApi;
