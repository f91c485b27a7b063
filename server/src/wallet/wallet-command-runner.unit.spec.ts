import { roundIdOf, type RoundForSale } from '../draws/rounds/round.js';
import { FixedClock } from '../shared/clock/clock.js';
import { RacingStore } from '../shared/event-sourcing/testing/racing-stores.js';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type NewEvent } from '../shared/event-store/event-store.port.js';
import { InMemoryEventStore } from '../shared/event-store/in-memory/in-memory-event-store.js';
import type { WalletBalance } from './queries/get-wallet-balances/get-wallet-balances.query.js';
import { MAX_CONFLICT_RETRIES, WalletCommandRunner, type WalletCredit } from './wallet-command-runner.js';
import type { WalletCommand } from './wallet.decide.js';

const meta = { actor: 'system:test', correlationId: 'c1' };
const open: WalletCommand = { type: 'OpenWallet', data: { userId: 'u1' } };
const deposit = (amountPaise: number, requestId = 'd'): WalletCommand => ({ type: 'CreditDeposit', data: { requestId, amountPaise } });
const opensAt = '2026-01-05T03:30:00.000Z';
const round = (pricePaise: number): RoundForSale => ({ roundId: roundIdOf('3h', opensAt), period: '3h', opensAt, closesAt: '2026-01-05T06:00:00.000Z', pricePaise });
const during = '2026-01-05T05:00:00.000Z';
const afterClose = '2026-01-05T06:00:00.000Z';
const pay = (ticketId: string, pricePaise: number, numbers = [1, 2, 3, 4, 5], now = during): WalletCommand => ({
  type: 'PayForTicket',
  data: { ticket: { ticketId, numbers, letter: null }, round: round(pricePaise), now },
});
const hold = (holdId: string, revision: number, amountPaise: number): WalletCommand => ({ type: 'HoldFunds', data: { holdId, revision, amountPaise } });
const release = (holdId: string, revision: number): WalletCommand => ({ type: 'ReleaseHold', data: { holdId, revision } });

describe('WalletCommandRunner (load, decide, append with the expected version)', () => {
  let store: RacingStore;
  let runner: WalletCommandRunner;
  let otherInstance: WalletCommandRunner;
  const types = async () => (await store.readStream('wallet-u1')).map((e) => e.type);
  beforeEach(async () => {
    store = new RacingStore();
    const clock = new FixedClock();
    runner = new WalletCommandRunner(store, clock);
    otherInstance = new WalletCommandRunner(store, clock);
    await runner.run('u1', open, meta);
    await runner.run('u1', deposit(1_000), meta);
  });

  it('re-decides on fresh state after a conflict and succeeds', async () => {
    store.races.push(() => otherInstance.run('u1', deposit(500, 'd2'), meta));
    const result = await runner.run('u1', pay('t1', 800), meta);
    expect(result).toMatchObject({ version: 4, moneyPaise: 700 });
    expect(await types()).toEqual(['WalletOpened', 'DepositCredited', 'DepositCredited', 'TicketPurchased']);
  });

  it('re-decides on fresh state after a conflict and refuses when the money is gone', async () => {
    store.races.push(() => otherInstance.run('u1', pay('t0', 800), meta));
    await expect(runner.run('u1', pay('t1', 500), meta)).rejects.toMatchObject({ code: 'WALLET.INSUFFICIENT_FUNDS' });
    expect((await types()).filter((t) => t === 'TicketPurchased')).toHaveLength(1);
  });

  it('gives up with a conflict error after a bounded number of retries', async () => {
    for (let i = 0; i <= MAX_CONFLICT_RETRIES; i++) store.races.push(() => otherInstance.run('u1', deposit(1, `x${i}`), meta));
    await expect(runner.run('u1', pay('t1', 100), meta)).rejects.toMatchObject({ code: 'WALLET.CONCURRENCY_CONFLICT' });
    expect((await types()).filter((t) => t === 'TicketPurchased')).toHaveLength(0);
  });

  it('never refuses on a cached state that another instance has moved past', async () => {
    await otherInstance.run('u1', deposit(5_000, 'd3'), meta);
    // This runner's cache still says 1,000 paise: it must read the stream before refusing.
    expect(await runner.run('u1', pay('t1', 4_000), meta)).toMatchObject({ moneyPaise: 2_000, version: 4 });
  });
});

