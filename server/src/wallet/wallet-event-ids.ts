import { createHash, randomUUID } from 'node:crypto';

/**
 * Event ids for wallet appends. A command given an idempotency key derives its event
 * ids from the stream and the key (a name-based UUID, RFC 9562 version 5), so a retried
 * credit produces the same ids and the store turns the repeat into a no-op. Without a
 * key, ids are random.
 */
const NAMESPACE = Buffer.from('6f3b1b0e4c2a4d7e9a51c0ffee5a11e7', 'hex');

export function nameBasedUuid(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Ids for the `count` events of one decision (the index keeps them distinct within it).
 * The command type is part of the name, so one key reused by two different commands on a
 * wallet cannot make the second a silent no-op.
 */
export function walletEventIds(streamId: string, commandType: string, count: number, idempotencyKey?: string): string[] {
  return Array.from({ length: count }, (_, i) =>
    idempotencyKey ? nameBasedUuid(`${streamId}\n${commandType}\n${idempotencyKey}\n${i}`) : randomUUID(),
  );
}
