import type { PeriodId } from '@draws/draw-periods';
import { baseApi } from '../../../lib/api/base-api.js';
import type { ProofStep } from '../model/merkle.js';

/** A receipt's Merkle inclusion proof (issue 11): the leaf data, its place, the siblings, the root. */
export interface Receipt {
  leaf: string;
  index: number;
  proof: ProofStep[];
  root: string;
}

/** One of the player's tickets as GET /user/tickets/{id} shows it. Money in rupees. */
export interface PlayerTicket {
  _id: string;
  draw_id: string;
  period: PeriodId;
  numbers: number[];
  letter: string | null;
  round_amount: number;
  /** What the price was paid with (issue 12, B4), rupees; null where the server does not say. */
  from_money: number | null;
  from_referral: number | null;
  status: string;
  createdAt: string;
  outcome: { matches: { sequence?: number; any?: number; letter?: boolean }; prize: number; pots: string[] } | null;
  receipt: Receipt | null;
}

function toReceipt(value: unknown): Receipt | null {
  const r = (value ?? null) as Record<string, unknown> | null;
  if (!r || typeof r.leaf !== 'string' || typeof r.root !== 'string' || !Array.isArray(r.proof)) return null;
  const proof = (r.proof as Record<string, unknown>[]).map((s) => ({ side: s?.side === 'left' ? 'left' : 'right', hash: String(s?.hash ?? '') }) as ProofStep);
  return { leaf: r.leaf, index: Number(r.index ?? 0), proof, root: r.root };
}

function rupeesOrNull(value: unknown): number | null {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return value !== '' && Number.isFinite(n) ? n : null;
}

export function toPlayerTicket(reply: unknown): PlayerTicket | null {
  const row = (reply && typeof reply === 'object' ? (reply as { data?: unknown }).data : null) as Record<string, unknown> | null;
  if (!row || typeof row._id !== 'string') return null;
  const o = row.outcome as Record<string, unknown> | null | undefined;
  const m = (o?.matches ?? {}) as Record<string, unknown>;
  const count = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return {
    _id: row._id,
    draw_id: String(row.draw_id ?? ''),
    period: row.period as PeriodId,
    numbers: [1, 2, 3, 4, 5].map((i) => Number(row[`num_${i}`])),
    letter: typeof row.num_6 === 'string' && row.num_6 ? row.num_6 : null,
    round_amount: Number(row.round_amount ?? 0),
    from_money: rupeesOrNull(row.from_money),
    from_referral: rupeesOrNull(row.from_referral),
    status: String(row.status ?? ''),
    createdAt: String(row.createdAt ?? ''),
    outcome: o && typeof o === 'object'
      ? { matches: { sequence: count(m.sequence), any: count(m.any), letter: typeof m.letter === 'boolean' ? m.letter : undefined }, prize: Number(o.prize ?? 0), pots: Array.isArray(o.pots) ? o.pots.map(String) : [] }
      : null,
    receipt: toReceipt(row.receipt),
  };
}

export const ticketApi = baseApi.enhanceEndpoints({ addTagTypes: ['Ticket'] }).injectEndpoints({
  endpoints: (build) => ({
    getPlayerTicket: build.query<PlayerTicket | null, string>({
      query: (id) => `/user/tickets/${encodeURIComponent(id)}`,
      transformResponse: toPlayerTicket,
      providesTags: (_t, _e, id) => [{ type: 'Ticket', id }],
    }),
  }),
});

export const { useGetPlayerTicketQuery } = ticketApi;
