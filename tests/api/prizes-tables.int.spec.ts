import { startPrizesApp, type PrizesApp } from './prizes-harness.js';

/** The jackpot settings (spec sections 3 and 7) as DESIGN.md section 3 defines them. */
describe('prize tables: admin routes', () => {
  let t: PrizesApp;
  beforeAll(async () => {
    t = await startPrizesApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the defaults of every table a period has, returning 50-60% per period', async () => {
    const seq = (await t.jackpot('3h/sequence')).json();
    expect(seq).toEqual({
      err: 'N',
      msg: 'Jackpot settings fetched successfully',
      data: {
        period: '3h', mode: 'sequence', fiveN: 100_000, fourN: 10_000, threeN: 300, twoN: 20, oneN: 1,
        jackpotAmount: 100_000, potShare: 10, returnToPlayer: 20.67, periodReturnToPlayer: 53.72,
      },
    });
    const weekly = (await t.jackpot('weekly/any')).json().data;
    expect(Object.keys(weekly)).toEqual([
      'period', 'mode', 'fiveN', 'fourN', 'threeN', 'twoN', 'oneN', 'fourNA', 'threeNA', 'twoNA', 'oneNA', 'onlyA',
      'jackpotAmount', 'potShare', 'returnToPlayer', 'periodReturnToPlayer',
    ]);
    for (const path of ['3h/any', '6h/sequence', '6h/any', '12h/sequence', '12h/any', '24h/any', 'weekly/any']) {
      const data = (await t.jackpot(path)).json().data;
      expect({ path, fair: data.periodReturnToPlayer >= 50 && data.periodReturnToPlayer <= 60 }).toEqual({ path, fair: true });
    }
    expect(await t.tableEvents()).toEqual([]);
  });

  it('refuses modes a period does not play (404) and unknown periods or modes (400)', async () => {
    for (const path of ['24h/sequence', 'weekly/sequence']) {
      const res = await t.jackpot(path);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({
        path, status: 404, body: { err: 'Y', msg: `The ${path.split('/')[0]} draw has no sequence prize table`, code: 'PRIZES.MODE_NOT_OFFERED' },
      });
      expect((await t.setJackpot(path, { fiveN: 1 })).statusCode).toBe(404);
    }
    expect((await t.jackpot('2h/any')).json().msg).toBe('The period must be one of 3h, 6h, 12h, 24h, weekly');
    expect((await t.jackpot('3h/lucky')).statusCode).toBe(400);
    expect((await t.jackpot('3h/lucky')).json().msg).toBe('The mode must be one of any, sequence');
    expect((await t.setJackpot('3h/ANY', { fiveN: 1 })).statusCode).toBe(400);
    expect(await t.tableEvents()).toEqual([]);
  });

  it('changes the fields sent, keeps the others, and records each change with the admin who made it', async () => {
    const res = await t.setJackpot('3h/any', { twoN: 5, threeN: '90.5', jackpotAmount: '12345.67', potShare: 7.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      err: 'N',
      msg: 'Jackpot settings updated successfully',
      data: { period: '3h', mode: 'any', fiveN: 20_000, fourN: 2000, threeN: 90.5, twoN: 5, oneN: 0, jackpotAmount: 12_345.67, potShare: 7.5 },
    });
    expect((await t.jackpot('3h/any')).json().data).toEqual(res.json().data);
    // The other mode and the other periods are untouched.
    expect((await t.jackpot('3h/sequence')).json().data.potShare).toBe(10);
    expect((await t.jackpot('6h/any')).json().data.twoN).toBe(4);

    await t.setJackpot('weekly/any', { onlyA: 2, fourNA: '25000' }, t.admin2);
    const events = await t.tableEvents();
    expect(events.map((e) => [e.type, e.data.period, e.data.mode, e.metadata.actor])).toEqual([
      ['PrizeTableChanged', '3h', 'any', `admin:${t.adminIds.chief}`],
      ['PrizeTableChanged', 'weekly', 'any', `admin:${t.adminIds.second}`],
    ]);
    expect(events[0]!.data).toEqual({
      period: '3h', mode: 'any', multipliers: { fiveN: 20_000, fourN: 2000, threeN: 90.5, twoN: 5, oneN: 0 }, jackpotPaise: 1_234_567, potShareBps: 750,
    });
    expect(events[1]!.data.multipliers).toMatchObject({ onlyA: 2, fourNA: 25_000, threeNA: 500 });
    expect(events.every((e) => typeof e.metadata.occurredAt === 'string' && e.metadata.correlationId)).toBe(true);
  });

  it('shows the return to player of what was saved', async () => {
    const res = await t.setJackpot('24h/any', { fiveN: 0, fourN: 0, threeN: 0, twoN: 2, oneN: 0, potShare: 10 });
    // 2 × C(5,2)·C(55,3) / C(60,5) = 524,700 / 5,461,512 = 9.607%, plus 10% of sales.
    expect(res.json().data).toMatchObject({ returnToPlayer: 19.61, periodReturnToPlayer: 19.61 });
    // Far above 100% is stored (the modal warns): an admin may run a promotion.
    expect((await t.setJackpot('24h/any', { twoN: 100 })).json().data.returnToPlayer).toBeGreaterThan(100);
  });

  it('stores a repeated change once, and a keyed retry once even after the table moved on', async () => {
    const before = (await t.tableEvents()).length;
    await t.setJackpot('6h/sequence', { oneN: 2 });
    await t.setJackpot('6h/sequence', { oneN: 2 });
    expect((await t.tableEvents()).length).toBe(before + 1);

    const keyed = await t.setJackpot('6h/sequence', { oneN: 3 }, t.admin, { 'idempotency-key': 'modal-save-1' });
    await t.setJackpot('6h/sequence', { oneN: 4 });
    const retry = await t.setJackpot('6h/sequence', { oneN: 3 }, t.admin, { 'idempotency-key': 'modal-save-1' });
    expect([keyed.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json().data.oneN).toBe(4);
    const other = await t.setJackpot('6h/sequence', { oneN: 5 }, t.admin, { 'idempotency-key': 'modal-save-1' });
    expect(other.statusCode).toBe(409);
    expect((await t.jackpot('6h/sequence')).json().data.oneN).toBe(4);
    expect((await t.tableEvents()).length).toBe(before + 3);
  });

  it('takes ten identical changes at once as one event', async () => {
    const before = (await t.tableEvents()).length;
    const all = await Promise.all(Array.from({ length: 10 }, () => t.setJackpot('12h/any', { twoN: 2.25 })));
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await t.tableEvents()).length).toBe(before + 1);
  });

  it('lets only admins change a table: auditors read, players and strangers are refused', async () => {
    const player = await t.player('pratik');
    const before = (await t.tableEvents()).length;
    expect((await t.jackpot('3h/any', t.auditor)).statusCode).toBe(200);
    expect((await t.setJackpot('3h/any', { twoN: 9 }, t.auditor)).statusCode).toBe(403);
    expect((await t.jackpot('3h/any', player.token)).statusCode).toBe(403);
    expect((await t.setJackpot('3h/any', { twoN: 9 }, player.token)).statusCode).toBe(403);
    expect((await t.request('GET', '/admin/settings/jackpot/3h/any')).statusCode).toBe(401);
    expect((await t.request('POST', '/admin/settings/jackpot/3h/any', { payload: { twoN: 9 } })).statusCode).toBe(401);
    expect((await t.tableEvents()).length).toBe(before);
  });
});
