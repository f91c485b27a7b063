import type { PeriodId } from '@draws/draw-periods';

/**
 * A stand-in for the server's draw routes in client tests (used with src/testing's
 * mockFetch): each test states the rounds, result, pots, prizes and tickets it needs.
 */
export interface FakeDraw {
  _id: string;
  period: PeriodId;
  status: 'open' | 'closed';
  start_at: string;
  close_at: string;
  draw_at: string;
  next_draw_at: string;
  round_amount: number;
  source?: 'rng' | 'manual' | null;
  ticket_root?: string | null;
  delay?: { since: string; reason: string } | null;
}

type Reply = { status?: number; body?: unknown };

export interface FakeDrawsServer {
  open: Partial<Record<PeriodId, FakeDraw | null>>;
  closed: Partial<Record<PeriodId, FakeDraw | null>>;
  drawsFail?: boolean;
  result: Partial<Record<PeriodId, { num_1: number; num_2: number; num_3: number; num_4: number; num_5: number; num_6?: string; result_at: string; draw_id?: string }>>;
  pots: Partial<Record<PeriodId, { jackpot: number; minipot: number | null }>>;
  prizeStats: (period: string, mode: string) => Reply;
  tickets: (query: URLSearchParams) => Reply;
  buy: (body: Record<string, unknown>, headers: Record<string, string>) => Reply | Promise<Reply>;
  profile: { current_balance: number; referral_balance: number };
}

const HOUR = 3_600_000;

/** A round of `period` that started `startedAgoMs` before `now`, with its spec times (3h: closes after 2h30). */
export function fakeDraw(period: PeriodId, now: number, startedAgoMs: number, status: 'open' | 'closed' = 'open', price = 100): FakeDraw {
  const start = now - startedAgoMs;
  const close = start + (period === 'weekly' ? 167.5 * HOUR : 2.5 * HOUR);
  return {
    _id: `${period}-${new Date(start).toISOString()}`,
    period,
    status,
    start_at: new Date(start).toISOString(),
    close_at: new Date(close).toISOString(),
    draw_at: new Date(close + HOUR / 3).toISOString(),
    next_draw_at: new Date(start + 3 * HOUR).toISOString(),
    round_amount: price,
  };
}

export function fakeDrawsServer(overrides: Partial<FakeDrawsServer> = {}): FakeDrawsServer {
  return {
    open: {},
    closed: {},
    result: {},
    pots: {},
    prizeStats: () => ({ body: { success: true, data: { fiveN: 0, fourN: 20, threeN: 5, twoN: 1, oneN: 0 } } }),
    tickets: () => ({ body: { success: true, data: [], page: 1, limit: 10, total: 0 } }),
    buy: () => ({ status: 201, body: { success: true, message: 'Ticket created successfully!', data: { tickets: [], balances: { current_balance: 0, referral_balance: 0 } } } }),
    profile: { current_balance: 1000, referral_balance: 0 },
    ...overrides,
  };
}

/** The route function for mockFetch. */
export function routeDraws(server: FakeDrawsServer) {
  return async (url: string, init: RequestInit): Promise<Reply> => {
    const [path, search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    const period = query.get('period') as PeriodId;
    switch (path) {
      case '/user/draws': {
        if (server.drawsFail) return { status: 500, body: { success: false, message: 'boom' } };
        const draw = (query.get('status') === 'open' ? server.open : server.closed)[period];
        return { body: { success: true, data: draw ? [draw] : [] } };
      }
      case '/user/draws/last-result': {
        const result = server.result[period];
        if (!result) return { body: { success: true, data: { result: null, result_at: null } } };
        const { result_at, draw_id = null, ...numbers } = result;
        return { body: { success: true, data: { result: numbers, result_at, draw_id } } };
      }
      case '/user/draws/pots': {
        const pots = server.pots[period];
        return { body: { success: true, data: pots ? { draw_id: server.open[period]?._id ?? null, ...pots } : { draw_id: null, jackpot: null, minipot: null } } };
      }
      case '/user/draws/prize-stats':
        return server.prizeStats(period, query.get('mode') ?? '');
      case '/user/tickets':
        if (init.method === 'POST') return server.buy(JSON.parse(String(init.body)), (init.headers ?? {}) as Record<string, string>);
        return server.tickets(query);
      case '/user/profile':
        return { body: { err: 'N', data: { username: 'asha', email: 'asha@example.com', ...server.profile } } };
      case '/user/news':
        return { body: { err: 'N', data: '' } };
      case '/user/deposits':
      case '/user/withdraws':
        return { body: { err: 'N', data: [] } };
      case '/health':
        return { body: { status: 'ok', time: new Date().toISOString() } };
      default:
        return { status: 404, body: { success: false, message: `no route ${path}` } };
    }
  };
}
