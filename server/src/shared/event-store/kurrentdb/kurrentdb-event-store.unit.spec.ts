import { describeEventStoreContract } from '../event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';
import { kurrentDbHarness } from './kurrentdb-harness.js';
import { FakeKurrentDbClient } from './testing/fake-kurrentdb-client.js';

// The adapter's own logic (versions, ids, hash chain, paging, subscriptions) against a
// fake client; kurrentdb-event-store.int.spec.ts runs the same contract on a real server.
describeEventStoreContract('KurrentDB adapter on a fake client', async () =>
  kurrentDbHarness(new KurrentDbEventStore(new FakeKurrentDbClient().asClient())),
);
