import type { QueryBus } from '@nestjs/cqrs';
import { FixedClock } from '../../../shared/clock/clock.js';
import { InMemoryEventStore } from '../../../shared/event-store/in-memory/in-memory-event-store.js';
import type { WalletBalance } from '../../queries/get-wallet-balances/get-wallet-balances.query.js';
import { WalletCommandRunner } from '../../wallet-command-runner.js';
import { CreditPrizes, type PlayerPrize } from './credit-prizes.command.js';
import { CreditPrizesHandler } from './credit-prizes.handler.js';

const meta = { actor: 'system:settlement', correlationId: 'settle-1' };
const prize = (userId: string, amountPaise = 900): PlayerPrize => ({ userId, amountPaise, tickets: [`t-${userId}`] });

describe('CreditPrizes (batch) and CreditPrize (single) write the same credit once', () => {
  let store: InMemoryEventStore;
  let runner: WalletCommandRunner;
  /** The versions the handler reads (wallet_balances in production); tests make them stale. */
  let versions: Map<string, WalletBalance>;
  let handler: CreditPrizesHandler;
  const prizeIds = async (userId: string) =>
    (await store.readStream(`wallet-${userId}`)).filter((e) => e.type === 'PrizeCredited').map((e) => e.id);

  beforeEach(async () => {
    store = new InMemoryEventStore();
    runner = new WalletCommandRunner(store, new FixedClock());
    versions = new Map();
    for (const userId of ['a', 'b', 'c']) {
      const opened = await runner.run(userId, { type: 'OpenWallet', data: { userId } }, meta);
      versions.set(userId, { userId, moneyPaise: 0, referralPaise: 0, heldPaise: 0, version: opened.version });
    }
    const queries = { execute: async () => new Map(versions) } as unknown as QueryBus;
    handler = new CreditPrizesHandler(runner, queries);
  });

  it('credits each player once, however often it runs', async () => {
    const run = () => handler.execute(new CreditPrizes('r1', '3h', [prize('a'), prize('b'), prize('c')], meta));
    expect(await run()).toEqual({ credited: 3, repeated: 0, failed: [] });
    versions.forEach((v) => (v.version += 1));
    expect(await run()).toEqual({ credited: 0, repeated: 3, failed: [] });
    for (const userId of ['a', 'b', 'c']) expect(await prizeIds(userId)).toHaveLength(1);
  });

  it('uses the id of the single command, so either path finds the other', async () => {
    const single = await runner.run('a', { type: 'CreditPrize', data: { roundId: 'r1', period: '3h', amountPaise: 900, tickets: ['t-a'] } }, meta);
    // The versions still say 1 for a: the batch meets the stored id and reports a repeat.
    expect(await handler.execute(new CreditPrizes('r1', '3h', [prize('a'), prize('b')], meta))).toEqual({ credited: 1, repeated: 1, failed: [] });
    expect(await prizeIds('a')).toEqual([single.events[0].id]);
    const again = await runner.run('b', { type: 'CreditPrize', data: { roundId: 'r1', period: '3h', amountPaise: 900, tickets: ['t-b'] } }, meta);
    expect(again.duplicate).toBe(true);
  });

  it('re-decides a wallet that moved since its version was read, and one with no version, on the single path', async () => {
    await runner.run('a', { type: 'CreditDeposit', data: { requestId: 'd1', amountPaise: 100 } }, meta);
    versions.delete('c');
    expect(await handler.execute(new CreditPrizes('r1', '3h', [prize('a'), prize('b'), prize('c')], meta))).toEqual({ credited: 3, repeated: 0, failed: [] });
    for (const userId of ['a', 'b', 'c']) expect(await prizeIds(userId)).toHaveLength(1);
  });

  it('refuses another amount for a prize already credited, and a wallet that is not open, player by player', async () => {
    await handler.execute(new CreditPrizes('r1', '3h', [prize('a')], meta));
    const result = await handler.execute(new CreditPrizes('r1', '3h', [prize('a', 1_000), prize('nobody'), { ...prize('b'), tickets: [] }], meta));
    expect(result.credited).toBe(0);
    expect(result.failed.map((f) => [f.userId, f.code])).toEqual([
      ['a', 'IDEMPOTENCY.KEY_REUSED'],
      ['nobody', 'WALLET.NOT_OPEN'],
      ['b', 'WALLET.INVALID_PRIZE'],
    ]);
    expect(await prizeIds('a')).toHaveLength(1);
  });
});
