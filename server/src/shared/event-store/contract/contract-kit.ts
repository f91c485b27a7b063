import { randomUUID } from 'node:crypto';
import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type EventStore,
  type NewEvent,
  type StoredEvent,
} from '../event-store.port.js';

/**
 * What the contract suites share: the harness an adapter's spec provides (a store, and
 * ways to damage it behind its back as an attacker with database access would), and
 * helpers to make events and wait for subscriptions.
 */
export interface EventStoreHarness {
  store: EventStore;
  /**
   * Changes the stored data of one event without going through the store. Answers the
   * version verifyStream must then name first (where the store cannot change an event in
   * place, the forged one the harness appended instead).
   */
  alterEvent(streamId: string, version: number): Promise<number>;
  /** Removes one stored event without going through the store; answers the first version now missing. */
  removeEvent(streamId: string, version: number): Promise<number>;
  /**
   * Where a transaction can take a position and commit after later ones (PostgreSQL):
   * appends in a transaction that stays open until commit(). Stores where this gap
   * cannot happen leave it out, and the gap test then checks plain ordering.
   */
  holdOpenAppend?(streamId: string, events: NewEvent[], expectedVersion: number): Promise<{ commit(): Promise<void> }>;
  /**
   * False where ids are unique per stream only (KurrentDB has no index of ids across
   * streams): the contract then checks that an id reused elsewhere is a separate event.
   */
  idsUniqueAcrossStreams?: boolean;
  /** Releases everything the harness opened (the store included). */
  dispose(): Promise<void>;
}

export function newEvent(type = 'ThingHappened', data: Record<string, unknown> = {}): NewEvent {
  return {
    id: randomUUID(),
    type,
    data: { note: 'ñ "quoted" \\ ₹', nested: { b: 2, a: [1, 'x', null] }, ...data },
    metadata: { actor: 'user:u1', correlationId: randomUUID(), causationId: null, occurredAt: '2026-01-05T04:30:00.000Z' },
  };
}

export const events = (n: number, type?: string) => Array.from({ length: n }, (_, i) => newEvent(type, { i }));
export const stream = (name = 'test') => `${name}-${randomUUID()}`;
export const ids = (list: { id: string }[]) => list.map((e) => e.id);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * How long an appended event may take to become readable. PostgreSQL's readAll stops short
 * of the oldest transaction still running in the whole cluster (pg_snapshot_xmin), so any
 * transaction of a parallel test file, in any database, delays it. A deadline, not a sleep.
 */
const READABLE_WITHIN_MS = 15_000;

export async function waitFor(check: () => boolean, what: string, timeoutMs = READABLE_WITHIN_MS): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Every event readAll returns after `checkpoint`, page by page, up to the readable end. */
export async function readAllFrom(store: EventStore, checkpoint: string | null, limit = 1000): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  for (let from = checkpoint; ; ) {
    const page = await store.readAll(from, limit);
    if (page.events.length === 0) return all;
    all.push(...page.events);
    from = page.checkpoint;
  }
}

/**
 * Waits until readAll after `checkpoint` includes every one of `eventIds`, then returns
 * everything it reads there. Once readable an event stays readable, so later reads agree.
 */
export async function readAllIncluding(store: EventStore, checkpoint: string | null, eventIds: string[]): Promise<StoredEvent[]> {
  const until = Date.now() + READABLE_WITHIN_MS;
  for (;;) {
    const all = await readAllFrom(store, checkpoint);
    const readable = new Set(ids(all));
    if (eventIds.every((id) => readable.has(id))) return all;
    if (Date.now() > until) throw new Error(`Timed out waiting for events ${eventIds.filter((id) => !readable.has(id)).join(', ')} to be readable`);
    await sleep(10);
  }
}

/**
 * The checkpoint after everything stored so far. Reading until the log runs out is not
 * that: the readable end can lag behind what is stored (see READABLE_WITHIN_MS), and a
 * start taken there lets earlier tests' events through. So it appends a marker to a stream
 * of its own and waits for it: whatever was stored before is at or before the marker, and
 * whatever a test appends next comes after it.
 */
export async function headCheckpoint(store: EventStore): Promise<string> {
  const marker = newEvent('HeadMarker');
  await store.append(stream('head-marker'), [marker], 0);
  const all = await readAllIncluding(store, null, [marker.id]);
  return all.find((e) => e.id === marker.id)!.checkpoint;
}

/** Each contract group reads the harness once beforeAll has opened it. */
export type HarnessRef = () => EventStoreHarness;
