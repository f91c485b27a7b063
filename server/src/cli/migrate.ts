import { loadConfig } from '../shared/config/config.js';
import { runMigrations } from '../shared/database/data-source.js';
import { openDatabase } from '../shared/database/open-database.js';

/** `npm run migrate`: applies pending migrations, whether or not the server is running. */
const config = loadConfig();
const db = await openDatabase(config, (m) => console.error(m));
try {
  const applied = await runMigrations(db.url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.stop();
}
