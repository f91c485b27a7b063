import { createHash } from 'node:crypto';

/**
 * The hash chain of a stream (DESIGN.md section 1), as computed in TypeScript by the
 * in-memory and KurrentDB adapters. (The PostgreSQL adapter computes and verifies the same
 * construction in SQL, over PostgreSQL's own canonical jsonb text: postgres/sql/fd_event_canonical.sql.)
 *
 * hash(n) = sha256_hex(hash(n-1) + canonical(content(n))), with hash(0) = ''.
 */
export interface ChainedContent {
  id: string;
  streamId: string;
  version: number;
  type: string;
  data: unknown;
  metadata: unknown;
}

/** JSON with object keys sorted at every depth, so equal content always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

export function chainHash(previousHash: string, c: ChainedContent): string {
  // Only these fields are chained, whatever else the caller's object carries.
  const content = { id: c.id, streamId: c.streamId, version: c.version, type: c.type, data: c.data, metadata: c.metadata };
  return createHash('sha256').update(previousHash + canonicalJson(content)).digest('hex');
}

/** Outcome of walking a stream's events in version order; used by the TS adapters. */
export function verifyChain(
  streamId: string,
  events: readonly (ChainedContent & { hash: string })[],
  headVersion: number,
): { ok: boolean; problem?: string; brokenVersion?: number } {
  let previous = '';
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (event.version !== i + 1) return { ok: false, problem: `version ${i + 1} is missing`, brokenVersion: i + 1 };
    if (chainHash(previous, event) !== event.hash) {
      return { ok: false, problem: `event at version ${event.version} does not match its hash`, brokenVersion: event.version };
    }
    previous = event.hash;
  }
  if (events.length !== headVersion) {
    // The last events removed (the head is ahead), or events beyond the head: the first of those.
    return {
      ok: false,
      problem: `stream ${streamId} is at version ${headVersion} but ${events.length} events remain`,
      brokenVersion: Math.min(events.length, headVersion) + 1,
    };
  }
  return { ok: true };
}
