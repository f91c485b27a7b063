import type { EventStoreHarness } from './contract/contract-kit.js';
import { describeAppends } from './contract/appends.contract.js';
import { describeIntegrity } from './contract/integrity.contract.js';
import { describeLookups } from './contract/lookups.contract.js';
import { describeReads } from './contract/reads.contract.js';
import { describeSubscriptions } from './contract/subscriptions.contract.js';

export * from './contract/contract-kit.js';

/**
 * The one contract every event store adapter passes (DESIGN.md section 1): in-memory,
 * PostgreSQL and KurrentDB specs each call this with a harness for their store. One
 * store serves the whole suite; tests use fresh stream ids, so they do not interfere.
 */
export function describeEventStoreContract(name: string, open: () => Promise<EventStoreHarness>): void {
  describe(`${name} event store contract`, () => {
    let harness: EventStoreHarness | undefined;
    const current = () => {
      if (!harness) throw new Error('The contract harness did not open');
      return harness;
    };
    beforeAll(async () => {
      harness = await open();
    });
    afterAll(async () => {
      await harness?.dispose();
    });

    describeAppends(current);
    describeReads(current);
    describeLookups(current);
    describeSubscriptions(current);
    describeIntegrity(current);
  });
}
