import { jsonEvent } from '@kurrent/kurrentdb-client';
import { describeEventStoreContract } from '../event-store.contract.js';
import { HASH_KEY } from './kurrentdb-mapping.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/**
 * The shared contract against a live KurrentDB, when EVENTSTORE_URL points at one
 * (e.g. `docker run -p 2113:2113 docker.kurrent.io/kurrent-latest/kurrentdb --insecure`,
 * then EVENTSTORE_URL=kurrentdb://localhost:2113?tls=false).
 *
 * KurrentDB never changes a stored event, so the harness damages a stream the only ways
 * an attacker with write access could: appending a forged event around the adapter, and
 * truncating the stream's start ($tb metadata).
 */
const url = process.env.EVENTSTORE_URL;

if (url) {
  describeEventStoreContract('KurrentDB', async () => {
    const store = KurrentDbEventStore.connect(url);
    return {
      store,
      alterEvent: async (streamId, version) => {
        const [original] = await store.readStream(streamId, { fromVersion: version, limit: 1 });
        const forged = { ...original.data, amount: 1_000_000 };
        await store.client.appendToStream(
          streamId,
          jsonEvent({ type: original.type, data: forged, metadata: { ...original.metadata, [HASH_KEY]: original.hash } }),
        );
      },
      removeEvent: async (streamId, version) => {
        await store.client.setStreamMetadata(streamId, { truncateBefore: version });
      },
      dispose: () => store.close(),
    };
  });
} else {
  describe('KurrentDB event store contract', () => {
    it('is not run here: EVENTSTORE_URL is not set (no KurrentDB server can be started on this machine)', () => {
      console.warn(
        'KurrentDB contract NOT RUN: EVENTSTORE_URL is not set, and this machine cannot start a KurrentDB server ' +
          '(the docker client is installed but no Docker daemon runs, and there is no KurrentDB binary). Set EVENTSTORE_URL=kurrentdb://host:2113?tls=false to run it.',
      );
      expect(process.env.EVENTSTORE_URL).toBeUndefined();
    });
  });
}
