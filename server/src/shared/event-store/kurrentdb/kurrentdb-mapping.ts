import type { AllStreamResolvedEvent, Position, ResolvedEvent } from '@kurrent/kurrentdb-client';
import type { EventMetadata, StoredEvent } from '../event-store.port.js';

/**
 * How our events sit in KurrentDB: the event id is ours (KurrentDB refuses to store an
 * id twice in a retried append), the hash chain rides in the metadata under `fdHash`,
 * and a checkpoint is the $all position `commit:prepare`.
 */
export const HASH_KEY = 'fdHash';

export type KurrentMetadata = EventMetadata & { [HASH_KEY]: string };

export function toCheckpoint(position: Position): string {
  return `${position.commit}:${position.prepare}`;
}

export function parseCheckpoint(checkpoint: string): Position {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Not a KurrentDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

/**
 * A recorded event as the port's StoredEvent; null for system or non-JSON events. An event
 * without a hash (written around this adapter) keeps an empty one, so verification fails.
 */
export function toStoredEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | null {
  const e = resolved.event;
  if (!e || !e.isJson || e.streamId.startsWith('$') || e.type.startsWith('$')) return null;
  const { [HASH_KEY]: hash = '', ...metadata } = (e.metadata ?? {}) as unknown as KurrentMetadata;
  const position = e.position ?? { commit: resolved.commitPosition ?? 0n, prepare: resolved.commitPosition ?? 0n };
  return {
    id: e.id,
    type: e.type,
    data: e.data as Record<string, unknown>,
    metadata: metadata as EventMetadata,
    streamId: e.streamId,
    streamVersion: Number(e.revision) + 1,
    globalPosition: Number(position.commit),
    checkpoint: toCheckpoint(position),
    hash,
    createdAt: e.created.toISOString(),
  };
}

/** Our 1-based expected version as KurrentDB's expected revision (0-based, or no stream). */
export function expectedRevision(expectedVersion: number): 'no_stream' | bigint {
  return expectedVersion === 0 ? 'no_stream' : BigInt(expectedVersion - 1);
}
