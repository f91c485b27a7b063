import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EventStore } from '../../server/src/shared/event-store/event-store.port.js';
import { rebuildInlineProjections } from '../../server/src/shared/event-store/projections/rebuild-inline-projections.js';
import { startDrawsApp, ticket, TUESDAY_MORNING, type DrawsApp } from './draws-harness.js';
import { TestBrowser } from './identity-browser.js';
import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import type { Player } from './money-harness.js';
import { bankWithdrawal, pause, playView, requestDeposit, setClocks, setLimits, walletStream } from './responsible-play-harness.js';

/** `npm run audit` and `npm run projections:rebuild` as built (`npm test` builds first). */
const cli = (name: string) => new URL(`../../server/dist/server/src/cli/${name}.js`, import.meta.url).pathname;
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const later = (ms: number) => new Date(TUESDAY_MORNING.getTime() + ms);

/**
 * Cool-off and self-exclusion (issue 12; contract C7) with the clock moved: deposit
 * requests and tickets refused with the contract's words, withdrawals going on, the end
 * exactly at `until`, nothing that lifts or shortens a pause, each pause an event of the
 * wallet; a purchase racing a pause never lands after it (two instances); the audit
 * passes over every responsible-play event and the projections rebuild equal to the live.
 */
describe('responsible play: cool-off and self-exclusion', () => {
  let t: DrawsApp;
  let twin: IdentityApp;
  beforeAll(async () => {
    t = await startDrawsApp({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100' } });
    twin = await startIdentityApp({ shareWith: t });
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });
  beforeEach(() => setClocks(TUESDAY_MORNING, t, twin));

  const buy = (p: Player, round: string, app: IdentityApp = t) => app.request('POST', '/user/tickets', { payload: ticket(round, '3h'), token: p.token });

  it('a cool-off refuses deposit requests and tickets, not withdrawals, and ends exactly at until', async () => {
    const asha = await t.player('asha_pause');
    await t.credit(asha, 1000);
    const round = await t.openRound('3h');
    const started = await pause(t, asha, 'cool_off', '24h');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      err: 'N',
      msg: 'Cool-off started',
      data: {
        pause: { kind: 'cool_off', startedAt: TUESDAY_MORNING.toISOString(), until: later(24 * HOUR).toISOString() },
        history: [{ at: TUESDAY_MORNING.toISOString(), type: 'PlayPaused', summary: 'Cool-off for 24 hours, until 7 Jan 2026, 10:15 IST' }],
      },
    });
    const words = 'You are on a cool-off until 7 Jan 2026, 10:15 IST. Deposits and tickets are closed until then; you can still withdraw.';
    const deposit = await requestDeposit(t, asha, 500);
    expect(deposit.statusCode).toBe(409);
    expect(deposit.json()).toEqual({ err: 'Y', code: 'PLAY.PAUSED', msg: words });
    const bought = await buy(asha, round);
    expect(bought.statusCode).toBe(409);
    expect(bought.json()).toEqual({ success: false, code: 'PLAY.PAUSED', message: words });
    const withdrawal = await bankWithdrawal(t, asha, 300);
    expect(withdrawal.statusCode).toBe(201);
    expect(await t.balances(asha.id)).toEqual({ money: 700, referral: 0, held: 300 });
    expect((await t.get('/user/withdraws', asha.token)).statusCode).toBe(200);

    setClocks(later(24 * HOUR - 1), t, twin);
    const tomorrow = await t.openRound('3h');
    expect((await buy(asha, tomorrow)).json().code).toBe('PLAY.PAUSED');
    expect((await requestDeposit(t, asha, 500)).json().code).toBe('PLAY.PAUSED');
    setClocks(later(24 * HOUR), t, twin);
    expect((await buy(asha, tomorrow)).statusCode).toBe(201);
    expect((await requestDeposit(t, asha, 500)).statusCode).toBe(201);
    expect((await playView(t, asha)).pause).toBeNull();
    expect(await t.ticketRows(asha)).toHaveLength(1);
  });

  it('a longer pause may follow (a self-exclusion after a cool-off), never a shorter one; it lasts 6 calendar months and then ends', async () => {
    const bo = await t.player('bo_pause');
    await t.credit(bo, 1000);
    expect((await pause(t, bo, 'cool_off', '7d')).statusCode).toBe(200);
    setClocks(later(HOUR), t, twin);
    const excluded = await pause(t, bo, 'self_exclusion', '6m');
    expect(excluded.json()).toMatchObject({ msg: 'Self-exclusion started', data: { pause: { kind: 'self_exclusion', startedAt: later(HOUR).toISOString(), until: '2026-07-06T05:45:00.000Z' } } });
    for (const [kind, duration] of [['cool_off', '30d'], ['self_exclusion', '6m'], ['cool_off', '24h']]) {
      const refused = await pause(t, bo, kind, duration);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        err: 'Y',
        code: 'PLAY.PAUSE_RUNNING',
        msg: 'You have excluded yourself until 6 Jul 2026, 11:15 IST. A new pause must end later than that: a pause cannot be shortened or lifted.',
      });
    }
    // Limits can still be set, and change nothing about the pause.
    expect((await setLimits(t, bo, { day: 100, week: null, month: null })).json().data.pause).toMatchObject({ kind: 'self_exclusion' });
    const words = 'You have excluded yourself until 6 Jul 2026, 11:15 IST. Deposits and tickets are closed until then; you can still withdraw.';
    expect((await requestDeposit(t, bo, 50)).json()).toEqual({ err: 'Y', code: 'PLAY.PAUSED', msg: words });
    expect((await buy(bo, await t.openRound('3h'))).json()).toEqual({ success: false, code: 'PLAY.PAUSED', message: words });
    expect((await bankWithdrawal(t, bo, 1000)).statusCode).toBe(201);
    const events = (await walletStream(t, bo)).filter((e) => e.type === 'PlayPaused');
    expect(events.map((e) => e.data)).toEqual([
      { kind: 'cool_off', duration: '7d', startedAt: TUESDAY_MORNING.toISOString(), until: later(7 * 24 * HOUR).toISOString() },
      { kind: 'self_exclusion', duration: '6m', startedAt: later(HOUR).toISOString(), until: '2026-07-06T05:45:00.000Z' },
    ]);

    // Six months on the session has long expired: sign in again.
    setClocks(at('2026-07-06T05:44:59.000Z'), t, twin);
    const again: Player = { ...bo, token: await new TestBrowser(t, '203.0.113.50').signIn('bo_pause@example.com', 'Quiet-Harbor-73!') };
    await t.credit(bo, 100);
    const round = await t.openRound('3h');
    expect((await buy(again, round)).json().code).toBe('PLAY.PAUSED');
    setClocks(at('2026-07-06T05:45:00.000Z'), t, twin);
    expect((await buy(again, round)).statusCode).toBe(201);
    expect((await requestDeposit(t, again, 50)).statusCode).toBe(201);
  });

  it('a purchase racing a pause (two instances) never lands after the pause was recorded', async () => {
    const round = await t.openRound('3h');
    const refusals: string[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await t.player(`racer_${i}`);
      await t.credit(p, 5000);
      const purchases = Array.from({ length: 12 }, (_, k) => buy(p, round, k % 2 ? twin : t));
      const paused = pause(i % 2 ? twin : t, p, 'cool_off', '24h');
      const answers = await Promise.all(purchases);
      expect((await paused).statusCode).toBe(200);
      const stream = await walletStream(t, p);
      const pauseVersion = stream.find((e) => e.type === 'PlayPaused')!.version;
      const ticketVersions = stream.filter((e) => e.type === 'TicketPurchased').map((e) => e.version);
      expect(ticketVersions.every((v) => v < pauseVersion)).toBe(true);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(ticketVersions.length);
      for (const a of answers.filter((x) => x.statusCode !== 201)) refusals.push(`${a.statusCode} ${a.json().code}`);
    }
    for (const r of refusals) expect(['409 PLAY.PAUSED', '409 WALLET.CONCURRENCY_CONFLICT']).toContain(r);
    expect(refusals).toContain('409 PLAY.PAUSED');
  });

  it('the audit passes over every responsible-play event (in process and npm run audit), and the projections rebuild equal to the live ones', async () => {
    const cy = await t.player('cy_pause');
    await t.credit(cy, 1000);
    await t.post('/user/responsible-play/deposit-limits/decline', {}, cy.token);
    await setLimits(t, cy, { day: 5000, week: 10_000, month: null });
    await setLimits(t, cy, { day: 8000, week: null, month: null });
    await t.post('/user/responsible-play/review', {}, cy.token);
    await t.put('/user/responsible-play/reality-check', { minutes: 60 }, cy.token);
    expect((await buy(cy, await t.openRound('3h'))).statusCode).toBe(201);
    await pause(t, cy, 'cool_off', '30d');
    expect((await bankWithdrawal(t, cy, 100)).statusCode).toBe(201);
    expect((await walletStream(t, cy)).map((e) => e.type)).toEqual([
      'WalletOpened',
      'AdjustmentCredited',
      'DepositLimitPromptDeclined',
      'DepositLimitsSet',
      'DepositLimitsSet',
      'DepositLimitsReviewed',
      'RealityCheckSet',
      'TicketPurchased',
      'PlayPaused',
      'FundsHeld',
    ]);
    const [row] = await t.sql('SELECT money, held, version FROM wallet_balances WHERE user_id = $1', [cy.id]);
    expect(row).toEqual({ money: '80000', held: '10000', version: 10 });

    const report = await t.audit();
    expect(report.failures).toEqual([]);
    expect(report.replayProblems).toEqual([]);
    expect(report.ledger.eventsWithPostings).toBe(report.ledger.expectedEventsWithPostings);

    const tables = async () => ({
      balances: await t.sql('SELECT * FROM wallet_balances ORDER BY user_id'),
      postings: await t.sql('SELECT * FROM ledger_postings ORDER BY global_position, account'),
      tickets: await t.sql('SELECT * FROM tickets ORDER BY global_position'),
    });
    const live = await tables();
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    try {
      await rebuildInlineProjections(pool, ['wallet_balances', 'ledger_postings', 'tickets']);
    } finally {
      await pool.end();
    }
    expect(await tables()).toEqual(live);

    const run = (name: string, ...args: string[]) =>
      new Promise<{ code: number; out: string }>((done) => {
        execFile(
          process.execPath,
          [cli(name), ...args],
          { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.db.url, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', NODE_OPTIONS: '' } },
          (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
        );
      });
    const audit = await run('audit');
    expect(audit.out).toContain('Wallet audit: PASSED');
    expect(audit.code).toBe(0);
    const rebuilt = await run('rebuild-projections', 'wallet_balances', 'ledger_postings');
    expect(rebuilt.code).toBe(0);
    expect(await tables()).toEqual(live);

    // A ticket written past the decider during the cool-off (as a forged history would be): the audit names it.
    const round = (await t.ticketRows(cy))[0].round_id;
    const forged = { ticketId: randomUUID(), roundId: round, period: '3h', numbers: [6, 7, 8, 9, 10], letter: null, pricePaise: 10_000, fromReferralPaise: 0, fromMoneyPaise: 10_000 };
    const occurredAt = t.clock.now().toISOString();
    await t.app.get(EventStore).append(`wallet-${cy.id}`, [{ id: randomUUID(), type: 'TicketPurchased', data: forged, metadata: { actor: 'system:forger', correlationId: 'forged', causationId: null, occurredAt } }], 10);
    const caught = await t.audit();
    expect(caught.ok).toBe(false);
    expect(caught.replayProblems).toEqual([expect.stringMatching(new RegExp(`^wallet-${cy.id}@11: ticket ${forged.ticketId} bought at ${occurredAt}, during a pause until `))]);
  }, 60_000);
});
