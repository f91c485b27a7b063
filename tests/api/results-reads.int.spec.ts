import { createHash } from 'node:crypto';
import { verifyMerkleProof } from '../../server/src/draws/rounds/ticket-set/ticket-root.js';
import { evaluateTicket } from '../../server/src/draws/settlement/ticket-evaluation.js';
import type { Player } from './money-harness.js';
import { ticket } from './draws-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

const leafHash = (leaf: string) => createHash('sha256').update(Buffer.from([0])).update(leaf, 'utf8').digest();

/**
 * The read side of results, by the clock: a round's result appears in the last-result
 * panel, the public history and its proof only from result_at; the seed only from
 * draw_at; each ticket's receipt from close and its outcome once settled.
 */
describe('results: last result, history, proofs, tickets', () => {
  let t: ResultsApp;
  let asha: Player;
  let bo: Player;
  let first: { roundId: string; closeAt: string; drawAt: string };
  const ashaTickets: string[] = [];
  let boTicket: string;

  beforeAll(async () => {
    t = await startResultsApp();
    first = await t.openReal('3h'); // Tuesday 09:00 IST: closes 06:00Z, draws 06:20Z
    [asha, bo] = [await t.player('asha_res'), await t.player('bo_res')];
    await t.credit(asha, 1_000);
    await t.credit(bo, 1_000);
    for (const numbers of [[1, 2, 3, 4, 5], [5, 4, 3, 2, 1]]) {
      const res = await t.buy(asha, ticket(first.roundId, '3h', numbers));
      expect(res.statusCode).toBe(201);
      ashaTickets.push(res.json().data.tickets[0]._id);
    }
    boTicket = (await t.buy(bo, ticket(first.roundId, '3h', [70, 71, 72, 73, 74]))).json().data.tickets[0]._id;
  });
  afterAll(() => t.close());

  const proof = async (id: string) => (await t.get(`/draws/${encodeURIComponent(id)}/proof`)).json().data;
  const lastResult = async () => (await t.get('/user/draws/last-result?period=3h', asha.token)).json();
  const history = async (query = 'period=3h') => (await t.get(`/draws/results?${query}`)).json();

  it('while open: the proof shows the commitment and no set, seed or result; tickets have no receipt or outcome', async () => {
    const p = await proof(first.roundId);
    expect(p).toMatchObject({ draw_id: first.roundId, period: '3h', stage: 'open', ticket_count: null, ticket_root: null, seed: null, result: null, result_at: null, settlement: null });
    expect(p.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(p.beacon).toEqual({ round: null, chain_hash: null, chain: null, round_time: null, randomness: null, signature: null, status: null });
    // No beacon configured: the proof says the operator could have influenced the result.
    expect(p).toMatchObject({ source: 'rng', operator_trusted: true });
    const mine = (await t.get(`/user/tickets/${ashaTickets[0]}`, asha.token)).json().data;
    expect(mine).toMatchObject({ _id: ashaTickets[0], outcome: null, receipt: null });
  });

  it('from close: count, sales and root on the proof; each ticket a receipt that leads to the root; another player still gets 404', async () => {
    t.at(first.closeAt);
    await t.closeRound(first.roundId);
    const p = await proof(first.roundId);
    expect(p).toMatchObject({ stage: 'closed', ticket_count: 3, sales: 300, seed: null, result: null });
    for (const [player, id] of [[asha, ashaTickets[0]], [asha, ashaTickets[1]], [bo, boTicket]] as const) {
      const { receipt } = (await t.get(`/user/tickets/${id}`, player.token)).json().data;
      expect(receipt.root).toBe(p.ticket_root);
      expect(JSON.parse(receipt.leaf)[2]).toBe(id);
      expect(verifyMerkleProof(leafHash(receipt.leaf), receipt.proof, p.ticket_root)).toBe(true);
    }
    const foreign = await t.get(`/user/tickets/${ashaTickets[0]}`, bo.token);
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: 404, body: { success: false, message: 'Ticket not found', code: 'DRAWS.TICKET_NOT_FOUND' } });
  });

  it('a manual result posted before draw_at is shown nowhere until draw_at', async () => {
    t.at('2026-01-06T06:05:00.000Z');
    await t.recordResult(first.roundId, [1, 2, 3, 4, 5], null, 'admin-42');
    for (const at of ['2026-01-06T06:05:00.000Z', '2026-01-06T06:19:59.999Z']) {
      t.at(at);
      expect((await lastResult()).data).toEqual({ result: null, result_at: null, draw_id: null, result_source: null });
      expect(await history()).toMatchObject({ success: true, message: 'No results yet for this period', data: [], total: 0 });
      const p = await proof(first.roundId);
      expect(p).toMatchObject({ stage: 'closed', result: null, result_at: null, result_source: null, admin_id: null, seed: null });
      expect(JSON.stringify(p)).not.toContain(await t.seedOf(first.roundId));
    }
  });

  it('from draw_at: the result in the last-result panel, the history and the proof, with the seed that matches the commitment', async () => {
    t.at(first.drawAt);
    const result = { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 };
    expect(await lastResult()).toEqual({
      success: true,
      message: 'Result fetched successfully',
      data: { result, result_at: first.drawAt, draw_id: first.roundId, result_source: 'manual' },
    });
    const h = await history();
    expect(h).toMatchObject({ success: true, page: 1, limit: 20, total: 1 });
    expect(h.data).toEqual([
      {
        draw_id: first.roundId, period: '3h', start_at: expect.any(String), close_at: first.closeAt, draw_at: first.drawAt,
        result_at: first.drawAt, result, result_source: 'manual', ticket_count: 3, sales: 300,
      },
    ]);
    const p = await proof(first.roundId);
    expect(p).toMatchObject({ stage: 'resulted', result, result_at: first.drawAt, result_source: 'manual', admin_id: 'admin-42', rng_version: null, settlement: null });
    expect(p.seed).toBe(await t.seedOf(first.roundId));
    expect(createHash('sha256').update(Buffer.from(p.seed, 'hex')).digest('hex')).toBe(p.commitment);
    // Published, not settled: no outcome yet.
    expect((await t.get(`/user/tickets/${ashaTickets[0]}`, asha.token)).json().data.outcome).toBeNull();
  });

  it('once settled: each ticket its matches and prize (the settlement evaluation), the proof what the round paid', async () => {
    const settlement = await t.recordSettlement(first.roundId);
    const page = (await t.get('/user/tickets?period=3h', asha.token)).json().data;
    const byId = Object.fromEntries(page.map((x: any) => [x._id, x]));
    const shares = Object.fromEntries(settlement.pots.map((p) => [p.name, p.perTicketPaise]));
    for (const [id, numbers] of [[ashaTickets[0], [1, 2, 3, 4, 5]], [ashaTickets[1], [5, 4, 3, 2, 1]]] as const) {
      const e = evaluateTicket('3h', { numbers, letter: null, pricePaise: 10_000 }, { numbers: [1, 2, 3, 4, 5], letter: null }, settlement.tables, shares);
      expect(byId[id].outcome).toEqual({ matches: { sequence: e.sequence, any: e.any }, prize: e.prizePaise / 100, pots: e.pots });
    }
    expect(byId[ashaTickets[0]].outcome).toMatchObject({ matches: { sequence: 5, any: 5 }, pots: ['jackpot', 'minipot'] });
    expect(byId[ashaTickets[1]].outcome).toMatchObject({ matches: { sequence: 1, any: 5 }, pots: ['minipot'] });
    expect((await t.get(`/user/tickets/${boTicket}`, bo.token)).json().data.outcome).toEqual({ matches: { sequence: 0, any: 0 }, prize: 0, pots: [] });
    const p = await proof(first.roundId);
    expect(p.stage).toBe('settled');
    expect(p.settlement).toMatchObject({
      ticket_count: 3, sales: 300, winners: 1, winning_tickets: 2, prizes: settlement.prizesPaise / 100, house_share: settlement.houseSharePaise / 100,
    });
    expect(p.settlement.pots.map((x: any) => [x.name, x.winning_tickets])).toEqual([['jackpot', 1], ['minipot', 2]]);
  });

  it('the history pages newest first, only published results', async () => {
    t.at('2026-01-06T06:30:00.000Z'); // 12:00 IST: the next 3h round
    const second = await t.openReal('3h');
    t.at(second.closeAt);
    await t.closeRound(second.roundId);
    await t.recordResult(second.roundId, [75, 74, 73, 72, 71]);
    expect((await history()).total).toBe(1); // before its draw_at
    t.at(second.drawAt);
    const one = await history('period=3h&page=1&limit=1');
    expect(one).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(one.data.map((r: any) => [r.draw_id, r.ticket_count, r.sales])).toEqual([[second.roundId, 0, 0]]);
    expect((await history('period=3h&page=2&limit=1')).data.map((r: any) => r.draw_id)).toEqual([first.roundId]);
    expect((await history('period=3h&page=3&limit=1')).data).toEqual([]);
    expect((await history('period=6h')).total).toBe(0);
    expect((await lastResult()).data.draw_id).toBe(second.roundId);
  });

  it('public routes need no sign-in and answer every role alike; bad parameters are clear 400s, unknown draws 404', async () => {
    for (const token of [undefined, asha.token, t.admin, t.auditor]) {
      expect((await t.get('/draws/results?period=3h', token)).statusCode).toBe(200);
      expect((await t.get(`/draws/${first.roundId}/proof`, token)).statusCode).toBe(200);
    }
    const cases: Array<[string, number, string]> = [
      ['/draws/results', 400, 'period must be one of 3h, 6h, 12h, 24h, weekly'],
      ['/draws/results?period=monthly', 400, 'period must be one of 3h, 6h, 12h, 24h, weekly'],
      ['/draws/results?period=3h&page=0', 400, 'page must be at least 1'],
      ['/draws/results?period=3h&page=1.5', 400, 'page must be a whole number'],
      ['/draws/results?period=3h&limit=101', 400, 'limit must be between 1 and 100'],
      ['/draws/results?period=3h&limit=abc', 400, 'limit must be a whole number'],
      ['/draws/results?period=3h&page=99999999999', 400, 'page is too large'],
      ['/draws/results?period=3h&x=1', 400, "Unknown field 'x'"],
      ['/draws/results?period=3h%00', 400, 'period must not contain control characters'],
      ['/draws/3h-2030-01-01T03:30:00.000Z/proof', 404, 'Draw not found'],
      [`/draws/${'x'.repeat(100)}/proof`, 404, 'Draw not found'],
      ['/draws/%E2%80%AE/proof', 400, 'drawId must not contain text-direction control characters'],
    ];
    for (const [url, status, message] of cases) {
      const res = await t.get(url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, status, message]);
    }
    // Longer than any draw id: refused by the router itself, still a 4xx with a message.
    const long = await t.get(`/draws/${'x'.repeat(5_000)}/proof`);
    expect([long.statusCode, typeof long.json().message]).toEqual([414, 'string']);
  });

  it('the result routes are in the OpenAPI document', async () => {
    const doc = (await t.get('/api/docs/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/draws/results', '/draws/{drawId}/proof']));
    expect(doc.paths['/draws/{drawId}/proof'].get.security ?? []).toEqual([]);
  });
});
