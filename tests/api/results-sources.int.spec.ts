import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { PUSH_MESSAGING, type PushMessaging } from '../../server/src/notifications/push/push-messaging.js';
import { ticket } from './draws-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

class RecordingMessaging implements PushMessaging {
  readonly sent: MulticastMessage[] = [];
  async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
    this.sent.push(message);
    const responses = message.tokens.map((token) => ({ success: true, messageId: `m/${token}` })) as BatchResponse['responses'];
    return { responses, successCount: responses.length, failureCount: 0 };
  }
}

const NUMBERS = { num_1: 55, num_2: '01', num_3: 2, num_4: 3, num_5: 4 };
const RESULT = { num_1: 55, num_2: 1, num_3: 2, num_4: 3, num_5: 4 };

/**
 * One result source per round, declared when it opens: an RNG round takes no admin result;
 * a manual round (a witnessed draw) is entered by one admin and published only when a
 * different admin approves the same numbers. A change of source applies from the period's
 * next round.
 */
describe('results: one source per round, and two admins for a witnessed draw', () => {
  const messaging = new RecordingMessaging();
  let t: ResultsApp;
  beforeAll(async () => {
    t = await startResultsApp({ overrides: [{ provide: PUSH_MESSAGING, useValue: messaging }] });
  });
  afterAll(() => t.close());

  const post = (period: string, token: string, payload: object = NUMBERS) => t.request('POST', `/admin/draws/period/${period}/result`, { payload, token });
  const approve = (drawId: string, token: string, payload: object = NUMBERS) => t.request('POST', `/admin/draws/${drawId}/result/approve`, { payload, token });
  const status = async (period: string, token = t.admin) => (await t.get(`/admin/draws/period/${period}/result-status`, token)).json().data;
  const proof = async (drawId: string) => (await t.get(`/draws/${drawId}/proof`)).json().data;

  it('an RNG round takes no admin result: refused, naming its proof, before and after its close; nothing is stored', async () => {
    const round = await t.openReal('3h');
    expect(await status('3h')).toMatchObject({ draw_id: round.roundId, stage: 'on_sale', source: 'rng', next_source: 'rng', proof_url: `/draws/${round.roundId}/proof` });
    for (const at of [round.startAt, round.closeAt, round.drawAt]) {
      t.at(at);
      const res = await post('3h', t.admin);
      expect([res.statusCode, res.json().msg]).toEqual([
        409, `This draw's result comes from the random number generator: no admin can set it. See its proof at /draws/${round.roundId}/proof`,
      ]);
    }
    expect(await t.sql(`SELECT type FROM events WHERE stream_id = $1 AND type LIKE 'Result%'`, [`round-${round.roundId}`])).toEqual([]);
    expect((await proof(round.roundId)).source).toBe('rng');
  });

  it('a source change is a setting an admin makes (not an auditor), shown in the history, and applies from the next round only', async () => {
    const onSale = await t.openReal('6h');
    const bad = await t.request('POST', '/admin/settings/result-source/6h', { payload: { source: 'auto' }, token: t.admin });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, 'Choose rng or manual']);
    expect((await t.request('POST', '/admin/settings/result-source/6h', { payload: { source: 'manual' }, token: t.auditor })).statusCode).toBe(403);
    const set = await t.request('POST', '/admin/settings/result-source/6h', { payload: { source: 'manual' }, token: t.admin });
    expect(set.json()).toMatchObject({ err: 'N', msg: 'Result source updated successfully', data: { period: '6h', source: 'manual' } });
    expect((await t.get('/admin/settings/result-source', t.auditor)).json().data).toMatchObject({ '6h': 'manual', '3h': 'rng' });
    const history = (await t.get('/admin/settings/history?setting=result-source', t.admin)).json().data;
    expect(history[0]).toMatchObject({ setting: 'result-source', period: '6h', value: 'manual', previous_value: 'rng', changed_by: { username: 'chief' } });

    // The round on sale keeps the source it opened with.
    expect(await status('6h')).toMatchObject({ draw_id: onSale.roundId, source: 'rng', next_source: 'manual' });
    t.at(onSale.closeAt);
    expect((await post('6h', t.admin)).statusCode).toBe(409);
    expect((await proof(onSale.roundId)).source).toBe('rng');
  });

  it('a witnessed draw: one admin enters, the same admin cannot approve, another approves the numbers they saw; only then is it published', async () => {
    await t.setSource('12h', 'manual');
    const round = await t.openReal('12h');
    const player = await t.player('witness_p');
    await t.credit(player, 500);
    expect((await t.buy(player, ticket(round.roundId, '12h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    for (const [fcmToken, token] of [['tok-chief', t.admin], ['tok-deputy', await t.checker()]] as const) {
      const saved = await t.request('POST', '/admin/fcm-token', { payload: { fcmToken }, token });
      expect([saved.statusCode, saved.body]).toEqual([200, expect.any(String)]);
    }

    const onSale = await post('12h', t.admin);
    expect([onSale.statusCode, onSale.json().msg]).toEqual([409, 'This draw is still on sale: its result can be entered after it closes']);

    t.at(new Date(Date.parse(round.closeAt) + 60_000));
    const sent = messaging.sent.length;
    const entered = await post('12h', t.admin, { ...NUMBERS, num_1: 60 });
    expect(entered.json()).toMatchObject({
      err: 'N', msg: 'Result entered: another admin must approve it before it is published',
      data: { draw_id: round.roundId, entry: { ...RESULT, num_1: 60, entered_by: 'chief', mine: true } },
    });
    for (let i = 0; i < 100 && messaging.sent.length === sent; i++) await new Promise((r) => setTimeout(r, 20));
    expect(messaging.sent.slice(sent)).toEqual([expect.objectContaining({
      tokens: expect.arrayContaining(['tok-chief', 'tok-deputy']),
      notification: { title: 'Bonanza Draw result waits for approval', body: 'chief entered the result; another admin must approve it before it is published.' },
    })]);
    // The maker corrects the entry before anyone approved it: entry 2 replaces entry 1.
    expect((await post('12h', t.admin)).statusCode).toBe(200);
    expect(await status('12h', await t.checker())).toMatchObject({ draw_id: round.roundId, stage: 'awaiting', source: 'manual', entry: { ...RESULT, entered_by: 'chief', mine: false } });

    const own = await approve(round.roundId, t.admin);
    expect([own.statusCode, own.json().msg]).toEqual([409, 'The admin who entered a result cannot approve it: another admin must']);
    const stale = await approve(round.roundId, await t.checker(), { ...NUMBERS, num_1: 60 });
    expect([stale.statusCode, stale.json().msg]).toEqual([409, 'The entered result has changed: review it again']);
    expect((await approve(round.roundId, t.auditor)).statusCode).toBe(403);
    expect((await t.get('/user/draws/last-result?period=12h', player.token)).json().data.result).toBeNull();
    expect(await t.sql(`SELECT result_source FROM rounds WHERE round_id = $1`, [round.roundId])).toEqual([{ result_source: null }]);

    const approved = await approve(round.roundId, await t.checker());
    expect(approved.json()).toEqual({ err: 'N', msg: 'Result approved and published', data: { draw_id: round.roundId, result: RESULT, result_at: round.drawAt } });
    const again = await approve(round.roundId, await t.checker());
    expect([again.statusCode, again.json().msg]).toEqual([409, 'The result of this draw has already been posted']);
    expect((await post('12h', t.admin)).json().msg).toBe('The result of this draw has already been posted');

    t.at(round.drawAt);
    const p = await proof(round.roundId);
    expect(p).toMatchObject({
      source: 'manual', result_source: 'manual', result: RESULT, operator_trusted: false, delay: null,
      manual: { entered_by: 'chief', approved_by: 'approver', entered_at: expect.any(String), approved_at: expect.any(String) },
    });
    expect(Date.parse(p.manual.entered_at)).toBeLessThanOrEqual(Date.parse(p.manual.approved_at));
  });

  it('a witnessed draw past its draw time without approval waits, saying why; a late approval publishes at once', async () => {
    await t.setSource('24h', 'manual');
    const round = await t.openReal('24h');
    const player = await t.player('late_p');
    await t.credit(player, 500);
    expect((await t.buy(player, ticket(round.roundId, '24h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    expect((await post('24h', t.admin)).statusCode).toBe(200);
    const late = new Date(Date.parse(round.drawAt) + 45 * 60_000).toISOString();
    t.at(late);
    expect((await proof(round.roundId)).delay).toEqual({ since: round.drawAt, reason: 'approval' });
    const draws = (await t.get('/user/draws?period=24h&limit=5', player.token)).json().data;
    expect(draws.find((d: { _id: string }) => d._id === round.roundId)).toMatchObject({ source: 'manual', delay: { since: round.drawAt, reason: 'approval' } });
    expect((await approve(round.roundId, await t.checker())).json().data.result_at).toBe(late);
    expect((await t.get('/user/draws/last-result?period=24h', player.token)).json().data).toMatchObject({ draw_id: round.roundId, result_at: late, result_source: 'manual' });
  });

  it('a result sent in the first seconds after the close, before the scheduler closed the round, lands on that round', async () => {
    await t.setSource('weekly', 'manual');
    const round = await t.openReal('weekly');
    t.at(new Date(Date.parse(round.closeAt) + 1000));
    expect(await t.sql(`SELECT status FROM rounds WHERE round_id = $1`, [round.roundId])).toEqual([{ status: 'open' }]);
    const res = await post('weekly', t.admin, { ...NUMBERS, num_6: 'Q' });
    expect(res.json()).toMatchObject({ err: 'N', data: { draw_id: round.roundId, entry: { ...RESULT, num_6: 'Q' } } });
    expect(await t.sql(`SELECT status, ticket_root IS NOT NULL AS frozen FROM rounds WHERE round_id = $1`, [round.roundId])).toEqual([{ status: 'closed', frozen: true }]);
  });
});
