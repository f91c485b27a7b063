import { CommandBus } from '@nestjs/cqrs';
import { CreditPrize } from '../../server/src/wallet/commands/credit-prize/credit-prize.command.js';
import { startDrawsApp, ticket, type DrawsApp } from './draws-harness.js';
import { TestBrowser } from './identity-browser.js';
import { BANK, type Player } from './money-harness.js';
import { paise, walletBalances } from './statement-helpers.js';

/**
 * Contract B3: the yearly summary per Indian financial year, with events on either side of
 * 1 April 00:00 IST (a ticket at 23:59 on 31 March and one at 00:00 on 1 April, from the
 * same 12h round), and net deposits over the last 30 days and since the opening. Every
 * figure equals the sum of the statement's rows of that year.
 */
describe('statement summary: financial years in IST and net deposits', () => {
  let t: DrawsApp;
  let asha: Player;
  const meta = { actor: 'system:test', correlationId: 'statement-summary', causationId: null };
  const browser = () => new TestBrowser(t, '192.0.2.50');

  /** The clock moved: sessions live by it (admins 12 hours, players 7 days), so they are renewed. */
  const at = async (iso: string, ...players: Player[]) => {
    t.clock.set(new Date(iso));
    t.admin = (await t.post('/admin/login', { username: 'chief', password: 'Chief@12345' })).json().token;
    for (const p of players) p.token = await browser().signIn(`${p.username}@example.com`, 'Quiet-Harbor-73!');
  };
  const prize = (roundId: string, period: '3h' | '12h', rupees: number) =>
    t.app.get(CommandBus).execute(new CreditPrize(asha.id, { roundId, period, amountPaise: rupees * 100, tickets: ['winning-ticket'] }, meta));
  const withdraw = async (rupees: number, status: 'done' | 'rejected') => {
    const sent = await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount: String(rupees), ...BANK });
    expect(sent.statusCode).toBe(201);
    expect((await t.put(`/admin/withdraws/${sent.json().data._id}`, { status }, t.admin)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await startDrawsApp();
    await at('2026-02-10T10:00:00+05:30');
    asha = await t.player('sts_asha');
    const friend = await t.player('sts_friend', { referralCode: asha.referralCode });
    expect((await t.post('/admin/settings/referral-code-amount', { amount: 50 }, t.admin)).statusCode).toBe(200);
    await t.fund(friend, 100);
    await t.fund(asha, 1000);

    // The 12h round of 31 March 23:00 IST sells across midnight, into the next financial year.
    await at('2026-03-31T23:59:00+05:30', asha);
    const round = await t.openRound('12h');
    expect((await t.buy(asha, ticket(round, '12h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    t.clock.set(new Date('2026-03-31T23:59:30+05:30'));
    await prize('3h-2026-03-31T15:30:00.000Z', '3h', 120);
    t.clock.set(new Date('2026-04-01T00:00:00+05:30'));
    expect((await t.buy(asha, ticket(round, '12h', [6, 7, 8, 9, 10]))).statusCode).toBe(201);
    await at('2026-04-01T00:05:00+05:30');
    await withdraw(200, 'done');
    await withdraw(100, 'rejected');
    await t.fund(asha, 500);
    await prize(round, '12h', 777);
  });
  afterAll(() => t.close());

  const summary = async () => {
    const res = await t.get('/user/statement/summary', asha.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Statement summary fetched successfully');
    return res.json().data;
  };

  it('splits staked, won, deposits, withdrawals paid, bonuses and tickets at 1 April 00:00 IST', async () => {
    await at('2026-04-20T12:00:00+05:30', asha);
    const s = await summary();
    expect(s.years).toEqual([
      { fy: '2026-27', from: '2026-04-01', to: '2027-03-31', staked: 300, won: 777, net: 477, deposits: 500, withdrawals: 200, referralBonuses: 0, tickets: 1 },
      { fy: '2025-26', from: '2025-04-01', to: '2026-03-31', staked: 300, won: 120, net: -180, deposits: 1000, withdrawals: 0, referralBonuses: 50, tickets: 1 },
    ]);
    const wallet = await walletBalances(t, asha);
    expect(s.balances).toEqual({ money: 1647, referral: 0, held: 0, total: 1647 });
    expect([paise(s.balances.money), paise(s.balances.referral), paise(s.balances.held)]).toEqual([wallet.money, wallet.referral, wallet.held]);
    // A held withdrawal is no withdrawal until paid; the rejected one never is.
    expect(s.netDeposits).toEqual({
      last30Days: { deposits: 500, withdrawals: 200, net: 300 },
      sinceOpened: { deposits: 1500, withdrawals: 200, net: 1300 },
      openedAt: new Date('2026-02-10T10:00:00+05:30').toISOString(),
    });
  });

  it("equals the sums of each year's statement rows", async () => {
    const s = await summary();
    for (const year of s.years) {
      const rows = (await t.get(`/user/statement?from=${year.from}&to=${year.to}&limit=100`, asha.token)).json().data.rows;
      const sum = (kind: string) => rows.filter((r: any) => r.kind === kind).reduce((total: number, r: any) => total + paise(r.amount), 0);
      expect([year.fy, paise(year.staked), paise(year.won), paise(year.deposits), paise(year.withdrawals), paise(year.referralBonuses), year.tickets]).toEqual([
        year.fy,
        0 - sum('ticket'),
        sum('prize'),
        sum('deposit'),
        0 - sum('withdrawal_paid'),
        sum('referral_bonus'),
        rows.filter((r: any) => r.kind === 'ticket').length,
      ]);
      expect(paise(year.net)).toBe(paise(year.won) - paise(year.staked));
    }
  });

  it('lists every year up to today, newest first, the quiet ones at zero, and moves the 30 days with the clock', async () => {
    await at('2027-05-01T12:00:00+05:30', asha);
    const s = await summary();
    expect(s.years.map((y: any) => [y.fy, y.tickets, y.staked])).toEqual([
      ['2027-28', 0, 0],
      ['2026-27', 1, 300],
      ['2025-26', 1, 300],
    ]);
    expect(s.netDeposits.last30Days).toEqual({ deposits: 0, withdrawals: 0, net: 0 });
    expect(s.netDeposits.sinceOpened).toEqual({ deposits: 1500, withdrawals: 200, net: 1300 });
  });

  it('is the caller’s own: a new player has nothing, admins and auditors are refused', async () => {
    const other = await t.player('sts_other');
    const s = (await t.get('/user/statement/summary', other.token)).json().data;
    expect(s).toEqual({
      balances: { money: 0, referral: 0, held: 0, total: 0 },
      netDeposits: { last30Days: { deposits: 0, withdrawals: 0, net: 0 }, sinceOpened: { deposits: 0, withdrawals: 0, net: 0 }, openedAt: t.clock.now().toISOString() },
      years: [{ fy: '2027-28', from: '2027-04-01', to: '2028-03-31', staked: 0, won: 0, net: 0, deposits: 0, withdrawals: 0, referralBonuses: 0, tickets: 0 }],
    });
    expect((await t.get('/user/statement/summary', t.admin)).statusCode).toBe(403);
  });
});
