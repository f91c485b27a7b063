import { baseApi } from '../../../lib/api/base-api.js';
import type { RequestFilter, RequestKind } from '../admin-requests.strings.js';

/** A money request as the admin lists show it (spec section 3, plus the player). */
export interface AdminRequest {
  _id: string;
  deposit_option?: string;
  withdraw_option?: string;
  amount: number | string;
  status?: string;
  account_holder_name?: string | null;
  name?: string | null;
  account_number?: string | null;
  type_of_account?: string | null;
  bank_name?: string | null;
  ifsc_code?: string | null;
  upi_handle?: string | null;
  crypto?: string | null;
  crypto_address?: string | null;
  network?: string | null;
  image_path?: string | null;
  /** A withdrawal's proof of payment, attached by an admin. */
  proof_path?: string | null;
  reference?: string | null;
  reason?: string | null;
  createdAt?: string;
  user?: { username?: string | null; email?: string | null; first_name?: string | null; last_name?: string | null } | null;
  username?: string | null;
  email?: string | null;
  version?: number;
}

export interface RequestsPage {
  rows: AdminRequest[];
  page: number;
  totalPages: number;
  total: number;
}

/** Spec section 9: the request lists are read 20 at a time. */
export const REQUESTS_PAGE_LIMIT = 20;

export interface RequestUpdate {
  kind: RequestKind;
  id: string;
  amount: string;
  status: string;
  reason?: string;
  /** A withdrawal's proof of payment: the update goes as multipart with it. */
  file?: File | null;
  version?: number;
}

interface ListReply {
  data?: AdminRequest[] | { rows?: AdminRequest[]; items?: AdminRequest[] };
  pagination?: { page?: number; totalPages?: number; total?: number };
  total?: number;
  totalPages?: number;
  page?: number;
}

const PATH = { deposit: '/admin/deposits', withdraw: '/admin/withdraws' } as const;
const TAG = { deposit: 'AdminDeposits', withdraw: 'AdminWithdraws' } as const;

function toPage(reply: ListReply, page: number, limit: number): RequestsPage {
  const rows = Array.isArray(reply.data) ? reply.data : (reply.data?.rows ?? reply.data?.items ?? []);
  const total = Number(reply.pagination?.total ?? reply.total ?? rows.length);
  const totalPages = Number(reply.pagination?.totalPages ?? reply.totalPages ?? Math.ceil(total / limit));
  return { rows, total, page: Number(reply.pagination?.page ?? reply.page ?? page), totalPages: Math.max(1, totalPages || 1) };
}

/** JSON, or multipart when a file goes with it (spec section 7). */
function updateBody(update: RequestUpdate): FormData | Record<string, unknown> {
  const json: Record<string, unknown> = { amount: Number(update.amount), status: update.status };
  if (update.reason) json.reason = update.reason;
  if (update.version !== undefined) json.version = update.version;
  if (!update.file) return json;
  const body = new FormData();
  for (const [key, value] of Object.entries(json)) body.set(key, String(value));
  body.set('image', update.file, update.file.name);
  return body;
}

export const adminRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRequests: build.query<RequestsPage, { kind: RequestKind; page: number; filter: RequestFilter }>({
      query: ({ kind, page, filter }) => ({
        url: PATH[kind],
        params: { page, limit: REQUESTS_PAGE_LIMIT, [`${kind}_option`]: filter === 'all' ? undefined : filter },
      }),
      transformResponse: (reply: ListReply, _meta, { page }) => toPage(reply, page, REQUESTS_PAGE_LIMIT),
      providesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
    updateRequest: build.mutation<{ err: string; msg?: string }, RequestUpdate>({
      query: (update) => ({ url: `${PATH[update.kind]}/${encodeURIComponent(update.id)}`, method: 'PUT', body: updateBody(update) }),
      // A status change moves the dashboard's totals and the players' amounts on the Users page too.
      invalidatesTags: (_result, _error, { kind }) => [TAG[kind], 'Stats', 'Users'],
    }),
  }),
});

export const { useGetRequestsQuery, useUpdateRequestMutation } = adminRequestsApi;

export function requestOption(row: AdminRequest): string {
  return (row.deposit_option ?? row.withdraw_option ?? '').toLowerCase();
}

export function holderName(row: AdminRequest): string {
  return row.account_holder_name || row.name || '—';
}
