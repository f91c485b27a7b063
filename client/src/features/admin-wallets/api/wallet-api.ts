import { baseApi } from '../../../lib/api/base-api.js';
import { toPaged, type Paged, type PagedReply } from '../../../lib/api/paged.js';

export interface Balances {
  money: number;
  referral: number;
  held: number;
}

/** One event of a wallet's stream with the balances after it (contract A4). */
export interface WalletEvent {
  version: number;
  eventId: string;
  type: string;
  occurredAt: string;
  recordedAt: string;
  actor: string;
  actorName: string | null;
  correlationId: string | null;
  hash: string;
  reference: { kind: string | null; id: string | null };
  amount: number | null;
  change: Balances;
  balances: Balances;
}

/** POST /admin/wallets/:userId/replay (contract A5). */
export interface ReplayReport {
  userId: string;
  streamId: string;
  events: number;
  match: boolean;
  replayed: Balances & { version: number };
  projected: (Balances & { version: number }) | null;
  ledger: Balances | null;
  firstMismatch: null | {
    version: number;
    eventId: string;
    type: string;
    occurredAt: string;
    source: 'ledger_postings' | 'wallet_balances';
    replayed: Balances;
    projected: Balances;
    problem: string;
  };
}

/** POST /admin/wallets/:userId/verify-chain (contract A6). */
export interface ChainReport {
  streamId: string;
  events: number;
  ok: boolean;
  brokenAt: null | { version: number; eventId: string; type: string; problem: string };
}

export type EventOrder = 'desc' | 'asc';

/** Events are read 50 at a time. */
export const EVENTS_PAGE_LIMIT = 50;

export const walletPath = (userId: string) => `/admin/wallets/${encodeURIComponent(userId)}`;

const ZERO: Balances = { money: 0, referral: 0, held: 0 };

function toEvent(value: unknown): WalletEvent {
  const row = (value ?? {}) as Partial<WalletEvent>;
  return {
    version: Number(row.version ?? 0),
    eventId: String(row.eventId ?? ''),
    type: String(row.type ?? ''),
    occurredAt: String(row.occurredAt ?? ''),
    recordedAt: String(row.recordedAt ?? ''),
    actor: String(row.actor ?? ''),
    actorName: row.actorName ?? null,
    correlationId: row.correlationId ?? null,
    hash: String(row.hash ?? ''),
    reference: { kind: row.reference?.kind ?? null, id: row.reference?.id ?? null },
    amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
    change: { ...ZERO, ...row.change },
    balances: { ...ZERO, ...row.balances },
  };
}

export const walletApi = baseApi.enhanceEndpoints({ addTagTypes: ['WalletEvents'] }).injectEndpoints({
  endpoints: (build) => ({
    getWalletEvents: build.query<Paged<WalletEvent>, { userId: string; page: number; order: EventOrder }>({
      query: ({ userId, page, order }) => ({ url: `${walletPath(userId)}/events`, params: { page, limit: EVENTS_PAGE_LIMIT, order } }),
      transformResponse: (reply: PagedReply, _meta, { page }) => toPaged(reply, page, toEvent),
      providesTags: (_result, _error, { userId }) => [{ type: 'WalletEvents', id: userId }],
    }),
    // Both checks only read (the server admits auditors to them); they are POSTs because each runs work.
    replayWallet: build.mutation<ReplayReport, string>({
      query: (userId) => ({ url: `${walletPath(userId)}/replay`, method: 'POST' }),
      transformResponse: (reply: { data: ReplayReport }) => reply.data,
    }),
    verifyChain: build.mutation<ChainReport, string>({
      query: (userId) => ({ url: `${walletPath(userId)}/verify-chain`, method: 'POST' }),
      transformResponse: (reply: { data: ChainReport }) => reply.data,
    }),
  }),
});

export const { useGetWalletEventsQuery, useReplayWalletMutation, useVerifyChainMutation } = walletApi;

/** The page of the history that holds `version` (versions run 1..total without gaps). */
export function pageOfVersion(version: number, total: number, order: EventOrder): number {
  const index = order === 'desc' ? total - version : version - 1;
  return Math.max(1, Math.floor(Math.max(0, index) / EVENTS_PAGE_LIMIT) + 1);
}
