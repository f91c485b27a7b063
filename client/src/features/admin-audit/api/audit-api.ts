import { baseApi } from '../../../lib/api/base-api.js';
import { toPaged, type Paged, type PagedReply } from '../../../lib/api/paged.js';

export type AuditStatus = 'running' | 'passed' | 'failed' | 'error' | 'abandoned';

export interface AuditProblem {
  kind: string;
  message: string;
  userId?: string;
  roundId?: string;
  version?: number;
}

export interface AuditReport {
  ok: boolean;
  failures: string[];
  counts: Record<string, number>;
  problems: AuditProblem[];
}

/** A whole-system audit run (contract A7); its progress is stored, so any server instance answers. */
export interface AuditRun {
  id: string;
  status: AuditStatus;
  startedBy: { id: string | null; username: string; role: string | null };
  startedAt: string;
  finishedAt: string | null;
  progress: { stage: string; percent: number; done: number; total: number; message: string };
  error: string | null;
  report: AuditReport | null;
}

export const RUNS_PAGE_LIMIT = 10;

export function toRun(value: unknown): AuditRun {
  const run = (value ?? {}) as Partial<AuditRun>;
  const progress = (run.progress ?? {}) as Partial<AuditRun['progress']>;
  const report = run.report && typeof run.report === 'object' ? run.report : null;
  return {
    id: String(run.id ?? ''),
    status: (run.status ?? 'running') as AuditStatus,
    startedBy: { id: run.startedBy?.id ?? null, username: run.startedBy?.username ?? '—', role: run.startedBy?.role ?? null },
    startedAt: String(run.startedAt ?? ''),
    finishedAt: run.finishedAt ?? null,
    progress: {
      stage: String(progress.stage ?? ''),
      percent: Math.min(100, Math.max(0, Number(progress.percent ?? 0) || 0)),
      done: Number(progress.done ?? 0) || 0,
      total: Number(progress.total ?? 0) || 0,
      message: String(progress.message ?? ''),
    },
    error: run.error ?? null,
    report: report && {
      ok: Boolean(report.ok),
      failures: Array.isArray(report.failures) ? report.failures.map(String) : [],
      counts: report.counts ?? {},
      problems: Array.isArray(report.problems) ? report.problems : [],
    },
  };
}

export const auditApi = baseApi.enhanceEndpoints({ addTagTypes: ['AuditRuns'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuditRuns: build.query<Paged<AuditRun>, number>({
      query: (page) => ({ url: '/admin/audit/runs', params: { page, limit: RUNS_PAGE_LIMIT } }),
      transformResponse: (reply: PagedReply, _meta, page) => toPaged(reply, page, toRun),
      providesTags: ['AuditRuns'],
    }),
    getAuditRun: build.query<AuditRun, string>({
      query: (id) => `/admin/audit/runs/${encodeURIComponent(id)}`,
      transformResponse: (reply: { data?: unknown }) => toRun(reply?.data),
    }),
    /** Starts a run, or answers the one already going (200, 'An audit is already running'). */
    startAuditRun: build.mutation<{ run: AuditRun; msg: string }, void>({
      query: () => ({ url: '/admin/audit/runs', method: 'POST' }),
      transformResponse: (reply: { data?: unknown; msg?: string }) => ({ run: toRun(reply?.data), msg: reply?.msg ?? '' }),
      invalidatesTags: ['AuditRuns'],
    }),
  }),
});

export const { useGetAuditRunsQuery, useGetAuditRunQuery, useStartAuditRunMutation } = auditApi;
