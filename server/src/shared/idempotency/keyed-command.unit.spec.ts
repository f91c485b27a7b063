import type { StoredEvent } from '../event-store/event-store.port.js';
import { commandFingerprint, keyedEventIds, MAX_EVENTS_PER_KEY, nameBasedUuid, originalOutcome } from './keyed-command.js';

describe('keyed command ids', () => {
  it('derives the same version-5 UUID from the same name, and another from another', () => {
    const id = nameBasedUuid('wallet-u1\ndeposit:1\n0');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nameBasedUuid('wallet-u1\ndeposit:1\n0')).toBe(id);
    expect(nameBasedUuid('wallet-u2\ndeposit:1\n0')).not.toBe(id);
  });
  it('keys ids by stream, key and position', () => {
    const [a, b] = keyedEventIds('wallet-u1', 'hold:w1@2', 2);
    expect(a).not.toBe(b);
    expect(keyedEventIds('wallet-u1', 'hold:w1@2', 2)).toEqual([a, b]);
    expect(keyedEventIds('wallet-u1', 'hold:w1@3', 1)[0]).not.toBe(a);
    expect(keyedEventIds('wallet-u2', 'hold:w1@2', 1)[0]).not.toBe(a);
    expect(() => keyedEventIds('wallet-u1', 'k', MAX_EVENTS_PER_KEY + 1)).toThrow();
  });
});

describe('command fingerprints', () => {
  it('do not depend on key order, and change with any value', () => {
    const a = commandFingerprint({ type: 'X', data: { b: 1, a: [1, 2] } });
    expect(commandFingerprint({ data: { a: [1, 2], b: 1 }, type: 'X' })).toBe(a);
    expect(commandFingerprint({ type: 'X', data: { b: 1, a: [2, 1] } })).not.toBe(a);
    expect(commandFingerprint({ type: 'Y', data: { b: 1, a: [1, 2] } })).not.toBe(a);
  });
  it('tell a retry from another request under the same key', () => {
    const stored = [{ metadata: { commandFingerprint: 'f1' } }] as unknown as StoredEvent[];
    expect(originalOutcome(stored, { key: 'k', fingerprint: 'f1' })).toEqual(stored);
    expect(() => originalOutcome(stored, { key: 'k', fingerprint: 'f2' })).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY.KEY_REUSED' }));
    expect(originalOutcome([], { key: 'k', fingerprint: 'f1' })).toBeNull();
  });
});
