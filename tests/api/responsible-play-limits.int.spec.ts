import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import { startMoneyApp, type MoneyApp, type Player } from './money-harness.js';
import { TestBrowser } from './identity-browser.js';
import { adminSession, depositRows, playView, requestDeposit, setClocks, setLimits, THURSDAY_AFTERNOON, walletStream } from './responsible-play-harness.js';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const later = (ms: number) => new Date(THURSDAY_AFTERNOON.getTime() + ms);

/**
 * Deposit limits (issue 12; contract C2-C4): the refusal message, each window, the 24-hour
 * rule with the clock moved, the reset at midnight IST, rejected requests freeing their
 * room, requests at once through two instances, retries keyed by Idempotency-Key, the
 * first-deposit prompt and the review.
 */
describe('responsible play: deposit limits', () => {
  let t: MoneyApp;
  let twin: IdentityApp;
  beforeAll(async () => {
    t = await startMoneyApp({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100' } });
    // A second instance on the same database: only the advisory lock keeps its requests in turn with t's.
    twin = await startIdentityApp({ shareWith: t });
    setClocks(THURSDAY_AFTERNOON, t, twin);
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });
  beforeEach(() => setClocks(THURSDAY_AFTERNOON, t, twin));

  const deposit = (p: Player, rupees: number, key?: string) => requestDeposit(t, p, rupees, key);

  it('starts with no limit and the prompt unanswered, windows resetting at IST midnight, Monday and the 1st', async () => {
    const asha = await t.player('asha_lim');
    expect(await playView(t, asha)).toEqual({
      depositLimits: {
        day: { limit: null, pending: null, used: 0, remaining: null, resetsAt: '2026-11-26T18:30:00.000Z' },
        week: { limit: null, pending: null, used: 0, remaining: null, resetsAt: '2026-11-29T18:30:00.000Z' },
        month: { limit: null, pending: null, used: 0, remaining: null, resetsAt: '2026-11-30T18:30:00.000Z' },
      },
      prompt: 'unanswered',
      reviewDue: false,
      lastReviewedAt: null,
      nextReviewAt: null,
      realityCheckMinutes: 0,
      pause: null,
      history: [],
    });
  });

  it('refuses a deposit over the daily limit with the exact message, stores nothing, and takes the one that fits', async () => {
    const bina = await t.player('bina_lim');
    const set = await setLimits(t, bina, { day: 5000, week: null, month: null });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ err: 'N', msg: 'Deposit limits saved', data: { prompt: 'limits_set', depositLimits: { day: { limit: 5000, pending: null, used: 0, remaining: 5000 } } } });
    expect((await deposit(bina, 4000)).statusCode).toBe(201);
    const over = await deposit(bina, 2000);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      err: 'Y',
      code: 'PLAY.DEPOSIT_LIMIT',
      msg: 'This deposit of ₹2,000.00 would take you over your daily deposit limit of ₹5,000.00 (₹4,000.00 deposited today, ₹1,000.00 left). The limit resets at 00:00 IST on 27 Nov 2026.',
    });
    expect(await depositRows(t, bina)).toHaveLength(1);
    expect((await deposit(bina, 1000)).statusCode).toBe(201);
    expect((await playView(t, bina)).depositLimits.day).toMatchObject({ limit: 5000, used: 5000, remaining: 0 });
    expect((await deposit(bina, 1)).json().code).toBe('PLAY.DEPOSIT_LIMIT');
  });

  it('counts the week from Monday and the month from the 1st, each with its own message', async () => {
    const cyra = await t.player('cyra_lim');
    expect((await setLimits(t, cyra, { day: null, week: 10_000, month: 15_000 })).statusCode).toBe(200);
    expect((await deposit(cyra, 6000)).statusCode).toBe(201);
    const weekly = await deposit(cyra, 5000);
    expect(weekly.statusCode).toBe(409);
    expect(weekly.json().msg).toBe(
      'This deposit of ₹5,000.00 would take you over your weekly deposit limit of ₹10,000.00 (₹6,000.00 deposited this week, ₹4,000.00 left). The limit resets at 00:00 IST on 30 Nov 2026.',
    );
    expect((await deposit(cyra, 4000)).statusCode).toBe(201);
    // Monday 30 November, 10:00 IST: a new week, the same month.
    setClocks(at('2026-11-30T04:30:00.000Z'), t, twin);
    const monthly = await deposit(cyra, 6000);
    expect(monthly.json()).toMatchObject({
      code: 'PLAY.DEPOSIT_LIMIT',
      msg: 'This deposit of ₹6,000.00 would take you over your monthly deposit limit of ₹15,000.00 (₹10,000.00 deposited this month, ₹5,000.00 left). The limit resets at 00:00 IST on 1 Dec 2026.',
    });
    expect((await deposit(cyra, 5000)).statusCode).toBe(201);
    // 1 December 00:00 IST (30 November 18:30 UTC): a new month; the week still holds ₹5,000.00.
    setClocks(at('2026-11-30T18:30:00.000Z'), t, twin);
    expect((await deposit(cyra, 5000.01)).json().msg).toMatch(/^This deposit of ₹5,000\.01 would take you over your weekly deposit limit of ₹10,000\.00 \(₹5,000\.00 deposited this week/);
    expect((await deposit(cyra, 5000)).statusCode).toBe(201);
    expect((await playView(t, cyra)).depositLimits).toMatchObject({ week: { used: 10_000, remaining: 0 }, month: { used: 5000, remaining: 10_000, resetsAt: '2026-12-31T18:30:00.000Z' } });
  });

  it('frees the room of a rejected request, and counts a request at its amount as the admin corrected it', async () => {
    const dev = await t.player('dev_lim');
    const admin = await adminSession(t);
    await setLimits(t, dev, { day: 5000, week: null, month: null });
    const first = (await deposit(dev, 5000)).json().data._id;
    expect((await deposit(dev, 100)).statusCode).toBe(409);
    expect((await t.put(`/admin/deposits/${first}`, { status: 'rejected', reason: 'No payment' }, admin)).statusCode).toBe(200);
    const second = (await deposit(dev, 3000)).json().data._id;
    expect(second).toEqual(expect.any(String));
    expect((await t.put(`/admin/deposits/${second}`, { status: 'in_progress', amount: 4500 }, admin)).statusCode).toBe(200);
    expect((await deposit(dev, 600)).json().msg).toContain('(₹4,500.00 deposited today, ₹500.00 left)');
    expect((await deposit(dev, 500)).statusCode).toBe(201);
  });

  it('resets at midnight IST: refused at 23:59:59, accepted at 00:00', async () => {
    setClocks(at('2026-11-26T18:20:00.000Z'), t, twin); // 23:50 IST
    const esha = await t.player('esha_lim');
    await setLimits(t, esha, { day: 1000, week: null, month: null });
    expect((await deposit(esha, 1000)).statusCode).toBe(201);
    setClocks(at('2026-11-26T18:29:59.000Z'), t, twin);
    expect((await deposit(esha, 1)).json().msg).toBe(
      'This deposit of ₹1.00 would take you over your daily deposit limit of ₹1,000.00 (₹1,000.00 deposited today, ₹0.00 left). The limit resets at 00:00 IST on 27 Nov 2026.',
    );
    setClocks(at('2026-11-26T18:30:00.000Z'), t, twin);
    expect((await deposit(esha, 1000)).statusCode).toBe(201);
    expect((await playView(t, esha)).depositLimits.day).toMatchObject({ used: 1000, remaining: 0, resetsAt: '2026-11-27T18:30:00.000Z' });
  });

  it('raises a limit only after 24 hours (23:59:59 later the old one), lowers at once, and a lower limit cancels a pending raise', async () => {
    const faiz = await t.player('faiz_lim');
    await setLimits(t, faiz, { day: 1000, week: null, month: null });
    setClocks(later(HOUR), t, twin);
    const raised = await setLimits(t, faiz, { day: 3000, week: 20_000, month: null });
    expect(raised.json().data.depositLimits.day).toEqual({
      limit: 1000,
      pending: { limit: 3000, effectiveAt: later(25 * HOUR).toISOString() },
      used: 0,
      remaining: 1000,
      resetsAt: '2026-11-26T18:30:00.000Z',
    });
    // A limit added where there was none applies at once.
    expect(raised.json().data.depositLimits.week).toMatchObject({ limit: 20_000, pending: null });
    expect((await deposit(faiz, 1500)).json().msg).toContain('daily deposit limit of ₹1,000.00');
    setClocks(later(25 * HOUR - 1000), t, twin);
    expect((await deposit(faiz, 1500)).json().msg).toContain('daily deposit limit of ₹1,000.00');
    setClocks(later(25 * HOUR), t, twin);
    expect((await deposit(faiz, 1500)).statusCode).toBe(201);
    expect((await playView(t, faiz)).depositLimits.day).toMatchObject({ limit: 3000, pending: null, used: 1500 });
    // Remove: pending 24 hours. Then lower: at once, and the removal is gone.
    const removing = await setLimits(t, faiz, { day: null, week: 20_000, month: null });
    expect(removing.json().data.depositLimits.day).toMatchObject({ limit: 3000, pending: { limit: null, effectiveAt: later(49 * HOUR).toISOString() } });
    const lowered = await setLimits(t, faiz, { day: 2000, week: 20_000, month: null });
    expect(lowered.json().data.depositLimits.day).toMatchObject({ limit: 2000, pending: null });
    expect((await deposit(faiz, 501)).json().msg).toContain('(₹1,500.00 deposited today, ₹500.00 left)');
    setClocks(later(50 * HOUR), t, twin);
    const history = await walletStream(t, faiz);
    expect(history.filter((e) => e.type === 'DepositLimitsSet')).toHaveLength(4);
  });

  it('two deposit requests at once against room for one, through two instances: exactly one is stored', async () => {
    for (const [round, name] of ['gita_lim', 'hari_lim', 'ira_lim'].entries()) {
      const p = await t.player(name);
      await setLimits(t, p, { day: 5000, week: null, month: null });
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => requestDeposit(i % 2 ? twin : t, p, 3000)));
      const codes = answers.map((a) => (a.statusCode === 201 ? 201 : `${a.statusCode} ${a.json().code}`)).sort();
      expect({ round, codes }).toEqual({ round, codes: [201, ...Array(5).fill('409 PLAY.DEPOSIT_LIMIT')] });
      expect(await depositRows(t, p)).toHaveLength(1);
    }
  });

  it('answers a retried Idempotency-Key with its original request even when the limit is now reached, also at once', async () => {
    const jaya = await t.player('jaya_lim');
    await setLimits(t, jaya, { day: 5000, week: null, month: null });
    const first = await deposit(jaya, 5000, 'dep-1');
    expect(first.statusCode).toBe(201);
    const again = await deposit(jaya, 5000, 'dep-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect((await deposit(jaya, 1, 'dep-2')).json().code).toBe('PLAY.DEPOSIT_LIMIT');
    const kai = await t.player('kai_lim');
    await setLimits(t, kai, { day: 5000, week: null, month: null });
    const same = await Promise.all(Array.from({ length: 6 }, (_, i) => requestDeposit(i % 2 ? twin : t, kai, 4000, 'double-click')));
    expect(same.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(same.map((a) => a.json().data._id)).size).toBe(1);
    expect(await depositRows(t, kai)).toHaveLength(1);
  });

  it('records "no limit for now" once, refuses it while limits are set, and reminds to review every 6 months', async () => {
    const lata = await t.player('lata_lim');
    const declined = await t.post('/user/responsible-play/deposit-limits/decline', {}, lata.token);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      prompt: 'declined',
      reviewDue: false,
      lastReviewedAt: THURSDAY_AFTERNOON.toISOString(),
      nextReviewAt: '2027-05-26T08:35:00.000Z',
      history: [{ at: THURSDAY_AFTERNOON.toISOString(), type: 'DepositLimitPromptDeclined', summary: 'Chose no deposit limit for now' }],
    });
    expect((await t.post('/user/responsible-play/deposit-limits/decline', {}, lata.token)).json().data.history).toHaveLength(1);
    await setLimits(t, lata, { day: null, week: null, month: 50_000 });
    const refused = await t.post('/user/responsible-play/deposit-limits/decline', {}, lata.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ err: 'Y', code: 'PLAY.LIMITS_SET' });
    // Six calendar months later (the session has long expired: sign in again).
    setClocks(at('2027-05-26T08:35:00.000Z'), t, twin);
    const token = await new TestBrowser(t, '203.0.113.40').signIn('lata_lim@example.com', 'Quiet-Harbor-73!');
    const due = (await t.get('/user/responsible-play', token)).json().data;
    expect(due).toMatchObject({ reviewDue: true, nextReviewAt: '2027-05-26T08:35:00.000Z', prompt: 'limits_set' });
    const reviewed = await t.post('/user/responsible-play/review', {}, token);
    expect(reviewed.json().data).toMatchObject({ reviewDue: false, lastReviewedAt: '2027-05-26T08:35:00.000Z', nextReviewAt: '2027-11-26T08:35:00.000Z' });
    expect(reviewed.json().data.history[0]).toEqual({ at: '2027-05-26T08:35:00.000Z', type: 'DepositLimitsReviewed', summary: 'Reviewed deposit limits' });
  });

  it('a change retried with its Idempotency-Key changes nothing again; the key with another body is a 409', async () => {
    const nora = await t.player('nora_lim');
    const put = (body: object, key: string) => t.request('PUT', '/user/responsible-play/deposit-limits', { payload: body, token: nora.token, headers: { 'idempotency-key': key } });
    const keyedPause = (duration: string, key: string) => t.request('POST', '/user/responsible-play/pause', { payload: { kind: 'cool_off', duration }, token: nora.token, headers: { 'idempotency-key': key } });
    expect((await put({ day: 5000, week: null, month: null }, 'limits-1')).statusCode).toBe(200);
    expect((await put({ day: 3000, week: null, month: null }, 'limits-2')).statusCode).toBe(200);
    // The first request again, late: the original outcome, not a raise back to ₹5,000.
    const late = await put({ day: 5000, week: null, month: null }, 'limits-1');
    expect(late.statusCode).toBe(200);
    expect(late.json().data.depositLimits.day).toMatchObject({ limit: 3000, pending: null });
    const reused = await put({ day: 100, week: null, month: null }, 'limits-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY.KEY_REUSED');
    // A pause retried (a double click): one pause, and no "already paused" for the retry.
    const pauses = await Promise.all([keyedPause('24h', 'pause-1'), keyedPause('24h', 'pause-1'), requestDeposit(twin, nora, 100)]);
    expect(pauses.slice(0, 2).map((p) => p.statusCode)).toEqual([200, 200]);
    // The deposit request racing the pause: before it (stored) or after it (refused), decided under the player's lock.
    const raced = pauses[2];
    expect(raced.statusCode === 201 || raced.json().code === 'PLAY.PAUSED').toBe(true);
    expect(await depositRows(t, nora)).toHaveLength(raced.statusCode === 201 ? 1 : 0);
    expect((await keyedPause('24h', 'pause-1')).statusCode).toBe(200);
    const types = (await walletStream(t, nora)).map((e) => e.type);
    expect(types.filter((type) => type === 'PlayPaused')).toHaveLength(1);
    expect(types.filter((type) => type === 'DepositLimitsSet')).toHaveLength(2);
  });

  it('keeps the limits in the wallet stream: events that move no money, the balance row following their version', async () => {
    const mira = await t.player('mira_lim');
    await setLimits(t, mira, { day: 100, week: 200, month: 300 });
    await t.put('/user/responsible-play/reality-check', { minutes: 30 }, mira.token);
    const stream = await walletStream(t, mira);
    expect(stream.map((e) => e.type)).toEqual(['WalletOpened', 'DepositLimitsSet', 'RealityCheckSet']);
    expect(stream[1].data).toEqual({
      at: THURSDAY_AFTERNOON.toISOString(),
      day: { limitPaise: 10_000, pending: null },
      week: { limitPaise: 20_000, pending: null },
      month: { limitPaise: 30_000, pending: null },
    });
    expect(stream[1].metadata).toMatchObject({ actor: `user:${mira.id}`, occurredAt: THURSDAY_AFTERNOON.toISOString() });
    const [balance] = await t.sql('SELECT money, referral, held, version FROM wallet_balances WHERE user_id = $1', [mira.id]);
    expect(balance).toEqual({ money: '0', referral: '0', held: '0', version: 3 });
    expect(await t.sql('SELECT * FROM ledger_postings WHERE user_id = $1', [mira.id])).toEqual([]);
  });
});
