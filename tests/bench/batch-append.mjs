// The batch append (PostgresEventStore.appendToMany, inline projections on) against a bare
// INSERT of the same rows into a plain table (no index, no constraint), in the same chunks
// of 2,000 rows over the same two connections as the store sends them. Each run opens
// `WALLETS` fresh wallets and writes their first events (WalletOpened, AdjustmentCredited,
// then TicketPurchased in the open round), one call per version: what stays in the log is
// what the audit and the rebuild measures read afterwards.
import { randomUUID } from 'node:crypto';
import { repeatFor } from './turns.mjs';

const WALLETS = Number(process.env.BENCH_APPEND_WALLETS ?? 10_000);
const VERSIONS = 10;
const CHUNK = 2000;
const PARALLEL = 2;
export const BARE_INSERT_WHAT = 'bare INSERT of the same rows into a plain table, same chunks and connections';

const PLAIN = `CREATE TABLE IF NOT EXISTS bench_plain_events (event_id uuid, stream_id text, stream_version int, type text, data jsonb, metadata jsonb)`;
// One JSON parameter, as the store sends its chunks: about twice as fast here as unnest of six arrays.
const INSERT = `INSERT INTO bench_plain_events
  SELECT x.id, x.s, x.v, x.t, x.d, x.m FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, s text, v int, t text, d jsonb, m jsonb)`;

function eventFor(user, version, roundId) {
  if (version === 0) return { type: 'WalletOpened', data: { userId: user } };
  // An adjustment, not a deposit: the audit ties every deposit credit to a done deposit request.
  if (version === 1) return { type: 'AdjustmentCredited', data: { adjustmentId: `bench-${user}`, amountPaise: 100_000 } };
  const ticket = { ticketId: randomUUID(), roundId, period: '3h', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise: 10_000 };
  return { type: 'TicketPurchased', data: { ...ticket, fromReferralPaise: 0, fromMoneyPaise: 10_000 } };
}

/** One run's calls: for each version, every new wallet's event of that version. */
function calls(roundId, meta) {
  const users = Array.from({ length: WALLETS }, () => randomUUID());
  return Array.from({ length: VERSIONS }, (_, version) =>
    users.map((user) => ({ streamId: `wallet-${user}`, expectedVersion: version, event: { id: randomUUID(), ...eventFor(user, version, roundId), metadata: meta() } })),
  );
}

/** The product's turn of `seconds`: { work: events, seconds }. */
export const appendTurn = (store, roundId, meta) => (seconds) =>
  repeatFor(async () => {
    let elapsed = 0;
    for (const batch of calls(roundId, meta)) {
      const started = performance.now();
      const outcomes = await store.appendToMany(batch);
      elapsed += performance.now() - started;
      if (outcomes.some((o) => o.outcome !== 'appended')) throw new Error('the batch append refused an event of the bench');
    }
    return { work: WALLETS * VERSIONS, seconds: elapsed / 1000 };
  }, seconds);

/** The reference's turn: the same rows into bench_plain_events. */
export const bareInsertTurn = (pool, roundId, meta) => async (seconds) => {
  await pool.query(PLAIN);
  const turn = await repeatFor(async () => {
    let elapsed = 0;
    for (const batch of calls(roundId, meta)) {
      const chunks = [];
      for (let i = 0; i < batch.length; i += CHUNK) chunks.push(batch.slice(i, i + CHUNK));
      const started = performance.now();
      let next = 0;
      const worker = async () => {
        for (let c = next++; c < chunks.length; c = next++) {
          const rows = chunks[c];
          await pool.query({
            name: 'bench_plain_insert',
            text: INSERT,
            values: [JSON.stringify(rows.map((r) => ({ id: r.event.id, s: r.streamId, v: r.expectedVersion + 1, t: r.event.type, d: r.event.data, m: r.event.metadata })))],
          });
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      elapsed += performance.now() - started;
    }
    return { work: WALLETS * VERSIONS, seconds: elapsed / 1000 };
  }, seconds);
  await pool.query('TRUNCATE bench_plain_events');
  return turn;
};