describe('WalletCommandRunner: a key already stored returns the original outcome, whatever the state is now', () => {
  let store: InMemoryEventStore;
  let runner: WalletCommandRunner;
  let otherInstance: WalletCommandRunner;
  const count = async (type: string) => (await store.readStream('wallet-u1')).filter((e) => e.type === type).length;
  beforeEach(async () => {
    store = new InMemoryEventStore();
    runner = new WalletCommandRunner(store, new FixedClock());
    otherInstance = new WalletCommandRunner(store, new FixedClock());
    await runner.run('u1', open, meta);
    await runner.run('u1', deposit(1_000), meta);
  });

  it('a purchase retried after the money is spent answers the purchase, not INSUFFICIENT_FUNDS', async () => {
    const first = await runner.run('u1', pay('t1', 1_000), meta);
    const again = await otherInstance.run('u1', pay('t1', 1_000), meta);
    expect(again).toMatchObject({ duplicate: true, moneyPaise: 0, version: 3 });
    expect(again.events).toEqual(first.events);
    expect(await count('TicketPurchased')).toBe(1);
  });

  it('a purchase retried after the sales window shut answers the purchase, not NO_OPEN_DRAW', async () => {
    const first = await runner.run('u1', pay('t1', 300), meta);
    const again = await runner.run('u1', pay('t1', 300, [1, 2, 3, 4, 5], afterClose), meta);
    expect(again).toMatchObject({ duplicate: true, moneyPaise: 700 });
    expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
  });

  it('the same ticket id with other numbers is a 409, and changes nothing', async () => {
    await runner.run('u1', pay('t1', 300), meta);
    await expect(runner.run('u1', pay('t1', 300, [9, 8, 7, 6, 5]), meta)).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED', kind: 'conflict' });
    await expect(otherInstance.run('u1', pay('t1', 300, [9, 8, 7, 6, 5]), meta)).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED' });
    expect(await count('TicketPurchased')).toBe(1);
  });

  it('the same ticket id refused the first time is decided anew (a refusal stores nothing)', async () => {
    await expect(runner.run('u1', pay('t1', 5_000), meta)).rejects.toMatchObject({ code: 'WALLET.INSUFFICIENT_FUNDS' });
    await runner.run('u1', deposit(5_000, 'd2'), meta);
    expect(await runner.run('u1', pay('t1', 5_000), meta)).toMatchObject({ duplicate: false, moneyPaise: 1_000 });
  });

  it('two identical purchases at once write one event; both answer it', async () => {
    const [a, b] = await Promise.all([runner.run('u1', pay('t1', 100), meta), otherInstance.run('u1', pay('t1', 100), meta)]);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(a.events[0].id).toBe(b.events[0].id);
    expect(await count('TicketPurchased')).toBe(1);
  });

  it('a hold retried answers the hold, not HOLD_ALREADY_ACTIVE', async () => {
    const first = await runner.run('u1', hold('w1', 1, 600), meta);
    const again = await otherInstance.run('u1', hold('w1', 1, 600), meta);
    expect(again).toMatchObject({ duplicate: true, heldPaise: 600 });
    expect(again.events).toEqual(first.events);
  });

  it('a hold retried after its release holds nothing; the reopened request (a new revision) holds again', async () => {
    await runner.run('u1', hold('w1', 1, 600), meta);
    await runner.run('u1', release('w1', 2), meta);
    expect(await runner.run('u1', hold('w1', 1, 600), meta)).toMatchObject({ duplicate: true, heldPaise: 0, moneyPaise: 1_000 });
    expect(await runner.run('u1', hold('w1', 3, 600), meta)).toMatchObject({ duplicate: false, heldPaise: 600, moneyPaise: 400 });
    expect(await count('FundsHeld')).toBe(2);
  });

  it('the same hold key with another amount is a 409', async () => {
    await runner.run('u1', hold('w1', 1, 600), meta);
    await expect(runner.run('u1', hold('w1', 1, 700), meta)).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED' });
    // Another command under the same request revision is another request too.
    await expect(runner.run('u1', release('w1', 1), meta)).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED' });
    expect(await count('FundsHeld')).toBe(1);
  });

  it('a hold adjustment retried after the hold moved on answers its two original events', async () => {
    await runner.run('u1', hold('w1', 1, 200), meta);
    const adjust: WalletCommand = { type: 'AdjustHold', data: { holdId: 'w1', revision: 2, amountPaise: 500 } };
    const first = await runner.run('u1', adjust, meta);
    await runner.run('u1', release('w1', 3), meta);
    const again = await otherInstance.run('u1', adjust, meta);
    expect(again).toMatchObject({ duplicate: true, heldPaise: 0 });
    expect(again.events.map((e) => e.type)).toEqual(['HoldReleased', 'FundsHeld']);
    expect(again.events).toEqual(first.events);
  });

  it('a credit retried with its key credits once, also after other appends', async () => {
    const first = await runner.run('u1', deposit(700, 'req-7'), meta);
    await otherInstance.run('u1', pay('t1', 100), meta);
    const again = await runner.run('u1', deposit(700, 'req-7'), meta);
    expect(again).toMatchObject({ duplicate: true, moneyPaise: 1_600, version: 4 });
    expect(again.events[0].id).toBe(first.events[0].id);
    await expect(runner.run('u1', deposit(900, 'req-7'), meta)).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED' });
  });

  it('stores the key and the fingerprint of the request with the events', async () => {
    const { events } = await runner.run('u1', pay('t1', 100), meta);
    expect(events[0].metadata).toMatchObject({ idempotencyKey: 'ticket:t1', commandFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});

/** KurrentDB's append sees only recent ids: there the runner must look the key up first. */
class RecentIdsOnlyStore extends InMemoryEventStore {
  override readonly appendFindsEveryStoredId = false;
  calls: string[] = [];
  override async findEvents(streamId: string, ids: readonly string[]) {
    this.calls.push('findEvents');
    return super.findEvents(streamId, ids);
  }
  override async append(streamId: string, events: NewEvent[], expectedVersion: number) {
    this.calls.push('append');
    return super.append(streamId, events, expectedVersion);
  }
}

describe('WalletCommandRunner on a store whose append sees only recent ids', () => {
  it('looks the key up before deciding, and answers the original without appending', async () => {
    const store = new RecentIdsOnlyStore();
    const runner = new WalletCommandRunner(store, new FixedClock());
    await runner.run('u1', open, meta);
    await runner.run('u1', deposit(1_000), meta);
    await runner.run('u1', pay('t1', 500), meta);
    store.calls = [];
    expect(await runner.run('u1', pay('t1', 500), meta)).toMatchObject({ duplicate: true, moneyPaise: 500 });
    expect(store.calls).toEqual(['findEvents']);
  });
});

describe('WalletCommandRunner.creditMany (the one decider, keys and versions, for many wallets at once)', () => {
  const prize = (amountPaise: number): WalletCredit => ({ type: 'CreditPrize', data: { roundId: 'r1', period: '3h', amountPaise, tickets: ['t'] } });
  const balance = (userId: string, version: number): WalletBalance => ({ userId, moneyPaise: 0, referralPaise: 0, heldPaise: 0, version });
  let store: RacingStore;
  let runner: WalletCommandRunner;
  let otherInstance: WalletCommandRunner;
  const prizes = async (userId: string) => (await store.readStream(`wallet-${userId}`)).filter((e) => e.type === 'PrizeCredited');
  beforeEach(async () => {
    store = new RacingStore();
    runner = new WalletCommandRunner(store, new FixedClock());
    otherInstance = new WalletCommandRunner(store, new FixedClock());
    await runner.run('u1', open, meta);
    await runner.run('u1', deposit(1_000), meta);
    // u2 is known to this runner only through the read model.
    await otherInstance.run('u2', { type: 'OpenWallet', data: { userId: 'u2' } }, meta);
  });

  it('credits each wallet once, re-deciding on the stream one that moved under the batch', async () => {
    store.races.push(() => otherInstance.run('u1', deposit(500, 'd2'), meta));
    const known = new Map([['u1', balance('u1', 2)], ['u2', balance('u2', 1)]]);
    const outcomes = await runner.creditMany([{ userId: 'u1', command: prize(300) }, { userId: 'u2', command: prize(700) }], meta, known);
    expect(outcomes).toEqual([{ userId: 'u1', outcome: 'credited' }, { userId: 'u2', outcome: 'credited' }]);
    expect(await prizes('u1')).toHaveLength(1);
    expect(await prizes('u2')).toHaveLength(1);
    // Whatever the batch left in the cache, the next command decides on the whole stream.
    expect(await runner.run('u1', pay('t1', 1_800), meta)).toMatchObject({ moneyPaise: 0, version: 5 });
    expect(await runner.run('u2', hold('w1', 1, 700), meta)).toMatchObject({ moneyPaise: 0, heldPaise: 700 });
  });

  it('answers a repeat as repeated and the same key with another amount as refused, writing nothing', async () => {
    await runner.creditMany([{ userId: 'u1', command: prize(300) }], meta, new Map());
    const known = new Map([['u1', balance('u1', 3)], ['u2', balance('u2', 1)]]);
    await runner.creditMany([{ userId: 'u2', command: prize(300) }], meta, known);
    const again = await runner.creditMany([{ userId: 'u1', command: prize(300) }, { userId: 'u2', command: prize(999) }], meta, known);
    expect(again[0]).toEqual({ userId: 'u1', outcome: 'repeated' });
    expect(again[1]).toMatchObject({ userId: 'u2', outcome: 'refused', error: { code: 'IDEMPOTENCY.KEY_REUSED' } });
    expect((await store.readStream('wallet-u1')).map((e) => e.type)).toEqual(['WalletOpened', 'DepositCredited', 'PrizeCredited']);
    expect(await prizes('u2')).toHaveLength(1);
  });

  it('never credits on the read model alone: a row for a wallet whose stream is not open is refused by the stream', async () => {
    const outcomes = await runner.creditMany([{ userId: 'ghost', command: prize(300) }], meta, new Map([['ghost', balance('ghost', 1)]]));
    expect(outcomes[0]).toMatchObject({ outcome: 'refused', error: { code: 'WALLET.NOT_OPEN' } });
    expect(await store.readStream('wallet-ghost')).toEqual([]);
  });

  it('refuses a bad prize on the stream, and credits the others of the batch', async () => {
    const bad: WalletCredit = { type: 'CreditPrize', data: { roundId: 'r1', period: '3h', amountPaise: 300, tickets: [] } };
    const outcomes = await runner.creditMany([{ userId: 'u1', command: bad }, { userId: 'u2', command: prize(1) }], meta, new Map([['u2', balance('u2', 1)]]));
    expect(outcomes[0]).toMatchObject({ outcome: 'refused', error: { code: 'WALLET.INVALID_PRIZE' } });
    expect(outcomes[1]).toEqual({ userId: 'u2', outcome: 'credited' });
  });

  it('on a store whose append sees only recent ids, looks every key up before appending', async () => {
    const recent = new RecentIdsOnlyStore();
    const onRecent = new WalletCommandRunner(recent, new FixedClock());
    await onRecent.run('u1', open, meta);
    await onRecent.creditMany([{ userId: 'u1', command: prize(300) }], meta, new Map([['u1', balance('u1', 1)]]));
    recent.calls = [];
    expect(await onRecent.creditMany([{ userId: 'u1', command: prize(300) }], meta, new Map([['u1', balance('u1', 2)]]))).toEqual([
      { userId: 'u1', outcome: 'repeated' },
    ]);
    expect(recent.calls).toEqual(['findEvents']);
  });
});

describe('WalletCommandRunner.runTogether (wallet steps written in one transaction with another stream)', () => {
  let store: RacingStore;
  let runner: WalletCommandRunner;
  let otherInstance: WalletCommandRunner;
  const request = (expectedVersion: number, revision: number) => ({
    streamId: 'request-r1',
    expectedVersion,
    events: [{ id: randomUUID(), type: 'Changed', data: { revision }, metadata: { actor: 'system:test', correlationId: 'c1', causationId: null, occurredAt: during } }],
  });
  const requestTypes = async () => (await store.readStream('request-r1')).length;
  const walletTypes = async () => (await store.readStream('wallet-u1')).map((e) => e.type);
  beforeEach(async () => {
    store = new RacingStore();
    runner = new WalletCommandRunner(store, new FixedClock());
    otherInstance = new WalletCommandRunner(store, new FixedClock());
    await runner.run('u1', open, meta);
    await runner.run('u1', deposit(1_000), meta);
  });

  it('writes the steps, in order and each under its key, with the other stream', async () => {
    const done = await runner.runTogether('u1', [hold('r1', 1, 600), release('r1', 2)], meta, request(0, 1));
    expect(done).toMatchObject({ moneyPaise: 1_000, heldPaise: 0, version: 4 });
    expect(await walletTypes()).toEqual(['WalletOpened', 'DepositCredited', 'FundsHeld', 'HoldReleased']);
    expect((await store.readStream('wallet-u1')).slice(2).map((e) => e.metadata.idempotencyKey)).toEqual(['hold:r1@1', 'hold:r1@2']);
    expect(await requestTypes()).toBe(1);
  });

  it('writes nothing of either when the wallet refuses', async () => {
    await expect(runner.runTogether('u1', [hold('r1', 1, 5_000)], meta, request(0, 1))).rejects.toMatchObject({ code: 'WALLET.INSUFFICIENT_FUNDS' });
    expect(await requestTypes()).toBe(0);
    expect(await walletTypes()).toEqual(['WalletOpened', 'DepositCredited']);
  });

  it('decides again on a wallet another instance moved, and refuses on what the stream holds', async () => {
    store.races.push(() => otherInstance.run('u1', pay('t1', 800), meta));
    await expect(runner.runTogether('u1', [hold('r1', 1, 600)], meta, request(0, 1))).rejects.toMatchObject({ code: 'WALLET.INSUFFICIENT_FUNDS' });
    expect(await requestTypes()).toBe(0);
    expect(await walletTypes()).toEqual(['WalletOpened', 'DepositCredited', 'TicketPurchased']);
  });

  it('reports a stale other stream as such, also when the wallet would refuse the steps decided from it', async () => {
    await runner.runTogether('u1', [hold('r1', 1, 600)], meta, request(0, 1));
    await runner.runTogether('u1', [release('r1', 2)], meta, request(1, 2));
    // Decided from the request at version 1, as another admin saw it: the wallet has revision 2 already.
    const stale = await runner.runTogether('u1', [release('r1', 2)], meta, request(1, 2)).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(WrongExpectedVersionError);
    expect(stale).toMatchObject({ streamId: 'request-r1', expectedVersion: 1, actualVersion: 2 });
    expect(await walletTypes()).toEqual(['WalletOpened', 'DepositCredited', 'FundsHeld', 'HoldReleased']);
  });
});
