// The audit's reference, run as a process of its own like the audit CLI: a bare keyset
// read of every event of the log, every column, in pages of 50,000 (the audit's page),
// the next page asked for while this one is taken in. Prints the events read.
// Usage: node keyset-read.mjs <database-url>
import pg from 'pg';

const PAGE = 50_000;
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
const page = (after) =>
  client.query({
    name: 'bench_keyset_page',
    text: `SELECT global_position, stream_id, stream_version, type, data, metadata, hash FROM events
           WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
    values: [after, PAGE],
    rowMode: 'array',
  });
let events = 0;
let pending = page('0');
for (;;) {
  const { rows } = await pending;
  if (rows.length === PAGE) pending = page(rows.at(-1)[0]);
  events += rows.length;
  if (rows.length < PAGE) break;
}
await client.end();
console.log(`${events} events`);
