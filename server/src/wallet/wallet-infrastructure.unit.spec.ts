import { KeyedLock } from './keyed-lock.js';
import { WalletStateCache } from './wallet-state-cache.js';

describe('wallet event ids', () => {
  it('derives the same version-5 Uin arrival order, other keys alongside', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const job = (key: string, name: string, ms: number) =>
      lock.run(key, async () => {
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${name}`);
      });
    await Promise.all([job('a', 'a1', 20), job('a', 'a2', 1), job('b', 'b1', 5)]);
    expect(log).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2']);
    expect(lock.size).toBe(0);
  });
  it('a failing job does not block the next', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('a', async () => 'next')).resolves.toBe('next');
  });
});

describe('WalletStateCache', () => {
  const state = { status: 'absent' } as const;
  it('never goes back to an older version and evicts the least recently used', () => {
    const cache = new WalletStateCache(2);
    cache.put('a', { state, version: 5 });
    cache.put('a', { state, version: 3 });
    expect(cache.get('a')?.version).toBe(5);
    cache.put('b', { state, version: 1 });
    cache.get('a');
    cache.put('c', { state, version: 1 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.version).toBe(5);
  });
});
