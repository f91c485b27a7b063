import { baseApi } from '../../../lib/api/base-api.js';
import { toBalances, toFinancialYear, toMovement, toNetDeposits, type Balances, type FinancialYear, type Movement, type NetDeposits } from './statement-rows.js';

export type { Balances, FinancialYear, Movement, MovementKind, NetDeposits } from './statement-rows.js';

/** One page of GET /user/statement (issue 12, B1) with the range's opening and closing balances. */
export interface StatementPage {
  rows: Movement[];
  opening: Balances;
  closing: Balances;
  page: number;
  totalPages: number;
  total: number;
  /** The dates this page is of (a page of the same dates may stand in while the next loads). */
  range: { from: string; to: string };
}

/** GET /user/statement/summary (B3). */
export interface StatementSummary {
  balances: Balances;
  netDeposits: { last30Days: NetDeposits; sinceOpened: NetDeposits; openedAt: string | null };
  /** Newest first. */
  years: FinancialYear[];
}

export interface StatementQuery {
  /** 'YYYY-MM-DD' IST days, inclusive; empty: no limit on that side. */
  from: string;
  to: string;
  page: number;
  limit: number;
}

/** The query string of the statement and its CSV: only the dates that are set. */
export function statementParams({ from, to }: Pick<StatementQuery, 'from' | 'to'>): Record<string, string | undefined> {
  return { from: from || undefined, to: to || undefined };
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Statement'] }).injectEndpoints({
  endpoints: (build) => ({
    getStatement: build.query<StatementPage, StatementQuery>({
      query: ({ page, limit, ...range }) => ({ url: '/user/statement', params: { ...statementParams(range), page, limit } }),
      transformResponse: (reply: { data?: Record<string, unknown>; pagination?: Record<string, unknown> }, _meta, args) => {
        const data = reply.data ?? {};
        const rows = Array.isArray(data.rows) ? data.rows.map(toMovement).filter((row): row is Movement => row !== null) : [];
        const total = Number(reply.pagination?.total ?? rows.length);
        return {
          rows,
          opening: toBalances(data.opening),
          closing: toBalances(data.closing),
          page: Number(reply.pagination?.page ?? args.page) || args.page,
          totalPages: Number(reply.pagination?.totalPages ?? 1) || 1,
          total: Number.isFinite(total) ? total : rows.length,
          range: { from: args.from, to: args.to },
        };
      },
      providesTags: ['Statement'],
    }),
    getStatementSummary: build.query<StatementSummary, void>({
      query: () => '/user/statement/summary',
      transformResponse: (reply: { data?: Record<string, unknown> }) => {
        const data = reply.data ?? {};
        const net = (data.netDeposits ?? {}) as Record<string, unknown>;
        return {
          balances: toBalances(data.balances),
          netDeposits: {
            last30Days: toNetDeposits(net.last30Days),
            sinceOpened: toNetDeposits(net.sinceOpened),
            openedAt: typeof net.openedAt === 'string' ? net.openedAt : null,
          },
          years: Array.isArray(data.years) ? data.years.map(toFinancialYear).filter((y): y is FinancialYear => y !== null) : [],
        };
      },
      providesTags: ['Statement'],
    }),
  }),
});

export const { useGetStatementQuery, useGetStatementSummaryQuery } = api;
