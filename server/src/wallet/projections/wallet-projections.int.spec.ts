import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { newEvent } from '../../shared/event-store/event-store.contract.js';
import { WrongExpectedVersionError, type NewEvent } from '../../shared/event-store/event-store.port.js';
import { PostgresEventStore } from '../../shared/event-store/postgres/postgres-event-store.js';
import { rebuildInlineProjections } from '../../shared/event-store/projections/rebuild-inline-projections.js';
import { createTestDatabase, type TestDatabase } from '../../shared/testing/test-database.js';
import { openTestRound } from '../../draws/rounds/testing/open-test-round.js';

/**
 * The wallet read models as the event store writes them: single appends (commands) run
 * the per-event functions, batch appends (settlement) the set-based ones. Whatever the
 * interleaving, both must give the rows a rebuild gives.
 */
describe('wallet projections on PostgreSQL', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const users = Array.from({ length: 2500 }, () => randomUUID());
  const versions = new Map<string, number>();
  // Tickets need an open round (the tickets projection's sales fence).
  let roundId = '';
  const wallet = (user: string) => `wallet-${user}`;
  const event = (type: string, data: Record<string, unknown>): NewEvent => ({ ...newEvent(type), data });
  const prize = (amountPaise: number) => event('PrizeCredited', { roundId: randomUUID(), period: '3h', amountPaise, tickets: [randomUUID()] });
  const deposit = (amountPaise: number) => event('DepositCredited', { requestId: randomUUID(), amountPaise });
  const ticket = (pricePaise: number) =>
    event('TicketPurchased', {
      ticketId: randomUUID(), roundId, period: '3h', numbers: [1, 2, 3, 4, 5], letter: null,
      pricePaise, fromReferralPaise: 0, fromMoneyPaise: pricePaise,
    });
  const readModels = async () => ({
    balances: (await pool.query('SELECT * FROM wallet_balances ORDER BY user_id')).rows,
    postings: (await pool.query('SELECT * FROM ledger_postings ORDER BY global_position, account')).rows,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 20 });
    store = new PostgresEventStore(pool);
    roundId = (await openTestRound(store, '3h', new Date('2026-01-05T04:30:00.000Z'), 10_000)).roundId;
    const opened = await store.appendToMany(
      users.map((u) => ({ streamId: wallet(u), expectedVersion: 0, event: event('WalletOpened', { userId: u }) })),
    );
    for (const o of opened) if (o.outcome === 'appended') versions.set(o.streamId, o.nextExpectedVersion);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('agree with a rebuild and with the per-event path after batches raced single appends on the same wallets', async () => {
    let batching = true;
    // Settlement credits the first 2,000 wallets; commands run on the last 500 (positions
    // taken between a chunk's own) and now and then on a wallet being credited (conflicts).
    const credited = users.slice(0, 2000);
    const settle = async () => {
      for (let round = 0; round < 4; round++) {
        const outcomes = await store.appendToMany(
          credited.map((u) => ({ streamId: wallet(u), expectedVersion: versions.get(wallet(u))!, event: prize(1000 + round) })),
        );
        for (const o of outcomes) {
          if (o.outcome !== 'conflict') versions.set(o.streamId, o.nextExpectedVersion);
          else if (o.error instanceof WrongExpectedVersionError) versions.set(o.streamId, o.error.actualVersion);
        }
      }
      batching = false;
    };
    const commands = async (worker: number) => {
      for (let n = 0; batching; n++) {
        const user = n % 4 === 3 ? credited[(worker * 211 + n * 17) % credited.length] : users[2000 + worker * 50 + (n % 50)];
        const stream = wallet(user);
        const events = n % 3 === 0 ? [deposit(5000), ticket(1000)] : [deposit(700)];
        await store.append(stream, events, versions.get(stream)!).then(
          (r) => versions.set(stream, r.nextExpectedVersion),
          (e: unknown) => {
            if (!(e instanceof WrongExpectedVersionError)) throw e;
          },
        );
      }
    };
    await Promise.all([settle(), ...Array.from({ length: 8 }, (_, w) => commands(w))]);

    const live = await readModels();
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'PrizeCredited'`);
    expect(rows[0].n).toBeGreaterThan(3 * credited.length);
    const balanced = await pool.query('SELECT coalesce(sum(amount), 0)::int AS total FROM ledger_postings');
    expect(balanced.rows[0].total).toBe(0);

    await rebuildInlineProjections(pool, ['wallet_balances', 'ledger_postings']);
    expect(await readModels()).toEqual(live);

    await pool.query('TRUNCATE wallet_balances, ledger_postings');
    await pool.query(`SELECT wallet_balances_apply(e), CASE WHEN e.type <> 'WalletOpened' THEN ledger_postings_apply(e) END
                      FROM events e WHERE e.stream_id LIKE 'wallet-%' ORDER BY e.global_position`);
    expect(await readModels()).toEqual(live);
  });

  it('refuse a whole chunk holding an event they do not know or a wallet never opened', async () => {
    const before = await readModels();
    const [u1, u2] = users;
    const unknown = store.appendToMany([
      { streamId: wallet(u1), expectedVersion: versions.get(wallet(u1))!, event: prize(10) },
      { streamId: wallet(u2), expectedVersion: versions.get(wallet(u2))!, event: event('BalanceInflated', { amountPaise: 10 }) },
    ]);
    await expect(unknown).rejects.toThrow('unknown wallet event type BalanceInflated');
    const unopened = store.appendToMany([
      { streamId: wallet(u1), expectedVersion: versions.get(wallet(u1))!, event: prize(10) },
      { streamId: wallet(randomUUID()), expectedVersion: 0, event: prize(10) },
    ]);
    await expect(unopened).rejects.toThrow('no WalletOpened');
    const overdrawn = store.appendToMany([{ streamId: wallet(u1), expectedVersion: versions.get(wallet(u1))!, event: ticket(10 ** 9) }]);
    await expect(overdrawn).rejects.toThrow('wallet_balances_not_negative');
    expect(await readModels()).toEqual(before);
    expect((await store.readStream(wallet(u1))).length).toBe(versions.get(wallet(u1)));
  });

  it('are rebuilt by one statement each; the balances refuse a log holding an event they do not know or a wallet never opened, keeping their table', async () => {
    const before = await readModels();
    const raw = async (streamId: string, type: string) => {
      const id = randomUUID();
      await pool.query(`INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, hash) VALUES ($1, $2, 1000, $3, '{"amountPaise": 10}', '{}', '')`, [id, streamId, type]);
      return id;
    };
    for (const [streamId, type, refusal] of [
      [wallet(users[0]), 'BalanceInflated', 'unknown wallet event type BalanceInflated'],
      [wallet(randomUUID()), 'AdjustmentCredited', 'no WalletOpened'],
    ]) {
      const id = await raw(streamId, type);
      await expect(rebuildInlineProjections(pool, ['wallet_balances', 'ledger_postings'])).rejects.toThrow(refusal);
      // Each projection is rebuilt in a transaction of its own: the postings (rebuilt first, refusing nothing) may hold the stray event now.
      expect((await readModels()).balances).toEqual(before.balances);
      await pool.query('DELETE FROM events WHERE event_id = $1', [id]);
    }
    const { rows } = await pool.query(`SELECT name, rebuild_function FROM inline_projections WHERE name IN ('wallet_balances', 'ledger_postings') ORDER BY name`);
    expect(rows).toEqual([
      { name: 'ledger_postings', rebuild_function: 'ledger_postings_rebuild' },
      { name: 'wallet_balances', rebuild_function: 'wallet_balances_rebuild' },
    ]);
    await rebuildInlineProjections(pool, ['wallet_balances', 'ledger_postings']);
    expect(await readModels()).toEqual(before);
  });
});
