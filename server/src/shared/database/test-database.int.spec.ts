import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

describe('test database harness', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('gives each test file its own migrated database', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query('SELECT current_database() AS name');
    const migrated = await client.query("SELECT to_regclass('schema_migrations') AS t");
    await client.end();
    expect(rows[0].name).toBe(db.name);
    expect(migrated.rows[0].t).toBe('schema_migrations');
  });
});
