import { CommandBus } from '@nestjs/cqrs';
import { SettleRound } from '../../server/src/draws/settlement/commands/settle-round/settle-round.command.js';
import type { RoundTimes } from '../../server/src/draws/rounds/round-calendar.js';
import { ticket } from './draws-harness.js';
import type { Player } from './money-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';
import { fetchCsv, parseCsv } from './csv-parse.js';

/**
 * The admin's rounds (contract A8) through a round's whole life with the real close,
 * result and settlement: what the list shows at each time, never a result before its
 * result_at (a result posted early leaves the round 'closed') nor a seed, and, once
 * settled, the figures RoundSettled recorded, which add up against the sales.
 */
describe('admin records: rounds', () => {
  let t: ResultsApp;
  let round: RoundTimes;
  let sixHour: RoundTimes;
  let asha: Player;
  let ravi: Player;
  const rounds = async (query = '', token = t.admin) => {
    const res = await t.get(`/admin/rounds${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const row = async (drawId: string) => (await rounds('?limit=100')).data.find((r: { draw_id: string }) => r.draw_id === drawId);

  beforeAll(async () => {
    t = await startResultsApp();
    await t.setSource('3h', 'manual');
    round = await t.openReal('3h');
    sixHour = await t.openReal('6h');
    asha = await t.player('asha_rounds');
    ravi = await t.player('ravi_rounds');
    await t.credit(asha, 1_000);
    await t.credit(ravi, 1_000);
    expect((await t.buy(asha, ticket(round.roundId, '3h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    expect((await t.buy(asha, ticket(round.roundId, '3h', [60, 61, 62, 63, 64]))).statusCode).toBe(201);
    expect((await t.buy(ravi, ticket(round.roundId, '3h', [5, 4, 3, 2, 1]))).statusCode).toBe(201);
    expect((await t.buy(ravi, ticket(sixHour.roundId, '6h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('shows an open round with its name, price and proof page, and no figures before the close', async () => {
    const open = await row(round.roundId);
    expect(open).toEqual({
      draw_id: round.roundId, period: '3h', name: 'Vibrant', start_at: round.startAt, close_at: round.closeAt, draw_at: round.drawAt,
      status: 'open', round_amount: 100, ticket_count: null, sales: null, prizes_paid: null, fixed_prizes: null, pot_prizes: null, winners: null,
      pots: [], house_share: null, result: null, result_at: null, result_source: null, beacon_status: null, settled_at: null,
      proof_url: `/draws/${encodeURIComponent(round.roundId)}/proof`,
    });
    expect((await rounds('?status=open')).data.map((r: { draw_id: string }) => r.draw_id).sort()).toEqual([round.roundId, sixHour.roundId].sort());
  });

  it('keeps a result posted before draw_at out of every view until then, and shows it from result_at', async () => {
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    t.at(new Date(Date.parse(round.closeAt) + 60_000));
    const posted = await t.postResult('3h', { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 });
    expect(posted.statusCode).toBe(200);
    const seed = await t.seedOf(round.roundId);

    const early = await rounds('?period=3h');
    expect(early.data).toEqual([expect.objectContaining({ draw_id: round.roundId, status: 'closed', ticket_count: 3, sales: 300, result: null, result_at: null, result_source: null })]);
    expect((await rounds('?status=resulted')).data).toEqual([]);
    expect((await rounds('?status=closed')).data.map((r: { draw_id: string }) => r.draw_id)).toEqual([round.roundId]);
    const csvEarly = await fetchCsv(t.baseUrl, '/admin/rounds.csv', t.auditor);
    for (const body of [JSON.stringify(early), csvEarly.text]) {
      expect(body).not.toContain(seed);
      expect(body).not.toMatch(/01 02 03 04 05|"numbers"\s*:\s*\[/);
    }

    t.at(round.drawAt);
    const published = await row(round.roundId);
    expect(published).toMatchObject({ status: 'resulted', result: { numbers: [1, 2, 3, 4, 5], letter: null }, result_source: 'manual', result_at: round.drawAt });
    expect(JSON.stringify(await rounds())).not.toContain(seed);
    expect((await rounds('?status=resulted')).data.map((r: { draw_id: string }) => r.draw_id)).toEqual([round.roundId]);
  });

  it('shows the settled figures as RoundSettled recorded them, adding up against the sales', async () => {
    const meta = { actor: 'system:test', correlationId: 'records-rounds', causationId: null };
    expect((await t.app.get(CommandBus).execute(new SettleRound(round.roundId, meta))).outcome).toBe('settled');
    const settled = await row(round.roundId);
    const [{ settlement, settled_at }] = await t.sql('SELECT settlement, settled_at FROM rounds WHERE round_id = $1', [round.roundId]);
    const r = (paise: number) => paise / 100;
    expect(settled).toMatchObject({
      status: 'settled', ticket_count: 3, sales: 300, settled_at: settled_at.toISOString(),
      prizes_paid: r(settlement.prizesPaise), fixed_prizes: r(settlement.fixedPrizesPaise), pot_prizes: r(settlement.potPrizesPaise),
      winners: settlement.winners, house_share: r(settlement.houseSharePaise),
      pots: settlement.pots.map((p: any) => ({ pot: p.name, start: r(p.startPaise), seed: r(p.seedPaise), share: r(p.sharePaise), paid: r(p.paidPaise), carried: r(p.carriedPaise), winners: p.winningTickets })),
    });
    expect(settled.pots.map((p: { pot: string }) => p.pot)).toEqual(['jackpot', 'minipot']);
    expect(settled.winners).toBe(2);
    // What the wallets were credited is what the round says it paid.
    const [credited] = await t.sql(`SELECT sum((data->>'amountPaise')::bigint)::bigint AS paise FROM events WHERE type = 'PrizeCredited' AND data->>'roundId' = $1`, [round.roundId]);
    expect(Math.round(settled.prizes_paid * 100)).toBe(Number(credited.paise));
    // sales + what the pots carried in = prizes + what they carry on + the house's share.
    const cents = (x: number) => Math.round(x * 100);
    const carriedIn = settled.pots.reduce((s: number, p: any) => s + cents(p.start) - cents(p.seed), 0);
    const carriedOn = settled.pots.reduce((s: number, p: any) => s + cents(p.carried), 0);
    expect(cents(settled.sales) + carriedIn).toBe(cents(settled.prizes_paid) + carriedOn + cents(settled.house_share));
    expect(cents(settled.prizes_paid)).toBe(cents(settled.fixed_prizes) + settled.pots.reduce((s: number, p: any) => s + cents(p.paid), 0));
    expect((await rounds('?status=settled')).data.map((x: { draw_id: string }) => x.draw_id)).toEqual([round.roundId]);
    // The 6h round sells on, untouched.
    expect(await row(sixHour.roundId)).toMatchObject({ status: 'open', sales: null, result: null });
  });

  it('downloads the rounds as CSV, oldest first, the same figures as the list', async () => {
    const csv = await fetchCsv(t.baseUrl, '/admin/rounds.csv', t.admin);
    expect(csv).toMatchObject({ status: 200, bom: true, disposition: 'attachment; filename="rounds.csv"' });
    const { header, rows } = parseCsv(csv.text);
    expect(header.slice(0, 7)).toEqual(['draw_id', 'period', 'name', 'start_at', 'close_at', 'draw_at', 'status']);
    const list = (await rounds('?limit=100')).data.reverse();
    expect(rows.map((x) => x.draw_id)).toEqual(list.map((x: { draw_id: string }) => x.draw_id));
    const settled = list.find((x: { status: string }) => x.status === 'settled');
    const line = rows.find((x) => x.draw_id === settled.draw_id)!;
    expect(line).toMatchObject({
      status: 'settled', sales: String(settled.sales), prizes_paid: String(settled.prizes_paid), house_share: String(settled.house_share),
      jackpot_carried: String(settled.pots[0].carried), minipot_paid: String(settled.pots[1].paid), result: '01 02 03 04 05', result_source: 'manual',
      proof_url: settled.proof_url,
    });
    expect(rows.find((x) => x.draw_id === sixHour.roundId)).toMatchObject({ status: 'open', sales: '', result: '', minipot_paid: '' });
    expect(parseCsv((await fetchCsv(t.baseUrl, '/admin/rounds.csv?period=6h&status=open', t.admin)).text).rows.map((x) => x.draw_id)).toEqual([sixHour.roundId]);
  });

  it('pages the rounds newest first with the right totals', async () => {
    const first = await rounds('?limit=1&page=1');
    const second = await rounds('?limit=1&page=2');
    expect(first.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect([first.data[0].draw_id, second.data[0].draw_id]).toEqual([sixHour.roundId, round.roundId]);
    expect((await rounds('?period=weekly')).pagination.total).toBe(0);
  });

  it('downloads more rounds than a chunk, each once, oldest first (rows written straight to the read model)', async () => {
    await t.sql(`INSERT INTO rounds (round_id, period, start_at, close_at, draw_at, next_draw_at, status, price_paise, commitment, opened_at, version)
      SELECT 'weekly-bulk-' || lpad(i::text, 4, '0'), 'weekly', '2025-01-06T10:30:00Z'::timestamptz + (i / 2) * interval '7 days',
        '2025-01-12T10:00:00Z'::timestamptz + (i / 2) * interval '7 days', '2025-01-12T10:20:00Z'::timestamptz + (i / 2) * interval '7 days',
        '2025-01-13T10:30:00Z'::timestamptz + (i / 2) * interval '7 days', 'closed', 50000, 'c', '2025-01-06T10:30:00Z', 3
      FROM generate_series(1, 520) i`);
    try {
      const csv = parseCsv((await fetchCsv(t.baseUrl, '/admin/rounds.csv?period=weekly', t.admin)).text).rows;
      expect(csv).toHaveLength(520);
      expect(new Set(csv.map((r) => r.draw_id)).size).toBe(520);
      const starts = csv.map((r) => `${r.start_at} ${r.draw_id}`);
      expect(starts).toEqual([...starts].sort());
      expect((await rounds('?period=weekly&limit=1')).pagination.total).toBe(520);
    } finally {
      await t.sql(`DELETE FROM rounds WHERE round_id LIKE 'weekly-bulk-%'`);
    }
  });

  it('reads a round past its close as closed before the scheduler closes it, in the rows and the status filter alike', async () => {
    t.at(sixHour.closeAt);
    expect(await row(sixHour.roundId)).toMatchObject({ status: 'closed', sales: null });
    expect((await rounds('?status=open')).data).toEqual([]);
    expect((await rounds('?status=closed&period=6h')).data.map((r: { draw_id: string }) => r.draw_id)).toEqual([sixHour.roundId]);
    expect((await t.get(`/draws/${sixHour.roundId}/proof`)).json().data.stage).toBe('closed');
  });

  it('lets auditors read, refuses players and anonymous callers, and answers hostile query strings with 400', async () => {
    for (const url of ['/admin/rounds', '/admin/rounds.csv']) {
      expect([url, (await t.get(url, t.auditor)).statusCode]).toEqual([url, 200]);
      expect([url, (await t.get(url, asha.token)).statusCode]).toEqual([url, 403]);
      expect([url, (await t.get(url)).statusCode]).toEqual([url, 401]);
      for (const query of ['period=7h', 'period=%00', 'status=pending', 'status=open&status=closed', 'page=0', 'limit=101', 'limit=x', 'seed=1']) {
        const res = await t.get(`${url}?${query}`, t.admin);
        expect([url, query, res.statusCode]).toEqual([url, query, 400]);
      }
    }
  });
});
