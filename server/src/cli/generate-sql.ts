import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverSourceDir } from '../shared/database/repeatable-sql.js';
import { GENERATED_POSTING_SQL } from '../wallet/projections/ledger-postings/posting-rules-sql.js';

/** `npm run sql:generate`: writes the database code that is rendered from TypeScript tables. */
const folder = join(serverSourceDir(), 'wallet/projections/ledger-postings');
for (const [name, render] of Object.entries(GENERATED_POSTING_SQL)) {
  writeFileSync(join(folder, name), render());
  console.log(`wrote ${join('server/src/wallet/projections/ledger-postings', name)}`);
}
