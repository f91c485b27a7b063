import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';

/**
 * Before each test of the file, a transaction in ANOTHER database of the cluster takes a
 * transaction id and commits `ms` later. pg_snapshot_xmin is cluster-wide, so meanwhile
 * readAll in the test's own database stops short of everything committed after that
 * transaction began. Parallel Jest workers (another file migrating, or holding a
 * transaction open) cause this by chance; here it happens every time, so a test that
 * assumes the events it just appended are readable at once fails every run, not 2 in 3.
 * Call it at the top level of a spec file.
 */
export function holdReadHorizonBeforeEach(ms = 250): void {
  let db: TestDatabase;
  let client: pg.Client;
  let released: Promise<unknown> = Promise.resolve();

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  beforeEach(async () => {
    await client.query('BEGIN');
    await client.query('SELECT pg_current_xact_id()');
    released = new Promise((resolve) => setTimeout(resolve, ms)).then(() => client.query('COMMIT'));
  });
  afterEach(async () => {
    await released;
  });
  afterAll(async () => {
    await released;
    await client?.end();
    await db?.drop();
  });
}
