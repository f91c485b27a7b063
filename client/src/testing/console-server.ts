import { mockFetch, type MockReply, type MockRoute } from './fetch-mock.js';

export type ConsoleRole = 'admin' | 'auditor';

/** The answer of GET /admin/me (contract A1) for a console user of `role`. */
export function meReply(role: ConsoleRole): MockReply {
  return { body: { err: 'N', msg: 'OK', data: { id: `${role}-1`, username: role === 'admin' ? 'root' : 'reader', role } } };
}

/**
 * A console's server for client tests: GET /admin/me answers `role`; `routes` are keyed by
 * 'METHOD /path' (no query); anything else gets `fallback` (an empty list by default).
 */
export function consoleServer(role: ConsoleRole, routes: Record<string, MockRoute> = {}, fallback?: MockRoute) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const method = init.method ?? 'GET';
    const route = routes[`${method} ${path}`];
    if (route) return route(url, init);
    if (method === 'GET' && path === '/admin/me') return meReply(role);
    if (fallback) return fallback(url, init);
    return { body: { err: 'N', data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } } };
  });
}

/** The query of a called URL, as an object ('/x?a=1&b=2' -> { a: '1', b: '2' }). */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
}
