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
  // Skipped, never shown as passed: Jest counts it as skipped, and the title (listed after
  // the run by jest.skipped-reporter.js, and by .ci/run under its count) says why.
  describe('KurrentDB event store contract', () => {
    it.skip(
      'is skipped: EVENTSTORE_URL is not set and this machine cannot start a KurrentDB server (no Docker daemon, no binary); ' +
        'set EVENTSTORE_URL=kurrentdb://host:2113?tls=false to run it',
      () => undefined,
    );
  });
}
