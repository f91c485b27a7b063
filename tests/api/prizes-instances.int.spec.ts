import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import { startPrizesApp, type PrizesApp } from './prizes-harness.js';

/**
 * Two server instances on one database (DESIGN.md section 1, scale-out): each keeps the
 * prize tables in memory, yet reads a change made by the other right after it, and
 * changes made in both at once are all stored.
 */
describe('prize tables: two instances', () => {
  let a: PrizesApp;
  let b: IdentityApp;
  beforeAll(async () => {
    a = await startPrizesApp();
    b = await startIdentityApp({ shareWith: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  const twoN = async (app: IdentityApp) => (await app.get('/admin/settings/jackpot/12h/any', a.admin)).json().data.twoN;
  const post = (app: IdentityApp, path: string, body: object, token = a.admin) => app.request('POST', `/admin/settings/jackpot/${path}`, { payload: body, token });

  it('either instance answers a change made in the other right after it', async () => {
    expect([await twoN(a), await twoN(b)]).toEqual([2, 2]);
    for (let i = 1; i <= 10; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a];
      expect((await post(writer, '12h/any', { twoN: i })).statusCode).toBe(200);
      expect({ i, read: await twoN(reader) }).toEqual({ i, read: i });
    }
  });

  it('keeps every change when admins on both instances change tables at once', async () => {
    const before = (await a.tableEvents()).length;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => post(a, '3h/any', { twoN: 10 + i })),
      ...Array.from({ length: 6 }, (_, i) => post(b, '3h/sequence', { oneN: 10 + i })),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const events = (await a.tableEvents()).slice(before);
    expect(events.length).toBe(12);
    expect(events.every((e) => e.metadata.actor === `admin:${a.adminIds.chief}`)).toBe(true);
    // Each table is its last stored change, in both instances; neither change lost the other's fields.
    const lastAny = events.filter((e) => e.data.mode === 'any').at(-1)!.data.multipliers.twoN;
    const lastSeq = events.filter((e) => e.data.mode === 'sequence').at(-1)!.data.multipliers.oneN;
    for (const app of [a, b]) {
      expect((await app.get('/admin/settings/jackpot/3h/any', a.admin)).json().data.twoN).toBe(lastAny);
      expect((await app.get('/admin/settings/jackpot/3h/sequence', a.admin)).json().data.oneN).toBe(lastSeq);
    }
  });
});
