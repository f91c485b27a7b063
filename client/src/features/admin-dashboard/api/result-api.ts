import type { PeriodId } from '@draws/draw-periods';
import { baseApi } from '../../../lib/api/base-api.js';

/** What POST /admin/draws/period/{period}/result and the approval answer. */
export interface ResultPosted {
  err: 'N' | 'Y';
  msg?: string;
  data?: { draw_id?: string; result_at?: string };
}

export type ResultSource = 'rng' | 'manual';

/** A manual round's entry awaiting approval: its numbers as the server holds them, who and when. */
export interface PendingEntry {
  numbers: number[];
  letter: string | null;
  entered_by: string;
  entered_at: string;
  /** Entered by the admin signed in here, who may not approve it. */
  mine: boolean;
}

/** GET /admin/draws/period/{period}/result-status: what the result modal may offer for the period now. */
export interface ResultStatus {
  draw_id: string | null;
  /** 'awaiting': past its close without a result; 'on_sale': nothing awaits, this round sells; 'none': no round. */
  stage: 'awaiting' | 'on_sale' | 'none';
  /** Null: the round opened before sources were declared (the server draws it as an RNG round). */
  source: ResultSource | null;
  next_source: ResultSource;
  close_at: string | null;
  draw_at: string | null;
  proof_url: string | null;
  entry: PendingEntry | null;
}

const sourceOf = (value: unknown): ResultSource | null => (value === 'rng' || value === 'manual' ? value : null);
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

function toEntry(value: unknown): PendingEntry | null {
  if (!value || typeof value !== 'object') return null;
  const e = value as Record<string, unknown>;
  const numbers = [1, 2, 3, 4, 5].map((i) => e[`num_${i}`]);
  if (!numbers.every((n) => typeof n === 'number' && Number.isInteger(n))) return null;
  return {
    numbers: numbers as number[], letter: textOrNull(e.num_6), entered_by: String(e.entered_by ?? ''), entered_at: String(e.entered_at ?? ''),
    mine: e.mine === true,
  };
}

export function toResultStatus(reply: unknown): ResultStatus {
  const d = ((reply as { data?: unknown } | null)?.data ?? {}) as Record<string, unknown>;
  const stage = d.stage === 'awaiting' || d.stage === 'on_sale' ? d.stage : 'none';
  return {
    draw_id: textOrNull(d.draw_id), stage, source: sourceOf(d.source), next_source: sourceOf(d.next_source) ?? 'rng',
    close_at: textOrNull(d.close_at), draw_at: textOrNull(d.draw_at),
    // Only a path of this site: the link is followed inside the console.
    proof_url: typeof d.proof_url === 'string' && d.proof_url.startsWith('/') && !d.proof_url.startsWith('//') ? d.proof_url : null,
    entry: toEntry(d.entry),
  };
}

/** The numbers an approval sends: exactly the entry's, so the server can refuse if the entry changed since it was shown. */
export function entryBody(entry: PendingEntry): Record<string, number | string> {
  const body: Record<string, number | string> = Object.fromEntries(entry.numbers.map((n, i) => [`num_${i + 1}`, n]));
  if (entry.letter !== null) body.num_6 = entry.letter;
  return body;
}

export const resultApi = baseApi.enhanceEndpoints({ addTagTypes: ['LatestDraw', 'TicketCounts', 'ResultStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    getResultStatus: build.query<ResultStatus, PeriodId>({
      query: (period) => `/admin/draws/period/${encodeURIComponent(period)}/result-status`,
      transformResponse: toResultStatus,
      providesTags: (_status, _error, period) => [{ type: 'ResultStatus', id: period }],
    }),
    setResult: build.mutation<ResultPosted, { period: PeriodId; body: Record<string, number | string> }>({
      query: ({ period, body }) => ({ url: `/admin/draws/period/${encodeURIComponent(period)}/result`, method: 'POST', body }),
      // Taken: the round's entry and latest view are read again. Refused: the form stays as it
      // was, with the server's words; the next opening reads the status afresh.
      invalidatesTags: (_reply, error, { period }) => (error ? [] : [{ type: 'LatestDraw', id: period }, { type: 'ResultStatus', id: period }]),
    }),
    approveResult: build.mutation<ResultPosted, { period: PeriodId; drawId: string; body: Record<string, number | string> }>({
      query: ({ drawId, body }) => ({ url: `/admin/draws/${encodeURIComponent(drawId)}/result/approve`, method: 'POST', body }),
      // Refused too: the entry may have changed or been published meanwhile, which the status then shows.
      invalidatesTags: (_reply, _error, { period }) => [{ type: 'LatestDraw', id: period }, { type: 'ResultStatus', id: period }],
    }),
  }),
});

export const { useGetResultStatusQuery, useSetResultMutation, useApproveResultMutation } = resultApi;
