import { isPeriodId, type PeriodId } from '@draws/draw-periods';
import { baseApi } from '../../../lib/api/base-api.js';

/** A result as the API writes it: num_1..num_5 in draw order, num_6 the weekly letter. */
export interface ResultNumbers {
  numbers: number[];
  letter: string | null;
}

/** A row of GET /draws/results (public). Money in rupees. */
export interface PublishedResult {
  draw_id: string;
  period: PeriodId;
  start_at: string;
  draw_at: string;
  result_at: string;
  result: ResultNumbers;
  result_source: 'manual' | 'rng' | string;
  ticket_count: number;
  sales: number;
}

export interface ResultsPage {
  rows: PublishedResult[];
  page: number;
  total: number;
}

export interface BeaconChain {
  hash: string;
  public_key: string;
  scheme: string;
  period: number;
  genesis_time: number;
  url: string | null;
}

export type ResultSource = 'rng' | 'manual';

/** A prize table as it stood when the round opened: multipliers of the price, the pot's base (rupees) and its share of sales. */
export interface RulesTable {
  multipliers: Record<string, number>;
  jackpot_base: number;
  pot_share_bps: number;
}

/** The two admins of a published manual result (approved_by null only for one posted before approvals). */
export interface ManualResult {
  entered_by: string;
  entered_at: string;
  approved_by: string | null;
  approved_at: string | null;
}

/** Why a result that is due is not published yet, and since when. */
export interface ResultDelay {
  since: string;
  reason: 'beacon' | 'approval' | string;
}

/** GET /draws/{drawId}/proof (public): fields not yet due are null. */
export interface DrawProof {
  draw_id: string;
  period: PeriodId;
  stage: 'open' | 'closed' | 'resulted' | 'settled' | string;
  start_at: string;
  close_at: string;
  draw_at: string;
  result_at: string | null;
  round_amount: number;
  /** Declared at open; null: the round opened before sources were declared. */
  source: ResultSource | null;
  /** When the commitment and beacon round were published, when the ticket set was, and when its first ticket sold. */
  opened_at: string | null;
  closed_at: string | null;
  first_ticket_at: string | null;
  commitment: string;
  beacon: {
    round: number | null;
    chain_hash: string | null;
    chain: BeaconChain | null;
    round_time: string | null;
    randomness: string | null;
    signature: string | null;
    status: 'verified' | 'none' | 'late' | null;
  };
  /** An RNG (or undeclared) round drawn with no beacon: the operator could have influenced it. */
  operator_trusted: boolean;
  delay: ResultDelay | null;
  ticket_count: number | null;
  sales: number | null;
  ticket_root: string | null;
  close_feed: { seq: number; hash: string } | null;
  seed: string | null;
  result: ResultNumbers | null;
  result_source: 'manual' | 'rng' | null;
  admin_id: string | null;
  manual: ManualResult | null;
  rng_version: number | null;
  rules: { round_amount: number; tables: Record<string, RulesTable> } | null;
  /** The verification document, a path of this site. */
  fairness_doc: string | null;
  settlement: Settlement | null;
}

/** An entry of GET /draws/closes as sent: its hash covers these values exactly, so none is converted. */
export interface CloseEntry {
  seq: number;
  draw_id: string;
  period: string;
  ticket_count: number;
  sales: number;
  sales_paise: number;
  ticket_root: string;
  closed_at: string;
  prev_hash: string;
  hash: string;
}

export interface Settlement {
  settled_at: string | null;
  ticket_count: number;
  sales: number;
  prizes: number;
  winners: number;
  winning_tickets: number;
  house_share: number;
  pots: { name: string; pot: number; winning_tickets: number; per_ticket: number; paid: number; carried: number }[];
}

export function toNumbers(value: unknown): ResultNumbers | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  const numbers = [1, 2, 3, 4, 5].map((i) => Number(r[`num_${i}`]));
  if (!numbers.every(Number.isInteger)) return null;
  return { numbers, letter: typeof r.num_6 === 'string' && r.num_6 ? r.num_6 : null };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);
const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);
const numOrNull = (v: unknown) => (v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v));
const dataOf = (reply: unknown) => (reply && typeof reply === 'object' ? (reply as { data?: unknown }).data : undefined);

function toRow(value: unknown): PublishedResult | null {
  const r = (value ?? {}) as Record<string, unknown>;
  const result = toNumbers(r.result);
  if (!result || typeof r.draw_id !== 'string' || !isPeriodId(r.period)) return null;
  return {
    draw_id: r.draw_id, period: r.period, start_at: str(r.start_at), draw_at: str(r.draw_at), result_at: str(r.result_at),
    result, result_source: str(r.result_source), ticket_count: num(r.ticket_count), sales: num(r.sales),
  };
}

function toChain(value: unknown): BeaconChain | null {
  const c = (value ?? null) as Record<string, unknown> | null;
  if (!c || typeof c.public_key !== 'string' || typeof c.hash !== 'string') return null;
  return { hash: c.hash, public_key: c.public_key, scheme: str(c.scheme), period: num(c.period), genesis_time: num(c.genesis_time), url: strOrNull(c.url) };
}

