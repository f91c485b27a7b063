import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../shared/testing/test-database.js';
import { PostgresEventStore } from '../../shared/event-store/postgres/postgres-event-store.js';
import { walletEventsFromPostgres } from '../wallet-event-source.js';
import { WalletChains, type ChainedEvent } from './wallet-chains.js';

const meta = (extra: Record<string, unknown> = {}) => ({ actor: 'system:test', correlationId: 'chains', causationId: null, occurredAt: '2026-01-05T03:30:00.000Z', ...extra });
const event = (type: string, data: Record<string, unknown>, metadata = meta()) => ({ id: randomUUID(), type, data, metadata });

describe('the audit\'s hash chain check, in its pass over the wallet events', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const check = async () => {
    const chains = new WalletChains();
    for await (const page of walletEventsFromPostgres(pool)) for (const e of page) chains.see(e as ChainedEvent);
    return chains;
  };
  const byStream = async (chains: WalletChains) => new Map((await chains.results(pool)).map((r) => [r.streamId, r]));

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('builds exactly the canonical text PostgreSQL hashes, whatever the data holds', async () => {
    const odd = { note: 'ünïcödé ₹ 😀 "quoted" back\\slash\ttab\nline', nested: { b: [1, 2.5, -0.75, 1e21, null, true], a: {}, longer_key: 'x', k: [] }, amountPaise: 12_345 };
    await store.append(`wallet-${randomUUID()}`, [event('WalletOpened', { userId: 'u' }), event('AdjustmentCredited', odd, meta({ note: 'ṅ\u0001' }))], 0);
    const { rows } = await pool.query<{ canonical: string }>(
      `SELECT fd_event_canonical(event_id, stream_id, stream_version, type, data, metadata) AS canonical FROM events WHERE stream_id LIKE 'wallet-%' ORDER BY global_position`,
    );
    const built: string[] = [];
    for await (const page of walletEventsFromPostgres(pool)) built.push(...page.map((e) => e.canonical!));
    expect(built).toEqual(rows.map((r) => r.canonical));
  });

  it('passes intact streams and finds an altered event, a removed last event and a gap, as fd_verify_streams words them', async () => {
    const [intact, altered, shortened, gapped] = ['intact', 'altered', 'shortened', 'gapped'].map(() => `wallet-${randomUUID()}`);
    for (const s of [intact, altered, shortened, gapped]) {
      await store.append(s, [event('WalletOpened', { userId: s }), event('AdjustmentCredited', { adjustmentId: 'a', amountPaise: 100 }), event('AdjustmentCredited', { adjustmentId: 'b', amountPaise: 200 })], 0);
    }
    await pool.query(`UPDATE events SET data = jsonb_set(data, '{amountPaise}', '900') WHERE stream_id = $1 AND stream_version = 2`, [altered]);
    await pool.query(`DELETE FROM events WHERE stream_id = $1 AND stream_version = 3`, [shortened]);
    await pool.query(`DELETE FROM events WHERE stream_id = $1 AND stream_version = 2`, [gapped]);
    const chains = await check();
    const results = await byStream(chains);
    expect(chains.judgedInSql).toBe(3);
    expect(results.get(intact)).toEqual({ streamId: intact, events: 3, ok: true });
    expect(results.get(altered)).toMatchObject({ ok: false, problem: 'event at version 2 does not match its hash', brokenVersion: 2 });
    expect(results.get(shortened)).toMatchObject({ ok: false, problem: 'the stream head is at version 3 but the stored events end at version 2', brokenVersion: 3 });
    expect(results.get(gapped)).toMatchObject({ ok: false, problem: 'version 2 is missing', brokenVersion: 2 });
    // The same verdicts as the event store's own verification of every wallet stream.
    const { rows } = await pool.query(`SELECT stream_id, problem FROM fd_verify_streams('wallet-', 'wallet-' || chr(1114111))`);
    expect(rows.map((r) => [r.stream_id, r.problem])).toEqual([...results.values()].map((r) => [r.streamId, r.problem ?? null]));
  });

  it('raises no alarm for a stream appended to after the check read it', async () => {
    const s = `wallet-${randomUUID()}`;
    await store.append(s, [event('WalletOpened', { userId: s })], 0);
    const baseline = await check();
    await baseline.results(pool);
    const chains = await check();
    await store.append(s, [event('AdjustmentCredited', { adjustmentId: 'later', amountPaise: 5 })], 1);
    const results = await byStream(chains);
    // Only that stream is a suspect beyond the earlier tests' broken ones, and SQL clears it.
    expect(chains.judgedInSql).toBe(baseline.judgedInSql + 1);
    expect(results.get(s)).toEqual({ streamId: s, events: 2, ok: true });
  });
});
