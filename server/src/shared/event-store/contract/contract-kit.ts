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
  /** Changes the stored data of one event without going through the store. */
  alterEvent(streamId: string, version: number): Promise<void>;
  /** Removes one stored event without going through the store. */
  removeEvent(streamId: string, version: number): Promise<void>;
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

export async function waitFor(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** The checkpoint after everything stored so far. */
export async function headCheckpoint(store: EventStore): Promise<string | null> {
  let checkpoint: string | null = null;
  for (;;) {
    const page = await store.readAll(checkpoint, 1000);
    if (page.events.length === 0) return checkpoint;
    checkpoint = page.checkpoint;
  }
}

export async function readAllFrom(store: EventStore, checkpoint: string | null, limit = 1000): Promise<StoredEvent[]> {
  return (await store.readAll(checkpoint, limit)).events;
}

/** Each contract group reads the harness once beforeAll has opened it. */
export type HarnessRef = () => EventStoreHarness;
