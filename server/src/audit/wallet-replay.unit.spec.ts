import { InMemoryEventStore } from '../shared/event-store/in-memory/in-memory-event-store.js';
import type { NewEvent } from '../shared/event-store/event-store.port.js';
import { formatAuditReport, type AuditReport } from './audit-report.js';
import { walletEventsFromPort } from './wallet-event-source.js';
import { replayWallets } from './wallet-replay.js';

const metadata = { actor: 'system:test', correlationId: 'c', causationId: null, occurredAt: '2026-01-05T04:30:00.000Z' };
let n = 0;
const ev = (type: string, data: Record<string, unknown>): NewEvent => ({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, type, data, metadata });
const ticket = (price: number, fromMoney: number) =>
  ev('TicketPurchased', { ticketId: `t${n}`, drawId: 'r1', numbers: [1], letter: null, pricePaise: price, fromMoneyPaise: fromMoney, fromReferralPaise: price - fromMoney });

describe('wallet replay through the event store port', () => {
  let store: InMemoryEventStore;
  beforeEach(async () => {
    store = new InMemoryEventStore();
    await store.append('wallet-a', [ev('WalletOpened', { userId: 'a' }), ev('DepositCredited', { amountPaise: 1000, referenceId: 'd' })], 0);
    await store.append('draw-r1', [ev('RoundOpened', {})], 0);
    await store.append('wallet-a', [ticket(300, 300), ev('FundsHeld', { holdId: 'w', amountPaise: 200 })], 2);
    await store.append('wallet-b', [ev('WalletOpened', { userId: 'b' })], 0);
  });

  it('folds every wallet stream with evolve and skips other streams', async () => {
    const replay = await replayWallets(walletEventsFromPort(store));
    expect(replay.problems).toEqual([]);
    expect(replay.events).toBe(5);
    expect(replay.wallets.get('wallet-a')).toMatchObject({ version: 4, postingEvents: 3, state: { moneyPaise: 500, heldPaise: 200 } });
    expect(replay.wallets.get('wallet-b')).toMatchObject({ version: 1, postingEvents: 0 });
  });

  it('names a missing version', async () => {
    const { events } = await store.readAll(null, 100);
    async function* withoutVersion2() {
      yield events.filter((e) => !(e.streamId === 'wallet-a' && e.streamVersion === 2));
    }
    const replay = await replayWallets(withoutVersion2());
    expect(replay.problems).toContainEqual({ streamId: 'wallet-a', version: 3, message: 'wallet-a: version 3 follows version 1' });
  });

  it('names histories no decision could produce', async () => {
    store.tamperWithEvent('wallet-a', 3, (e) => Object.assign(e.data, { fromMoneyPaise: 5000, pricePaise: 300 }));
    await store.append('wallet-b', [ev('BalanceInflated', {})], 1);
    const { problems } = await replayWallets(walletEventsFromPort(store));
    expect(problems.map((p) => [p.streamId, p.version])).toEqual([['wallet-a', 3], ['wallet-a', 4], ['wallet-b', 2]]);
    expect(problems.map((p) => p.message)).toEqual([
      'wallet-a@3: a balance is negative after TicketPurchased',
      'wallet-a@4: a balance is negative after FundsHeld',
      'wallet-b@2: unknown wallet event type BalanceInflated',
    ]);
  });
});

describe('wallet replay: holds', () => {
  it('names a hold settled at another amount, or settled twice', async () => {
    const store = new InMemoryEventStore();
    await store.append('wallet-h', [
      ev('WalletOpened', { userId: 'h' }),
      ev('DepositCredited', { amountPaise: 1000, referenceId: 'd' }),
      ev('FundsHeld', { holdId: 'w', amountPaise: 400 }),
      ev('HoldCaptured', { holdId: 'w', amountPaise: 300 }),
      ev('HoldReleased', { holdId: 'w', amountPaise: 100 }),
    ], 0);
    const { problems } = await replayWallets(walletEventsFromPort(store));
    expect(problems.map((p) => p.message)).toEqual([
      'wallet-h@4: HoldCaptured of hold w, which is not active at 300 paise',
      'wallet-h@5: HoldReleased of hold w, which is not active at 100 paise',
    ]);
  });
});

