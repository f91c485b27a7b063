import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../shared/testing/test-app.js';
import { DrawScheduler } from '../../scheduler/draw-scheduler.js';

const ist = (local: string) => new Date(`${local}+05:30`);
/** The contract's hash, recomputed here from the answer alone, as an archiver would. */
const hashOf = (e: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(['fairdraw-close-v1', e.seq, e.draw_id, e.period, e.ticket_count, e.sales_paise, e.ticket_root, e.closed_at, e.prev_hash]))
    .digest('hex');

/** GET /draws/closes on the whole server: public, paged by seq, and closed to every malformed parameter. */
describe('GET /draws/closes', () => {
  let t: TestApp;
  const get = (query = '') => t.request('GET', `/draws/closes${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    const scheduler = t.app.get(DrawScheduler);
    // Monday 5 January 2026: the 12h, 3h and 24h rounds on sale at 10:00 IST close at 10:30, 11:30 and 13:30.
    for (const at of ['2026-01-05T10:00', '2026-01-05T10:30', '2026-01-05T11:30', '2026-01-05T13:30']) {
      t.clock.set(ist(at));
      expect((await scheduler.tick()).failed).toEqual([]);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every close, oldest first, without sign-in, each chained to the one before', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Closes fetched successfully' });
    expect(body.data.map((e: { draw_id: string }) => e.draw_id)).toEqual(['12h-2026-01-04T17:30:00.000Z', '3h-2026-01-05T03:30:00.000Z', '24h-2026-01-04T08:30:00.000Z']);
    expect(body.data[1]).toEqual({
      seq: 2,
      draw_id: '3h-2026-01-05T03:30:00.000Z',
      period: '3h',
      ticket_count: 0,
      sales: 0,
      sales_paise: 0,
      ticket_root: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      closed_at: '2026-01-05T06:00:00.000Z',
      prev_hash: body.data[0].hash,
      hash: hashOf(body.data[1]),
    });
    let prev = '0'.repeat(64);
    for (const [i, e] of body.data.entries()) {
      expect([e.seq, e.prev_hash, e.hash]).toEqual([i + 1, prev, hashOf(e)]);
      prev = e.hash;
    }
  });

  it('pages by seq: since and limit', async () => {
    expect((await get('?since=1&limit=1')).json().data.map((e: { seq: number }) => e.seq)).toEqual([2]);
    expect((await get('?since=1')).json().data.map((e: { seq: number }) => e.seq)).toEqual([2, 3]);
    expect((await get('?limit=500&since=0')).json().data).toHaveLength(3);
    for (const since of ['3', '9007199254740991']) {
      const res = await get(`?since=${since}`);
      expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: 'No more closes yet', data: [] }]);
    }
  });

  it('refuses malformed parameters with a 400 that says what is wrong, never a server error', async () => {
    const cases: Array<[string, string]> = [
      ['?since=-1', 'since must be 0 or more'],
      ['?since=abc', 'since must be a whole number'],
      ['?since=1.5', 'since must be a whole number'],
      ['?since=1e3', 'since must be a whole number'],
      ['?since=0x10', 'since must be a whole number'],
      ['?since=', 'since must be a whole number'],
      ['?since=%201', 'since must be a whole number'],
      ['?since=9007199254740992', 'since is too large'],
      ['?since=99999999999999999999999', 'since is too large'],
      ['?since=1&since=2', 'since must be a whole number'],
      ['?limit=0', 'limit must be between 1 and 500'],
      ['?limit=-5', 'limit must be between 1 and 500'],
      ['?limit=501', 'limit must be between 1 and 500'],
      ['?limit=ten', 'limit must be a whole number'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect({ query, status: res.statusCode, body: res.json() }).toEqual({ query, status: 400, body: expect.objectContaining({ success: false, message }) });
    }
    for (const query of ['?page=2', '?since[]=1', '?__proto__=1', '?constructor=1', '?since=%00', `?since=${'9'.repeat(5000)}`, '?limit=%E0%A4']) {
      const res = await get(query);
      expect({ query, clientError: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ query, clientError: true });
    }
  });

  it('is in the OpenAPI document, with its parameters and the shape of an entry', async () => {
    const doc = (await t.request('GET', '/api/docs/openapi.json')).json();
    const route = doc.paths['/draws/closes'].get;
    expect(route.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(['query:limit', 'query:since']);
    expect(route.security ?? []).toEqual([]);
    expect(Object.keys(doc.components.schemas.CloseEntryData.properties).sort()).toEqual(
      ['closed_at', 'draw_id', 'hash', 'period', 'prev_hash', 'sales', 'sales_paise', 'seq', 'ticket_count', 'ticket_root'],
    );
    expect(route.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/CloseFeedResponse');
  });
});
