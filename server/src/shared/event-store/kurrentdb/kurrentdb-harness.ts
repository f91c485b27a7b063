import { jsonEvent } from '@kurrent/kurrentdb-client';
import type { EventStoreHarness } from '../event-store.contract.js';
import type { KurrentDbEventStore } from './kurrentdb-event-store.js';
import { HASH_KEY } from './kurrentdb-mapping.js';

/**
 * The contract harness for a KurrentDB store (real or fake client). KurrentDB never
 * changes a stored event, so a stream is damaged the only ways an attacker with write
 * access could: appending a forged event around the adapter (it carries the hash of the
 * event it imitates), and truncating the stream's start ($tb metadata).
 */
export function kurrentDbHarness(store: KurrentDbEventStore): EventStoreHarness {
  return {
    store,
    alterEvent: async (streamId, version) => {
      const [original] = await store.readStream(streamId, { fromVersion: version, limit: 1 });
      const forged = { ...original.data, amount: 1_000_000 };
      const written = await store.client.appendToStream(
        streamId,
        jsonEvent({ type: original.type, data: forged, metadata: { ...original.metadata, [HASH_KEY]: original.hash } }),
      );
      // The forgery lands at the end of the stream (revision 0 is version 1).
      return Number(written.nextExpectedRevision) + 1;
    },
    removeEvent: async (streamId, version) => {
      await store.client.setStreamMetadata(streamId, { truncateBefore: version });
      // Truncation hides the stream's start: version 1 is the first gone.
      return 1;
    },
    idsUniqueAcrossStreams: false,
    dispose: () => store.close(),
  };
}
