import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';
import { parseCsvRecords } from './csv-parse.js';

/**
 * The auditor's console on one wallet (contract A4-A6): its event history with running
 * balances and its CSV, the replay against the read models and the hash-chain check, for
 * admins and auditors alike; refused to players; an altered event named by both checks.
 */
describe('auditor console: one wallet', () => {
  let t: MoneyApp;
  let asha: Player;
  let ravi: Player;
  const noOne = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_aw');
    ravi = await t.player('ravi_aw', { referralCode: asha.referralCode });
    expect((await t.post('/admin/settings/referral-code-amount', { amount: 20 }, t.admin)).statusCode).toBe(200);
    await t.fund(asha, 3000);
    await t.fund(ravi, 800); // asha earns the referral bonus
    const withdraw = async (amount: string) =>
      (await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount, ...BANK })).json().data._id as string;
    const paid = await withdraw('500');
    const rejected = await withdraw('200');
    await withdraw('50'); // stays held
    expect((await t.put(`/admin/withdraws/${paid}`, { status: 'done', amount: 450 }, t.admin)).statusCode).toBe(200);
    expect((await t.put(`/admin/withdraws/${rejected}`, { status: 'rejected', reason: 'Wrong account' }, t.admin)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const events = (userId: string, query = '', token = t.auditor) => t.get(`/admin/wallets/${userId}/events${query}`, token);
  const balancesRow = async (userId: string) => {
    const [row] = await t.sql('SELECT money, referral, held, version FROM wallet_balances WHERE user_id = $1', [userId]);
    return { money: Number(row.money) / 100, referral: Number(row.referral) / 100, held: Number(row.held) / 100, version: row.version };
  };

  it('lists every event newest first with reference, amount, actor and the balances after it, ending at wallet_balances', async () => {
    const res = await events(asha.id, '?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const stored = await balancesRow(asha.id);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: stored.version, totalPages: 1 });
    const rows = body.data;
    expect(rows.map((r: any) => r.version)).toEqual(Array.from({ length: stored.version }, (_, i) => stored.version - i));
    expect(rows[0].balances).toEqual({ money: stored.money, referral: stored.referral, held: stored.held });
    // 3,000 in, 450 paid out, 50 still held; the bonus for ravi's first deposit.
    expect(stored).toEqual({ money: 2500, referral: 20, held: 50, version: rows.length });
    // Oldest first, each row's change is the step between the balances before and after it.
    const oldest = [...rows].reverse();
    let before = { money: 0, referral: 0, held: 0 };
    for (const r of oldest) {
      expect(r.change).toEqual({ money: round(r.balances.money - before.money), referral: round(r.balances.referral - before.referral), held: round(r.balances.held - before.held) });
      expect(r).toEqual(expect.objectContaining({ eventId: expect.any(String), hash: expect.stringMatching(/^[0-9a-f]{64}$/), occurredAt: expect.any(String), recordedAt: expect.any(String), correlationId: expect.any(String) }));
      before = r.balances;
    }
    const [adminRow] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
    expect(oldest.map((r: any) => [r.type, r.reference.kind, r.amount])).toEqual([
      ['WalletOpened', null, null],
      ['DepositCredited', 'deposit_request', 3000],
      ['ReferralCredited', 'referred_player', 20],
      ['FundsHeld', 'withdrawal_request', 500],
      ['FundsHeld', 'withdrawal_request', 200],
      ['FundsHeld', 'withdrawal_request', 50],
      // The admin changed the amount to 450 before paying: the hold follows, then is captured.
      ...oldest.slice(6).map((r: any) => [r.type, 'withdrawal_request', r.amount]),
    ]);
    const credit = oldest[1];
    expect(credit).toMatchObject({ actor: `admin:${adminRow.id}`, actorName: 'chief', change: { money: 3000, referral: 0, held: 0 } });
    expect(oldest[2].reference).toEqual({ kind: 'referred_player', id: ravi.id });
    const [deposit] = await t.sql(`SELECT request_id FROM deposit_requests WHERE user_id = $1`, [asha.id]);
    expect(credit.reference.id).toBe(deposit.request_id);
    expect(oldest.some((r: any) => r.type === 'HoldCaptured' && r.change.held < 0 && r.change.money === 0)).toBe(true);
    expect(oldest.some((r: any) => r.type === 'HoldReleased' && r.change.money === 200 && r.change.held === -200)).toBe(true);
  });

  it('pages newest first by default and oldest first on order=asc', async () => {
    const total = (await balancesRow(asha.id)).version;
    const first = (await events(asha.id, '?page=1&limit=3')).json();
    const second = (await events(asha.id, '?page=2&limit=3')).json();
    expect(first.data.map((r: any) => r.version)).toEqual([total, total - 1, total - 2]);
    expect(second.data.map((r: any) => r.version)).toEqual([total - 3, total - 4, total - 5]);
    expect(first.pagination).toEqual({ page: 1, limit: 3, total, totalPages: Math.ceil(total / 3) });
    const asc = (await events(asha.id, '?order=asc&page=2&limit=2')).json();
    expect(asc.data.map((r: any) => r.version)).toEqual([3, 4]);
    expect(asc.data[0].balances).toEqual({ money: 3000, referral: 20, held: 0 });
    expect(asc.pagination).toEqual({ page: 2, limit: 2, total, totalPages: Math.ceil(total / 2) });
    const beyond = (await events(asha.id, '?page=99&limit=100')).json();
    expect([beyond.data, beyond.pagination.total]).toEqual([[], total]);
  });

  it('downloads the history as CSV, oldest first, whose last balances are wallet_balances', async () => {
    // fetch's text() drops a byte-order mark: read the bytes.
    const res = await fetch(`${t.baseUrl}/admin/wallets/${asha.id}/events.csv`, { headers: { authorization: `Bearer ${t.auditor}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="wallet-${asha.id}-events.csv"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = parseCsvRecords(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'version', 'occurred_at', 'type', 'reference_kind', 'reference_id', 'amount', 'money_change', 'referral_change', 'held_change',
      'money_balance', 'referral_balance', 'held_balance', 'actor', 'event_id', 'hash',
    ]);
    const stored = await balancesRow(asha.id);
    expect(lines.map((l) => Number(l[0]))).toEqual(Array.from({ length: stored.version }, (_, i) => i + 1));
    const last = lines.at(-1)!;
    expect(last.slice(9, 12).map(Number)).toEqual([stored.money, stored.referral, stored.held]);
    expect(lines[1].slice(2, 12)).toEqual(['DepositCredited', 'deposit_request', expect.any(String), '3000.00', '3000.00', '0.00', '0.00', '3000.00', '0.00', '0.00']);
    const json = (await events(asha.id, '?order=asc&limit=100')).json().data;
    expect(lines.map((l) => [l[13], l[14]])).toEqual(json.map((r: any) => [r.eventId, r.hash]));
  });

  it('replays to the read models and finds the chain intact, for auditors and admins alike', async () => {
    for (const token of [t.auditor, t.admin]) {
      const replay = await t.post(`/admin/wallets/${asha.id}/replay`, {}, token);
      expect(replay.statusCode).toBe(200);
      const stored = await balancesRow(asha.id);
      expect(replay.json().data).toEqual({
        userId: asha.id,
        streamId: `wallet-${asha.id}`,
        events: stored.version,
        match: true,
        replayed: stored,
        projected: stored,
        ledger: { money: stored.money, referral: stored.referral, held: stored.held },
        firstMismatch: null,
      });
      const chain = await t.post(`/admin/wallets/${asha.id}/verify-chain`, {}, token);
      expect(chain.statusCode).toBe(200);
      expect(chain.json().data).toEqual({ streamId: `wallet-${asha.id}`, events: stored.version, ok: true, brokenAt: null });
    }
  });

  it("reads any player's wallet for admins, 404 for ids that are no player's, and refuses players and the anonymous", async () => {
    expect((await events(ravi.id, '', t.admin)).statusCode).toBe(200);
    for (const id of [noOne, 'not-a-uuid', asha.id.toUpperCase().replace(/-/g, '')]) {
      for (const [method, path] of [['GET', 'events'], ['GET', 'events.csv'], ['POST', 'replay'], ['POST', 'verify-chain']]) {
        const res = await t.request(method, `/admin/wallets/${encodeURIComponent(id)}/${path}`, { token: t.auditor, payload: method === 'POST' ? {} : undefined });
        expect([id, path, res.statusCode, res.json()]).toEqual([id, path, 404, { err: 'Y', msg: 'Player not found', code: 'AUDIT.PLAYER_NOT_FOUND' }]);
      }
    }
    for (const [method, path] of [['GET', 'events'], ['GET', 'events.csv'], ['POST', 'replay'], ['POST', 'verify-chain']]) {
      // Not even their own wallet through the console.
      const own = await t.request(method, `/admin/wallets/${asha.id}/${path}`, { token: asha.token, payload: method === 'POST' ? {} : undefined });
      expect([path, own.statusCode]).toEqual([path, 403]);
      const anonymous = await t.request(method, `/admin/wallets/${asha.id}/${path}`, { payload: method === 'POST' ? {} : undefined });
      expect([path, anonymous.statusCode]).toEqual([path, 401]);
    }
  });

  it('answers hostile query strings with 400, never a 500', async () => {
    for (const query of [
      '?page=0', '?page=-1', '?page=1e400', '?page=99999999999', '?limit=101', '?limit=0', '?limit=abc', '?order=sideways',
      '?order=__proto__', '?__proto__=1', '?constructor[prototype]=1', '?order=desc%00', '?page=1&page=2', '?order[]=asc',
      `?order=${'d'.repeat(10_000)}`, '?order=%E2%80%AE', '?order=%ED%A0%80',
    ]) {
      const res = await events(asha.id, query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json()).toMatchObject({ err: 'Y', msg: expect.any(String) });
    }
    const controlInId = await events(`${asha.id}%01`);
    expect(controlInId.statusCode).toBeLessThan(500);
    expect([400, 404]).toContain(controlInId.statusCode);
  });

  it('names an altered event: the replay’s first mismatch and the chain’s first break are that event', async () => {
    const [credit] = await t.sql(`SELECT event_id, stream_version, data FROM events WHERE stream_id = $1 AND type = 'DepositCredited'`, [`wallet-${asha.id}`]);
    await t.sql(`UPDATE events SET data = jsonb_set(data, '{amountPaise}', '30000000') WHERE event_id = $1`, [credit.event_id]);
    try {
      const replay = (await t.post(`/admin/wallets/${asha.id}/replay`, {}, t.auditor)).json().data;
      expect(replay.match).toBe(false);
      expect(replay.firstMismatch).toMatchObject({
        version: credit.stream_version,
        eventId: credit.event_id,
        type: 'DepositCredited',
        source: 'ledger_postings',
        replayed: { money: 300_000, referral: 0, held: 0 },
        projected: { money: 3000, referral: 0, held: 0 },
      });
      expect(replay.firstMismatch.problem).toContain(`Event ${credit.stream_version} (DepositCredited, ${credit.event_id})`);
      expect(replay.replayed.money).toBe(replay.projected.money + 297_000);

      const chain = (await t.post(`/admin/wallets/${asha.id}/verify-chain`, {}, t.auditor)).json().data;
      expect(chain).toMatchObject({ ok: false, brokenAt: { version: credit.stream_version, eventId: credit.event_id, type: 'DepositCredited' } });
      expect(chain.brokenAt.problem).toContain('does not match its hash');

      // The history still shows, with the altered amount as stored.
      const history = (await events(asha.id, '?order=asc&limit=3')).json().data;
      expect(history[1]).toMatchObject({ type: 'DepositCredited', amount: 300_000 });
    } finally {
      await t.sql('UPDATE events SET data = $2 WHERE event_id = $1', [credit.event_id, credit.data]);
    }
    expect((await t.post(`/admin/wallets/${asha.id}/replay`, {}, t.auditor)).json().data.match).toBe(true);
    expect((await t.post(`/admin/wallets/${asha.id}/verify-chain`, {}, t.auditor)).json().data.ok).toBe(true);
  });

  it('names a removed event as missing', async () => {
    const [held] = await t.sql(`SELECT * FROM events WHERE stream_id = $1 AND stream_version = 4`, [`wallet-${asha.id}`]);
    await t.sql('DELETE FROM events WHERE global_position = $1', [held.global_position]);
    try {
      const chain = (await t.post(`/admin/wallets/${asha.id}/verify-chain`, {}, t.admin)).json().data;
      expect(chain).toMatchObject({ ok: false, brokenAt: { version: 4, eventId: null, type: null, problem: expect.stringContaining('Event 4 is not stored') } });
      const replay = (await t.post(`/admin/wallets/${asha.id}/replay`, {}, t.admin)).json().data;
      expect(replay.match).toBe(false);
      expect(replay.firstMismatch.source).toBe('ledger_postings');
    } finally {
      await t.sql(
        `INSERT INTO events (global_position, tx_id, event_id, stream_id, stream_version, type, data, metadata, hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [held.global_position, held.tx_id, held.event_id, held.stream_id, held.stream_version, held.type, held.data, held.metadata, held.hash, held.created_at],
      );
    }
    expect((await t.post(`/admin/wallets/${asha.id}/verify-chain`, {}, t.admin)).json().data.ok).toBe(true);
  });
});

const round = (n: number) => Math.round(n * 100) / 100;
