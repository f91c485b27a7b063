import { createHash } from 'node:crypto';
import { canonicalJson } from '../event-store/hash-chain.js';
import type { EventStore, StoredEvent } from '../event-store/event-store.port.js';
import { IdempotencyKeyReusedError } from './idempotency.errors.js';

/**
 * Idempotency of keyed commands (DESIGN.md section 1). A command's key names the action
 * (`ticket:<id>`, `deposit:<request>`, `hold:<id>@<revision>`), unique within its stream;
 * its fingerprint is a hash of what the caller asked for. The events of a keyed decision
 * get ids derived from stream, key and position, and carry key and fingerprint in their
 * metadata, so a retry finds the original outcome by id, whatever the state is now, and
 * the same key with another body is told apart from a retry.
 */
export interface CommandKey {
  key: string;
  fingerprint: string;
}

/**
 * A decision writes at most this many events (a purchase of 20 tickets, one event each):
 * a lookup asks for that many ids, which an index answers as cheaply as four.
 */
export const MAX_EVENTS_PER_KEY = 20;

const NAMESPACE = Buffer.from('6f3b1b0e4c2a4d7e9a51c0ffee5a11e7', 'hex');

/** A name-based UUID (RFC 9562 version 5). */
export function nameBasedUuid(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The ids of the `count` events a keyed decision writes to `streamId`. */
export function keyedEventIds(streamId: string, key: string, count: number): string[] {
  if (count > MAX_EVENTS_PER_KEY) throw new Error(`A keyed decision writes at most ${MAX_EVENTS_PER_KEY} events, not ${count}`);
  return Array.from({ length: count }, (_, i) => nameBasedUuid(`${streamId}\n${key}\n${i}`));
}

/** sha256 of the canonical JSON of what the caller asked for (key order does not matter). */
export function commandFingerprint(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/**
 * The stored outcome of `command` if its key was used before: the original events (a
 * retry), or IdempotencyKeyReusedError when they were written for another request.
 */
export function originalOutcome(stored: readonly StoredEvent[], command: CommandKey): StoredEvent[] | null {
  if (stored.length === 0) return null;
  if (stored[0].metadata.commandFingerprint !== command.fingerprint) throw new IdempotencyKeyReusedError(command.key);
  return [...stored];
}

/** Looks the key up in the stream (see EventStore.findEvents). */
export async function findOriginalOutcome(store: EventStore, streamId: string, command: CommandKey): Promise<StoredEvent[] | null> {
  return originalOutcome(await store.findEvents(streamId, keyedEventIds(streamId, command.key, MAX_EVENTS_PER_KEY)), command);
}