function toSettlement(value: unknown): Settlement | null {
  const s = (value ?? null) as Record<string, unknown> | null;
  if (!s || typeof s !== 'object') return null;
  const pots = Array.isArray(s.pots) ? (s.pots as Record<string, unknown>[]) : [];
  return {
    settled_at: strOrNull(s.settled_at), ticket_count: num(s.ticket_count), sales: num(s.sales), prizes: num(s.prizes),
    winners: num(s.winners), winning_tickets: num(s.winning_tickets), house_share: num(s.house_share),
    pots: pots.map((p) => ({ name: str(p.name), pot: num(p.pot), winning_tickets: num(p.winning_tickets), per_ticket: num(p.per_ticket), paid: num(p.paid), carried: num(p.carried) })),
  };
}

const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);

function toManual(value: unknown): ManualResult | null {
  const m = obj(value);
  if (!m || typeof m.entered_by !== 'string') return null;
  return { entered_by: m.entered_by, entered_at: str(m.entered_at), approved_by: strOrNull(m.approved_by), approved_at: strOrNull(m.approved_at) };
}

function toDelay(value: unknown): ResultDelay | null {
  const d = obj(value);
  return d && typeof d.since === 'string' && typeof d.reason === 'string' ? { since: d.since, reason: d.reason } : null;
}

function toRules(value: unknown): DrawProof['rules'] {
  const r = obj(value);
  const tables = obj(r?.tables);
  if (!r || !tables) return null;
  const parsed: Record<string, RulesTable> = {};
  for (const [mode, raw] of Object.entries(tables)) {
    const table = obj(raw);
    if (!table) continue;
    const multipliers = Object.fromEntries(Object.entries(obj(table.multipliers) ?? {}).filter(([, v]) => Number.isFinite(Number(v))).map(([k, v]) => [k, Number(v)]));
    parsed[mode] = { multipliers, jackpot_base: num(table.jackpot_base), pot_share_bps: num(table.pot_share_bps) };
  }
  return { round_amount: num(r.round_amount), tables: parsed };
}

function toCloseFeed(value: unknown): DrawProof['close_feed'] {
  const c = obj(value);
  return c && Number.isSafeInteger(c.seq) && typeof c.hash === 'string' ? { seq: c.seq as number, hash: c.hash } : null;
}

/** Only a path of this site is linked (the document is served beside the API). */
const sitePath = (v: unknown) => (typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') ? v : null);

export function toProof(reply: unknown): DrawProof | null {
  const d = dataOf(reply) as Record<string, unknown> | undefined;
  if (!d || typeof d.draw_id !== 'string' || !isPeriodId(d.period)) return null;
  const b = (d.beacon ?? {}) as Record<string, unknown>;
  const status = b.status === 'verified' || b.status === 'none' || b.status === 'late' ? b.status : null;
  const source = d.result_source === 'manual' || d.result_source === 'rng' ? d.result_source : null;
  return {
    draw_id: d.draw_id, period: d.period, stage: str(d.stage), start_at: str(d.start_at), close_at: str(d.close_at), draw_at: str(d.draw_at),
    result_at: strOrNull(d.result_at), round_amount: num(d.round_amount), commitment: str(d.commitment),
    source: d.source === 'manual' || d.source === 'rng' ? d.source : null,
    opened_at: strOrNull(d.opened_at), closed_at: strOrNull(d.closed_at), first_ticket_at: strOrNull(d.first_ticket_at),
    beacon: {
      round: numOrNull(b.round), chain_hash: strOrNull(b.chain_hash), chain: toChain(b.chain), round_time: strOrNull(b.round_time),
      randomness: strOrNull(b.randomness), signature: strOrNull(b.signature), status,
    },
    operator_trusted: d.operator_trusted === true, delay: toDelay(d.delay),
    ticket_count: numOrNull(d.ticket_count), sales: numOrNull(d.sales), ticket_root: strOrNull(d.ticket_root), close_feed: toCloseFeed(d.close_feed),
    seed: strOrNull(d.seed), result: toNumbers(d.result), result_source: source, admin_id: strOrNull(d.admin_id), manual: toManual(d.manual),
    rng_version: numOrNull(d.rng_version), rules: toRules(d.rules), fairness_doc: sitePath(d.fairness_doc),
    settlement: toSettlement(d.settlement),
  };
}

export const RESULTS_PER_PAGE = 20;

export const resultsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Results', 'Proof'] }).injectEndpoints({
  endpoints: (build) => ({
    getResults: build.query<ResultsPage, { period: PeriodId; page: number }>({
      query: ({ period, page }) => ({ url: '/draws/results', params: { period, page, limit: RESULTS_PER_PAGE } }),
      transformResponse: (reply: { data?: unknown; page?: unknown; total?: unknown }, _meta, { page }) => ({
        rows: Array.isArray(reply.data) ? reply.data.flatMap((r) => toRow(r) ?? []) : [],
        page: num(reply.page ?? page) || page,
        total: num(reply.total),
      }),
      providesTags: (_page, _error, { period }) => [{ type: 'Results', id: period }],
    }),
    getProof: build.query<DrawProof | null, string>({
      query: (drawId) => `/draws/${encodeURIComponent(drawId)}/proof`,
      transformResponse: toProof,
      providesTags: (_proof, _error, drawId) => [{ type: 'Proof', id: drawId }],
    }),
    /** The public feed of closes from `since` (exclusive), oldest first; the proof's check reads its round's entry. */
    getCloses: build.query<unknown[], { since: number; limit: number }>({
      query: ({ since, limit }) => ({ url: '/draws/closes', params: { since, limit } }),
      transformResponse: (reply: unknown) => {
        const rows = dataOf(reply);
        return Array.isArray(rows) ? rows : [];
      },
    }),
  }),
});

export const { useGetResultsQuery, useGetProofQuery, useLazyGetClosesQuery } = resultsApi;
