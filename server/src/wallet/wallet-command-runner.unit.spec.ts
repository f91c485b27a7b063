import { FixedClock } from '../shared/clock/clock.js';
import { InMemoryEventStore } from '../shared/event-store/in-memory/in-memory-event-store.js';
import type { AppendResult, NewEvent } from '../shared/event-store/event-store.port.js';
import { MAX_CONFLICT_RETRIES, WalletCommandRunner } from './wallet-command-runner.js';
import type { WalletCommand } from './wallet.decide.js';

const meta = { actor: 'system:test', correlationId: 'c1' };
const open: WalletCommand = { type: 'OpenWallet', data: { userId: 'u1' } };
const deposit = (amountPaise: number, referenceId = 'd'): WalletCommand => ({
  type: 'CreditMoney',
  data: { amountPaise, reason: 'deposit', referenceId },
});
const pay = (ticketId: string, pricePaise: number): WalletCommand => ({
  type: 'PayForTicket',
  data: { ticket: { ticketId, drawId: 'r1', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise }, now: '2026-01-05T05:00:00.000Z' },
});

/** A store in which "another instance" appends just before some of our appends land. */
class RacingStore extends InMemoryEventStore {
  races: Array<() => Promise<unknown>> = [];
  private racing = false;
  override async append(streamId: string, events: NewEvent[], expectedVersion: number): Promise<AppendResult> {
    const race = this.racing ? undefined : this.races.shift();
    if (race) {
      this.racing = true;
      await race().finally(() => (this.racing = false));
    }
    return super.append(streamId, events, expectedVersion);
  }
}

describe('WalletCommandRunner (load, decide, append with the expected version)', () => {
  let store: RacingStore;
  let runner: WalletCommandRunner;
  let otherInstance: WalletCommandRunner;
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
    expect((await store.readStream('wallet-u1')).map((e) => e.type)).toEqual([
      'WalletOpened',
      'DepositCredited',
      'DepositCredited',
      'TicketPurchased',
    ]);
  });

  it('re-decides on fresh state after a conflict and refuses when the money is gone', async () => {
    store.races.push(() => otherInstance.run('u1', pay('t0', 800), meta));
    await expect(runner.run('u1', pay('t1', 500), meta)).rejects.toMatchObject({ code: 'WALLET.INSUFFICIENT_FUNDS' });
    expect((await store.readStream('wallet-u1')).filter((e) => e.type === 'TicketPurchased')).toHaveLength(1);
  });

  it('gives up with a conflict error after a bounded number of retries', async () => {
    for (let i = 0; i <= MAX_CONFLICT_RETRIES; i++) store.races.push(() => otherInstance.run('u1', deposit(1, `x${i}`), meta));
    await expect(runner.run('u1', pay('t1', 100), meta)).rejects.toMatchObject({ code: 'WALLET.CONCURRENCY_CONFLICT' });
    expect((await store.readStream('wallet-u1')).filter((e) => e.type === 'TicketPurchased')).toHaveLength(0);
  });

  it('never refuses on a cached state that another instance has moved past', async () => {
    await otherInstance.run('u1', deposit(5_000, 'd3'), meta);
    // This runner's cache still says 1,000 paise: it must read the stream before refusing.
    const result = await runner.run('u1', pay('t1', 4_000), meta);
    expect(result).toMatchObject({ moneyPaise: 2_000, version: 4 });
  });

  it('an idempotent repeat writes nothing and reports the wallet as it is', async () => {
    const first = await runner.run('u1', deposit(700, 'req'), meta, { idempotencyKey: 'deposit:req' });
    await otherInstance.run('u1', pay('t1', 100), meta);
    const again = await runner.run('u1', deposit(700, 'req'), meta, { idempotencyKey: 'deposit:req' });
    expect(again.duplicate).toBe(true);
    expect(again.events[0].id).toBe(first.events[0].id);
    expect(again).toMatchObject({ moneyPaise: 1_600, version: 4 });
  });
});
