import type { CloseEntry, DrawProof } from '../api/results-api.js';
import { sha256, toHex, utf8 } from './bytes.js';
import type { Check } from './verify-proof.js';

/**
 * The round's entry in the public feed of closes (GET /draws/closes), checked in the
 * browser: it says what the proof says (round, ticket count, sales, root, the time it was
 * published), its hash recomputes, and it follows the entry before it, so the root was on
 * record, in order with every other close, before the beacon existed.
 *
 *   hash = sha256(UTF-8(JSON.stringify(["fairdraw-close-v1", seq, draw_id, period,
 *            ticket_count, sales_paise, ticket_root, closed_at, prev_hash])))
 */
export const CLOSE_HASH_TAG = 'fairdraw-close-v1';
export const FIRST_PREV_HASH = '0'.repeat(64);

/** Reads entries after `since` (at most `limit`): the page's API call, a fake in tests. */
export type ReadCloses = (since: number, limit: number) => Promise<unknown[]>;

const isText = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

export function toCloseEntry(value: unknown): CloseEntry | null {
  const e = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const ints = [e.seq, e.ticket_count, e.sales_paise].every(isInt) && typeof e.sales === 'number';
  const texts = [e.draw_id, e.period, e.ticket_root, e.closed_at, e.prev_hash, e.hash].every(isText);
  return ints && texts ? (e as unknown as CloseEntry) : null;
}

export async function closeEntryHash(e: CloseEntry): Promise<string> {
  const text = JSON.stringify([CLOSE_HASH_TAG, e.seq, e.draw_id, e.period, e.ticket_count, e.sales_paise, e.ticket_root, e.closed_at, e.prev_hash]);
  return toHex(await sha256(utf8(text)));
}

/** The proof's fields the entry disagrees with (by the feed's names). */
function differences(entry: CloseEntry, proof: DrawProof, hash: string): string[] {
  const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  const salesPaise = proof.sales === null ? null : Math.round(proof.sales * 100);
  return [
    entry.draw_id !== proof.draw_id && 'draw_id',
    entry.period !== proof.period && 'period',
    entry.ticket_count !== proof.ticket_count && 'ticket_count',
    entry.sales_paise !== salesPaise && 'sales',
    !same(entry.ticket_root, proof.ticket_root) && 'ticket_root',
    entry.closed_at !== proof.closed_at && 'closed_at',
    !same(entry.hash, hash) && 'hash',
  ].filter((name): name is string => typeof name === 'string');
}

export async function closeFeedCheck(proof: DrawProof, read: ReadCloses | undefined): Promise<Check> {
  const id = 'closeFeed';
  const feed = proof.close_feed;
  if (!feed) return { id, outcome: 'not-applicable' };
  if (!read) return { id, outcome: 'unchecked' };
  // The entry and the one before it, to see the link between them.
  const since = Math.max(0, feed.seq - 2);
  let rows: unknown[];
  try {
    rows = await read(since, feed.seq - since);
  } catch {
    return { id, outcome: 'unchecked' };
  }
  const entries = rows.map(toCloseEntry);
  const entry = entries.find((e) => e?.seq === feed.seq);
  if (!entry) return { id, outcome: 'fail', problem: 'feedEntryMissing' };
  const fields = differences(entry, proof, feed.hash);
  if (fields.length > 0) return { id, outcome: 'fail', problem: 'feedDiffers', values: { fields: fields.join(', ') } };
  const computed = await closeEntryHash(entry);
  if (computed !== entry.hash.toLowerCase()) return { id, outcome: 'fail', computed };
  const before = entries.find((e) => e?.seq === feed.seq - 1);
  const linked = feed.seq === 1 ? entry.prev_hash === FIRST_PREV_HASH : !!before && before.hash === entry.prev_hash && (await closeEntryHash(before)) === before.hash.toLowerCase();
  return linked ? { id, outcome: 'pass' } : { id, outcome: 'fail', problem: 'feedChainBroken' };
}
