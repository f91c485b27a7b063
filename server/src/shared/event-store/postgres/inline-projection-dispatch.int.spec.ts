import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { repeatableSqlFiles } from '../../database/repeatable-sql.js';

/**
 * The append calls the inline projections through a dispatcher compiled from their
 * registry: static calls whose plans the session caches, never a dynamic EXECUTE.
 */
describe('the inline projections dispatcher', () => {
  let db: TestDatabase;
  let client: pg.Client;
  const source = async () => (await client.query<{ src: string }>("SELECT prosrc AS src FROM pg_proc WHERE proname = 'fd_apply_inline_projections'")).rows[0]!.src;
  const registered = async () =>
    (await client.query<{ fn: string }>('SELECT DISTINCT coalesce(apply_batch_function, apply_function) AS fn FROM inline_projections ORDER BY 1')).rows.map((r) => r.fn);

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it('is compiled from the registry: a static call of every registered projection, no EXECUTE', async () => {
    const src = await source();
    expect(src).not.toMatch(/EXECUTE/i);
    const functions = await registered();
    expect(functions.length).toBeGreaterThan(5);
    for (const fn of functions) expect(src).toContain(`${fn}(`);
  });

  it('stays compiled when the generic version is applied again alone', async () => {
    const generic = repeatableSqlFiles().find((f) => f.name.endsWith('/fd_apply_inline_projections.sql'))!;
    expect(generic.text).toMatch(/EXECUTE format/);
    await client.query(generic.text);
    expect(await source()).not.toMatch(/EXECUTE/i);
  });

  it('is recompiled by a change of the registry, in the same transaction', async () => {
    await client.query('BEGIN');
    try {
      await client.query("DELETE FROM inline_projections WHERE apply_batch_function = 'wallet_balances_apply_events'");
      expect(await source()).not.toContain('wallet_balances_apply_events(');
    } finally {
      await client.query('ROLLBACK');
    }
    expect(await source()).toContain('wallet_balances_apply_events(');
  });
});
