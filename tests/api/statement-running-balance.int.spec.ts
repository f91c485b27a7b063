import { CommandBus } from '@nestjs/cqrs';
import { SettleRound } from '../../server/src/draws/settlement/commands/settle-round/settle-round.command.js';
import { sampleJpeg } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { BANK, type Player } from './money-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';
import { csvObjects, csvText, paise, projectedAtEveryVersion, walletBalances } from './statement-helpers.js';

/**
 * Contract B1, B2 and B4 through the API: a player's real history (a referral bonus, bank
 * and UPI deposits, a withdrawal held then paid, another held then rejected, two tickets
 * paid partly from the referral bonus, a prize from the real settlement). After every step
 * the statement's newest row equals wallet_balances and the profile; at every row the
 * running balances equal the ledger's projected balances at that event's version, and
 * each row is the previous row plus its change. The CSV parses and sums to the same.
 */
describe('statement: running balances equal the projected balances at every row', () => {
  let t: ResultsApp;
  let asha: Player;
  let bo: Player;
  const minute = () => t.clock.advance(60_000);

  beforeAll(async () => {
    t = await startResultsApp();
    await t.setSource('3h', 'manual');
    asha = await t.player('stm_asha');
    bo = await t.player('stm_bo');
  });
  afterAll(() => t.close());

  const statement = async (who: Player, query = 'limit=100') => {
    const res = await t.get(`/user/statement?${query}`, who.token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /** Every check of one moment: rows, projections, wallet_balances, profile. */
  const checkEveryRow = async (step: string, rowsExpected: number) => {
    const body = await statement(asha);
    const rows = [...body.data.rows].reverse();
    expect([step, rows.length, body.pagination]).toEqual([step, rowsExpected, { page: 1, limit: 100, total: rowsExpected, totalPages: Math.ceil(rowsExpected / 100) }]);
    const projected = await projectedAtEveryVersion(t, asha);
    let previous = { money: 0, referral: 0, held: 0, total: 0 };
    for (const row of rows) {
      const b = { money: paise(row.balances.money), referral: paise(row.balances.referral), held: paise(row.balances.held), total: paise(row.balances.total) };
      const change = { money: paise(row.change.money), referral: paise(row.change.referral), held: paise(row.change.held) };
      const p = projected.get(row.version)!;
      // The projection at this event's version, and the event itself.
      expect([step, row.id, b.money, b.referral, b.held]).toEqual([step, p.eventId, p.money, p.referral, p.held]);
      // The previous row plus this row's change.
      expect([step, row.version, b]).toEqual([
        step,
        row.version,
        {
          money: previous.money + change.money,
          referral: previous.referral + change.referral,
          held: previous.held + change.held,
          total: previous.total + paise(row.amount),
        },
      ]);
      expect(paise(row.amount)).toBe(change.money + change.referral + change.held);
      previous = b;
    }
    const wallet = await walletBalances(t, asha);
    expect([step, previous.money, previous.referral, previous.held]).toEqual([step, wallet.money, wallet.referral, wallet.held]);
    expect(body.data.closing).toEqual(rows.at(-1)?.balances ?? { money: 0, referral: 0, held: 0, total: 0 });
    expect(body.data.opening).toEqual({ money: 0, referral: 0, held: 0, total: 0 });
    const profile = (await t.get('/user/profile', asha.token)).json().data;
    expect([step, paise(profile.current_balance), paise(profile.referral_balance)]).toEqual([step, wallet.money, wallet.referral]);
    return body.data.rows;
  };

  const deposit = async (who: Player, fields: Record<string, string>, withScreenshot: boolean) => {
    const sent = await t.form('POST', '/user/deposit', who.token, fields, withScreenshot ? { bytes: await sampleJpeg(), filename: 'paid.jpg', contentType: 'image/jpeg' } : undefined);
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data._id as string;
    expect((await t.put(`/admin/deposits/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
    return id;
  };
  const withdraw = async (fields: Record<string, string>) => {
    const sent = await t.form('POST', '/user/withdraw', asha.token, fields);
    expect(sent.statusCode).toBe(201);
    return sent.json().data._id as string;
  };

  it('follows a whole history step by step', async () => {
    expect(await checkEveryRow('opened', 0)).toEqual([]);

    // A referred friend's first deposit done: the referral bonus.
    expect((await t.post('/admin/settings/referral-code-amount', { amount: 50 }, t.admin)).statusCode).toBe(200);
    const friend = await t.player('stm_friend', { referralCode: asha.referralCode });
    minute();
    await t.fund(friend, 200);
    let rows = await checkEveryRow('referral', 1);
    expect(rows[0]).toMatchObject({ kind: 'referral_bonus', description: 'Referral bonus', amount: 50, reference: { kind: 'referred_player', id: friend.id } });

    minute();
    const bank = await deposit(asha, { deposit_option: 'bank', account_holder_name: 'Asha', amount: '1000', ...BANK }, false);
    minute();
    const upi = await deposit(asha, { deposit_option: 'upi', account_holder_name: 'Asha', amount: '500', upi_handle: 'asha@okaxis' }, true);
    rows = await checkEveryRow('deposits', 3);
    expect(rows.slice(0, 2).map((r: any) => [r.kind, r.description, r.amount, r.reference])).toEqual([
      ['deposit', 'Deposit by UPI', 500, { kind: 'deposit_request', id: upi }],
      ['deposit', 'Deposit by bank', 1000, { kind: 'deposit_request', id: bank }],
    ]);

    minute();
    const paid = await withdraw({ withdraw_option: 'bank', account_holder_name: 'Asha', amount: '300', ...BANK });
    rows = await checkEveryRow('withdrawal held', 4);
    expect(rows[0]).toMatchObject({ kind: 'withdrawal_held', description: 'Withdrawal to bank held', amount: 0, change: { money: -300, referral: 0, held: 300 } });
    minute();
    expect((await t.put(`/admin/withdraws/${paid}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
    rows = await checkEveryRow('withdrawal paid', 5);
    expect(rows[0]).toMatchObject({ kind: 'withdrawal_paid', description: 'Withdrawal to bank paid', amount: -300, change: { money: 0, referral: 0, held: -300 }, reference: { id: paid } });

    minute();
    const rejected = await withdraw({ withdraw_option: 'bank', account_holder_name: 'Asha', amount: '200', ...BANK });
    await checkEveryRow('second withdrawal held', 6);
    minute();
    expect((await t.put(`/admin/withdraws/${rejected}`, { status: 'rejected', reason: 'Wrong account' }, t.admin)).statusCode).toBe(200);
    rows = await checkEveryRow('withdrawal released', 7);
    expect(rows[0]).toMatchObject({ kind: 'withdrawal_released', amount: 0, change: { money: 200, referral: 0, held: -200 }, reference: { kind: 'withdrawal_request', id: rejected } });

    // Two tickets in one purchase: the referral bonus pays half of the first.
    const round = await t.openReal('3h');
    minute();
    const bought = await t.buy(asha, { draw_id: round.roundId, period: '3h', tickets: [{ num_1: 5, num_2: 12, num_3: 33, num_4: 41, num_5: 60 }, { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 }] });
    expect(bought.statusCode).toBe(201);
    const [first, second] = bought.json().data.tickets.map((x: any) => x._id);
    rows = await checkEveryRow('tickets', 9);
    expect(rows.slice(0, 2).map((r: any) => [r.kind, r.description, r.amount, r.change, r.reference])).toEqual([
      ['ticket', 'Ticket · Vibrant (3 hours) · 01 02 03 04 05', -100, { money: -100, referral: 0, held: 0 }, { kind: 'ticket', id: second }],
      ['ticket', 'Ticket · Vibrant (3 hours) · 05 12 33 41 60', -100, { money: -50, referral: -50, held: 0 }, { kind: 'ticket', id: first }],
    ]);

    // B4: the receipt says which balance paid; the list keeps its shape.
    const receipt = (await t.get(`/user/tickets/${first}`, asha.token)).json().data;
    expect(receipt).toMatchObject({ _id: first, round_amount: 100, from_money: 50, from_referral: 50, outcome: null, receipt: null });
    expect((await t.get(`/user/tickets/${second}`, asha.token)).json().data).toMatchObject({ from_money: 100, from_referral: 0 });
    const listed = (await t.get('/user/tickets', asha.token)).json().data;
    expect(listed.every((x: any) => !('from_money' in x) && !('from_referral' in x))).toBe(true);
    expect((await t.get(`/user/tickets/${first}`, bo.token)).statusCode).toBe(404);

    // The real settlement: the second ticket wins the jackpot.
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    t.at(new Date(Date.parse(round.closeAt) + 60_000));
    const posted = await t.postResult('3h', { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 });
    expect(posted.statusCode).toBe(200);
    t.at(round.drawAt);
    expect((await t.app.get(CommandBus).execute(new SettleRound(round.roundId, { actor: 'system:test', correlationId: 'stm', causationId: null }))).outcome).toBe('settled');
    rows = await checkEveryRow('prize', 10);
    expect(rows[0]).toMatchObject({ kind: 'prize', description: 'Prize · Vibrant, draw of 6 Jan 2026 09:00 IST', reference: { kind: 'round', id: round.roundId } });
    expect(rows[0].amount).toBeGreaterThan(0);
    const won = (await t.get(`/user/tickets/${second}`, asha.token)).json().data.outcome.prize;
    expect(rows[0].amount).toBe(won);

    // Another player sees none of it.
    const theirs = await statement(bo);
    expect(theirs.data).toEqual({ rows: [], opening: { money: 0, referral: 0, held: 0, total: 0 }, closing: { money: 0, referral: 0, held: 0, total: 0 } });
    expect(theirs.pagination).toEqual({ page: 1, limit: 100, total: 0, totalPages: 0 });
    expect((await t.get(`/user/statement?userId=${asha.id}`, bo.token)).statusCode).toBe(400);
    expect((await t.audit()).failures).toEqual([]);
  });

  it('pages newest first, each page with the range opening and closing', async () => {
    const all = (await statement(asha)).data.rows;
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await statement(asha, `page=${page}&limit=3`));
    expect(pages.map((p) => p.pagination)).toEqual([1, 2, 3, 4].map((page) => ({ page, limit: 3, total: 10, totalPages: 4 })));
    expect(pages.flatMap((p) => p.data.rows)).toEqual(all);
    expect(pages[3].data.rows).toHaveLength(1);
    expect((await statement(asha, 'page=9&limit=3')).data.rows).toEqual([]);
    expect(new Set(pages.map((p) => JSON.stringify([p.data.opening, p.data.closing]))).size).toBe(1);
    const versions = all.map((r: any) => r.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
  });

  it('downloads the same rows as a CSV, oldest first, whose amounts sum from the opening to the closing total', async () => {
    const json = (await statement(asha)).data;
    const res = await fetch(`${t.baseUrl}/user/statement.csv`, { headers: { authorization: `Bearer ${asha.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fairdraw-statement-2026-01-06-to-2026-01-06.csv"');
    const rows = csvObjects(await csvText(res));
    expect(Object.keys(rows[0])).toEqual([
      'date_ist', 'description', 'reference', 'amount', 'money_change', 'referral_change', 'held_change',
      'money_balance', 'referral_balance', 'held_balance', 'total_balance',
    ]);
    expect(rows.map((r) => r.reference)).toEqual([...json.rows].reverse().map((r: any) => r.reference.id));
    expect(rows.map((r) => r.description)).toEqual([...json.rows].reverse().map((r: any) => r.description));
    let total = paise(json.opening.total);
    for (const r of rows) {
      for (const key of Object.keys(r).filter((k) => k !== 'date_ist' && k !== 'description' && k !== 'reference')) expect(r[key]).toMatch(/^-?\d+\.\d{2}$/);
      total += paise(Number(r.amount));
      expect(paise(Number(r.total_balance))).toBe(total);
      expect(paise(Number(r.amount))).toBe(paise(Number(r.money_change)) + paise(Number(r.referral_change)) + paise(Number(r.held_change)));
      expect(r.date_ist).toMatch(/^2026-01-06 \d{2}:\d{2}:\d{2}$/);
    }
    const wallet = await walletBalances(t, asha);
    expect(total).toBe(paise(json.closing.total));
    expect(total).toBe(wallet.money + wallet.referral + wallet.held);
    // The first row was at 10:16 IST (the clock's 04:46 UTC).
    expect(rows[0].date_ist).toBe('2026-01-06 10:16:00');
  });
});
