import type { Clock } from '../clock/clock.js';
import type { CommandMeta } from '../cqrs/command-meta.js';
import type { CommandKey } from '../idempotency/keyed-command.js';
import type { EventMetadata } from './event-store.port.js';

/**
 * The metadata every event carries (DESIGN.md section 1): who, in which request, because
 * of what, and when by the injected clock (never the wall clock of the database).
 */
export function eventMetadata(meta: CommandMeta, clock: Clock, keyed?: CommandKey): EventMetadata {
  const metadata: EventMetadata = {
    actor: meta.actor,
    correlationId: meta.correlationId,
    causationId: meta.causationId ?? null,
    occurredAt: clock.now().toISOString(),
  };
  return keyed ? { ...metadata, idempotencyKey: keyed.key, commandFingerprint: keyed.fingerprint } : metadata;
}
