import fc from 'fast-check';
import pg from 'pg';
import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { startResultsApp, type ResultsApp } from '../api/results-harness.js';
import type { OpenApiDocument } from './openapi-arbitraries.js';
import { caseOf, type Case, type Upload } from './fuzz-requests.js';
import { prepareSetups, type RouteSetup, type RouteSetups } from './fuzz-route-setups.js';
import { key, sender, type Route } from './fuzz-routes.js';
import { effectRowsRoute, SECURITY_RECORDS, watchStoredState } from './fuzz-state.js';
import type { FuzzTally } from './fuzz-tally.js';

/**
 * A lane (issue 13, fuzzing): an app on a database of its own, fuzzing its share of the
 * routes one request at a time, so each change is attributed to one request; lanes run
 * side by side, which overlaps their waits (PostgreSQL, argon2) on this machine. Each
 * request is judged here: no 5xx, an accepted one's rows added exactly once, a rejected
 * one changing nothing.
 */

/** Routes whose valid-shaped requests take long (argon2, a review's reads): each to a lane of its own where there are enough. */
const SLOW = ['POST /user/change-password', 'POST /user/register', 'POST /user/responsible-play/review', 'POST /user/login', 'POST /admin/login'];

/** A route and its place in the document (the index seeds the route). */
export type Share = Array<{ route: Route; index: number }>;

/** Routes in turn to the lanes, the slow ones first so that they spread. */
export function dealRoutes(routes: Route[], lanes: number): Share[] {
  const order = routes.map((route, index) => ({ route, index })).sort((a, b) => Number(SLOW.includes(key(b.route))) - Number(SLOW.includes(key(a.route))));
  return Array.from({ length: lanes }, (_, n) => order.filter((_, position) => position % lanes === n));
}

/** What the requests are generated from, and how many per route. */
export interface Generation {
  doc: OpenApiDocument;
  files: Upload[];
  runs: number;
  seed: number;
}

export interface Lane {
  t: ResultsApp;
  prepare(routes: Share): Promise<void>;
  /** Fuzzes its routes one after another; a failing route's shrunk counterexample is returned. */
  fuzz(generation: Generation): Promise<string[]>;
  writeCount(): Promise<number>;
  audit(): Promise<boolean>;
  close(): Promise<void>;
}

export async function startLane(tally: FuzzTally): Promise<Lane> {
  // A player per player route signs up from one address: room for them under the hourly quota.
  // Google's keys are the test's (none match): an ID token is judged here, not by a call to Google.
  const t = await startResultsApp({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '40' }, googleCerts: {} });
  const db = new pg.Client({ connectionString: t.db.url });
  await db.connect();
  const http = sender(t.baseUrl);
  const state = await watchStoredState(t, db, () => void tally.digests++);
  let routeSetups: RouteSetups;
  let mine: Share = [];
  const acceptedKeys = new Set<string>();

  /** Sends one case and checks it; false (and a failure line) on a 5xx or a rejected request that changed something. */
  async function exercise(route: Route, setup: RouteSetup, c: Case): Promise<boolean> {
    const k = key(route);
    const token = routeSetups.tokenOf(setup);
    const headers = token ? { ...c.headers, authorization: `Bearer ${token}` } : c.headers;
    const before = await state.effectRows(k, setup.player);
    const sentAt = performance.now();
    const res = await http.send(route.method, c.path, headers, c.body);
    tally.sendingMs += performance.now() - sentAt;
    tally.perRoute.set(k, (tally.perRoute.get(k) ?? 0) + performance.now() - sentAt);
    tally.requests++;
    tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
    await state.settle();
    const what = `${k} [${c.kind}] ${c.path.slice(0, 120)} -> ${res.status} ${res.text.slice(0, 200)}`;
    if (res.status >= 500) {
      tally.fiveXx++;
      tally.failures.push(`5xx: ${what}`);
      await state.rebase();
      return false;
    }
    if (res.status === 0) tally.resets++;
    if (res.status >= 200 && res.status < 300) {
      tally.accepted++;
      // A key this route already accepted is a replay: the first answer again, nothing added.
      const keyUsed = c.headers['idempotency-key'] === undefined ? undefined : `${k} ${c.headers['idempotency-key']}`;
      const added = (await state.effectRows(k, setup.player)) - before;
      const expected = k === 'POST /user/tickets' ? (res.text.includes('"tickets"') ? JSON.parse(res.text).data.tickets.length : 0) : 1;
      const repeat = keyUsed !== undefined && acceptedKeys.has(keyUsed);
      if (keyUsed !== undefined) acceptedKeys.add(keyUsed);
      if (effectRowsRoute(k)) {
        if (!repeat && added < expected) (tally.lost++, tally.failures.push(`lost: ${what}`));
        if (added > (repeat ? 0 : expected)) (tally.doubled++, tally.failures.push(`doubled (${added}): ${what}`));
      }
      await setup.afterAccepted?.();
      await state.rebase();
      return true;
    }
    tally.rejected++;
    const change = await state.changes();
    if (!change) return true;
    const { tables: changed, foldersMoved } = change;
    const allowed = SECURITY_RECORDS[k] ?? [];
    if (changed.every((name) => allowed.includes(name)) && !foldersMoved) {
      if (changed.length) {
        tally.securityRecords++;
        const label = `${k} ${res.status}: ${changed.join('+')}`;
        tally.recordKinds.set(label, (tally.recordKinds.get(label) ?? 0) + 1);
      }
      return true;
    }
    tally.rejectedChanged++;
    tally.failures.push(`rejected but changed ${changed.join(', ')}${foldersMoved ? ' (files)' : ''}: ${what}`);
    return false;
  }

  async function fuzz({ doc, files, runs: numRuns, seed }: Generation): Promise<string[]> {
    const counterexamples: string[] = [];
    for (const { route, index } of mine) {
      const setup = routeSetups.setups.get(key(route))!;
      await state.rebase();
      let runs = 0;
      const outcome = await fc.check(
        fc.asyncProperty(caseOf(doc, files, route, setup), async (c) => {
          runs++;
          return exercise(route, setup, c);
        }),
        { numRuns, seed: seed + index },
      );
      tally.minBodies = Math.min(tally.minBodies, runs);
      if (outcome.failed) counterexamples.push(`${key(route)}: seed ${outcome.seed}, path ${outcome.counterexamplePath}: ${JSON.stringify(outcome.counterexample?.[0])?.slice(0, 600)}`);
    }
    return counterexamples;
  }

  return {
    t,
    async prepare(share) {
      mine = share;
      routeSetups = await prepareSetups(t, share.map(({ route }) => route));
    },
    fuzz,
    writeCount: state.writeCount,
    audit: async () => (await t.audit()).problems.length === 0,
    async close() {
      http.close();
      await db.end();
      await t.app.get(AuditRunner).settled();
      await t.close();
    },
  };
}
