import { events, stream, type HarnessRef } from './contract-kit.js';

/** Integrity: the hash chain exposes altered and removed events. */
export function describeIntegrity(harness: HarnessRef): void {
  it('detects an altered or removed event with the hash chain', async () => {
    const store = harness().store;
    const h = harness();
    const [altered, removed, truncated] = [stream(), stream(), stream()];
    for (const s of [altered, removed, truncated]) await store.append(s, events(3), 0);
    expect(await store.verifyStream(altered)).toEqual({ streamId: altered, events: 3, ok: true });

    const broken = new Map([
      [altered, await h.alterEvent(altered, 2)],
      [removed, await h.removeEvent(removed, 2)],
      [truncated, await h.removeEvent(truncated, 3)],
    ]);
    for (const [s, version] of broken) {
      const result = await store.verifyStream(s);
      expect(result.ok).toBe(false);
      expect(result.problem).toEqual(expect.any(String));
      // The first event at fault, so an auditor is shown which one to look at.
      expect([s, result.brokenVersion]).toEqual([s, version]);
    }
  });
}
