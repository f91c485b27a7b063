import { events, stream, type HarnessRef } from './contract-kit.js';

/** Integrity: the hash chain exposes altered and removed events. */
export function describeIntegrity(harness: HarnessRef): void {
  it('detects an altered or removed event with the hash chain', async () => {
    const store = harness().store;
    const h = harness();
    const [altered, removed, truncated] = [stream(), stream(), stream()];
    for (const s of [altered, removed, truncated]) await store.append(s, events(3), 0);
    expect(await store.verifyStream(altered)).toEqual({ streamId: altered, events: 3, ok: true });

    await h.alterEvent(altered, 2);
    await h.removeEvent(removed, 2);
    await h.removeEvent(truncated, 3);
    for (const s of [altered, removed, truncated]) {
      const result = await store.verifyStream(s);
      expect(result.ok).toBe(false);
      expect(result.problem).toEqual(expect.any(String));
    }
  });
}
