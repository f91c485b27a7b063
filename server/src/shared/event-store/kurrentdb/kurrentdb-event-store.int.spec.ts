import { describeEventStoreContract } from '../event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';
import { kurrentDbHarness } from './kurrentdb-harness.js';

/**
 * The shared contract against a live KurrentDB, when EVENTSTORE_URL points at one
 * (e.g. `docker run -p 2113:2113 docker.kurrent.io/kurrent-latest/kurrentdb --insecure`,
 * then EVENTSTORE_URL=kurrentdb://localhost:2113?tls=false).
 */
const url = process.env.EVENTSTORE_URL;

if (url) {
  describeEventStoreContract('KurrentDB', async () => kurrentDbHarness(KurrentDbEventStore.connect(url)));
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
