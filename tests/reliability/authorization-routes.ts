import type { ResultsApp } from '../api/results-harness.js';

/**
 * The routes the authorization matrix (issue 13) must classify, as 'METHOD /path/{param}':
 * those of the served OpenAPI document (Nest's registered routes, which must be the same,
 * come from ../api/registered-routes.ts).
 */

/** The documented routes (the document must be served). */
export async function documentedRoutes(t: ResultsApp): Promise<string[]> {
  const res = await t.get('/api/docs/openapi.json');
  expect(res.statusCode).toBe(200);
  return Object.entries<Record<string, unknown>>(res.json().paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}