describe('wallet replay: responsible play', () => {
  const at = (occurredAt: string, e: NewEvent): NewEvent => ({ ...e, metadata: { ...e.metadata, occurredAt } });
  const paused = (startedAt: string, until: string) => ev('PlayPaused', { kind: 'cool_off', duration: '24h', startedAt, until });
  const limits = (day: unknown) => ev('DepositLimitsSet', { at: '2026-01-05T04:00:00.000Z', day: { limitPaise: day, pending: null }, week: { limitPaise: null, pending: null }, month: { limitPaise: null, pending: null } });

  it('knows the responsible-play events, which move no money (no postings expected)', async () => {
    const store = new InMemoryEventStore();
    await store.append('wallet-p', [
      ev('WalletOpened', { userId: 'p' }),
      ev('DepositCredited', { amountPaise: 1000, referenceId: 'd' }),
      limits(500_000),
      ev('DepositLimitPromptDeclined', { at: '2026-01-05T04:00:00.000Z' }),
      ev('DepositLimitsReviewed', { at: '2026-01-05T04:00:00.000Z' }),
      ev('RealityCheckSet', { at: '2026-01-05T04:00:00.000Z', minutes: 30 }),
      paused('2026-01-05T04:00:00.000Z', '2026-01-06T04:00:00.000Z'),
      // Bought at the pause's end: allowed.
      at('2026-01-06T04:00:00.000Z', ticket(300, 300)),
    ], 0);
    const replay = await replayWallets(walletEventsFromPort(store));
    expect(replay.problems).toEqual([]);
    expect(replay.wallets.get('wallet-p')).toMatchObject({ version: 8, events: 8, postingEvents: 2, state: { moneyPaise: 700, play: { realityCheckMinutes: 30 } } });
  });

  it('names a ticket bought during a pause, a pause cut short and a limit that is no amount', async () => {
    const store = new InMemoryEventStore();
    await store.append('wallet-q', [
      ev('WalletOpened', { userId: 'q' }),
      ev('DepositCredited', { amountPaise: 1000, referenceId: 'd' }),
      paused('2026-01-05T04:00:00.000Z', '2026-01-12T04:00:00.000Z'),
      at('2026-01-05T05:00:00.000Z', ticket(300, 300)),
      paused('2026-01-05T06:00:00.000Z', '2026-01-06T06:00:00.000Z'),
      paused('2026-01-13T06:00:00.000Z', '2026-01-13T05:00:00.000Z'),
      limits(-5),
    ], 0);
    const { problems } = await replayWallets(walletEventsFromPort(store));
    expect(problems.every((p) => p.streamId === 'wallet-q')).toBe(true);
    expect(problems.map((p) => p.version)).toEqual([4, 5, 6, 7]);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^wallet-q@4: ticket t\d+ bought at 2026-01-05T05:00:00.000Z, during a pause until 2026-01-12T04:00:00.000Z$/),
      'wallet-q@5: a pause until 2026-01-06T06:00:00.000Z cuts short the one until 2026-01-12T04:00:00.000Z',
      'wallet-q@6: a pause from 2026-01-13T06:00:00.000Z that ends at 2026-01-13T05:00:00.000Z',
      'wallet-q@7: a deposit limit that is not an amount above zero',
    ]);
  });
});

describe('audit report summary', () => {
  const report: AuditReport = {
    ok: false,
    failures: ['1 hash chains are broken (an event was altered or removed)'],
    wallets: 1,
    events: 4,
    replaySeconds: 0.001,
    eventsPerSecond: 4000,
    replayProblems: [],
    balances: { checked: 1, mismatches: [], mismatchCount: 0, changedDuringAudit: 0 },
    chains: { checked: 1, broken: [{ streamId: 'wallet-a', problem: 'event at version 2 does not match its hash', brokenVersion: 2 }], brokenCount: 1 },
    ledger: {
      postings: 6,
      total: 0,
      unbalancedEvents: [],
      unbalancedEventCount: 0,
      orphanPostings: 0,
      eventsWithPostings: 3,
      expectedEventsWithPostings: 3,
      accounts: [{ account: 'house_revenue', sum: 30000 }],
    },
    moneyRequests: { deposits: 2, withdrawals: 1, credits: 1, holds: 1, bonuses: 0, problems: ['deposit d2 is done but not credited'], problemCount: 1, located: [{ message: 'deposit d2 is done but not credited', userId: 'u' }] },
    settlements: { rounds: 1, tickets: 5, prizes: 2, problems: ['draw r: p was credited 5 paise but won nothing'], problemCount: 1, located: [{ message: 'draw r: p was credited 5 paise but won nothing', roundId: 'r', userId: 'p' }], roundEventsWithPostings: 1 },
    problems: [],
  };
  it('says FAILED and names what broke', () => {
    const text = formatAuditReport(report);
    expect(text).toMatch(/^Wallet audit: FAILED/);
    expect(text).toContain('chain: wallet-a: event at version 2 does not match its hash');
    expect(text).toMatch(/house_revenue\s+₹300\.00/);
    expect(text).toContain('money requests: 2 deposits, 1 withdrawals; 1 credits, 1 holds, 0 referral bonuses checked, 1 problems');
    expect(text).toContain('money request: deposit d2 is done but not credited');
    expect(text).toContain('settlements: 1 settled draws, 5 tickets evaluated, 2 prizes checked, 1 problems');
    expect(text).toContain('settlement: draw r: p was credited 5 paise but won nothing');
  });
  it('says PASSED without a failure list', () => {
    const text = formatAuditReport({ ...report, ok: true, failures: [], chains: { checked: 1, broken: [], brokenCount: 0 } });
    expect(text).toMatch(/^Wallet audit: PASSED/);
    expect(text).not.toContain('Failures:');
  });
});
