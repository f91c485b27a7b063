/**
 * A stand-in for the responsible-play routes (issue 12, C1-C7) in client tests, used with
 * src/testing's mockFetch: each test states the player's settings; changes answer with
 * the settings as the contract says (C2 and C7 with the new view).
 */
type Reply = { status?: number; body?: unknown };

/** The bodies of C2, C5 and C7 in one: each change reads its own fields. */
type Body = Record<'day' | 'week' | 'month', number | null> & { kind: string; duration: string; minutes: number };

export const limit = (over: Record<string, unknown> = {}) => ({
  limit: null, pending: null, used: 0, remaining: null, resetsAt: '2026-11-27T18:30:00.000Z', ...over,
});

export function playView(over: Record<string, unknown> = {}) {
  return {
    depositLimits: { day: limit(), week: limit({ resetsAt: '2026-11-29T18:30:00.000Z' }), month: limit({ resetsAt: '2026-11-30T18:30:00.000Z' }) },
    prompt: 'limits_set',
    reviewDue: false,
    lastReviewedAt: null,
    nextReviewAt: null,
    realityCheckMinutes: 0,
    pause: null,
    history: [],
    ...over,
  };
}

export interface FakePlayServer {
  view: Record<string, unknown>;
  session: Record<string, unknown>;
  /** Each change's method, path and body, in order. */
  changes: { method: string; path: string; body: unknown }[];
  /** A change answered otherwise than by the defaults (a pending raise, a 409, a failure). */
  answer?: (path: string, body: unknown) => Reply | null;
}

export function fakePlayServer(over: Partial<FakePlayServer> = {}): FakePlayServer {
  return {
    view: playView(),
    session: { startedAt: '2026-11-27T08:00:00.000Z', now: '2026-11-27T08:00:00.000Z', minutes: 0, staked: 0, won: 0, net: 0, realityCheckMinutes: 0 },
    changes: [],
    ...over,
  };
}

/** The answer to a responsible-play call, or null when the path is not one of them. */
export function routePlay(server: FakePlayServer, path: string, init: RequestInit): Reply | null {
  if (!path.startsWith('/user/responsible-play')) return null;
  const method = init.method ?? 'GET';
  if (method === 'GET') {
    if (path === '/user/responsible-play') return { body: { err: 'N', msg: 'ok', data: server.view } };
    if (path === '/user/responsible-play/session') return { body: { err: 'N', msg: 'ok', data: server.session } };
    return { status: 404, body: { err: 'Y', msg: 'Not found' } };
  }
  const body = (init.body ? JSON.parse(String(init.body)) : {}) as Body;
  server.changes.push({ method, path, body: init.body ? body : undefined });
  const answered = server.answer?.(path, body);
  if (answered) return answered;
  switch (path) {
    case '/user/responsible-play/deposit-limits': {
      const old = server.view.depositLimits as Record<string, Record<string, unknown>>;
      const set = (w: 'day' | 'week' | 'month') => {
        const value = body[w];
        return { ...old[w], limit: value, remaining: value === null ? null : value - Number(old[w]!.used), pending: null };
      };
      server.view = { ...server.view, prompt: 'limits_set', depositLimits: { day: set('day'), week: set('week'), month: set('month') } };
      return { body: { err: 'N', msg: 'Saved', data: server.view } };
    }
    case '/user/responsible-play/pause': {
      const startedAt = String(server.session.now);
      server.view = { ...server.view, pause: { kind: body.kind, startedAt, until: pauseEnd(startedAt, body.duration) } };
      return { body: { err: 'N', msg: 'Started', data: server.view } };
    }
    case '/user/responsible-play/deposit-limits/decline':
      server.view = { ...server.view, prompt: 'declined' };
      return { body: { err: 'N', msg: 'Recorded' } };
    case '/user/responsible-play/review':
      server.view = { ...server.view, reviewDue: false };
      return { body: { err: 'N', msg: 'Recorded' } };
    case '/user/responsible-play/reality-check':
      server.view = { ...server.view, realityCheckMinutes: body.minutes };
      server.session = { ...server.session, realityCheckMinutes: body.minutes };
      return { body: { err: 'N', msg: 'Saved' } };
    default:
      return { status: 404, body: { err: 'Y', msg: 'Not found' } };
  }
}

/** The end of a break that starts at `from` (months and years by the calendar, in UTC for the fake). */
export function pauseEnd(from: string, duration: string): string {
  const end = new Date(from);
  const n = Number.parseInt(duration, 10);
  if (duration.endsWith('h')) end.setUTCHours(end.getUTCHours() + n);
  else if (duration.endsWith('d')) end.setUTCDate(end.getUTCDate() + n);
  else if (duration.endsWith('m')) end.setUTCMonth(end.getUTCMonth() + n);
  else end.setUTCFullYear(end.getUTCFullYear() + n);
  return end.toISOString();
}
