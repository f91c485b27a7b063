import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../shared/testing/test-database.js';
import { WALLET_POSTING_EVENT_TYPES, WALLET_POSTING_RULES } from '../../wallet-postings.js';

/**
 * The migrations carry the posting rules as SQL (frozen text); the TypeScript table is what
 * the unit tests prove balanced. This keeps the two the same rules.
 */
describe('wallet posting rules in the migrated database', () => {
  let db: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('are exactly the rules of wallet-posting-rules.ts', async () => {
    const { rows } = await pool.query<{ type: string; account: string; field: string; sign: number }>(
      'SELECT type, account, field, sign FROM wallet_posting_rules',
    );
    const key = (r: readonly [string, string, string, number]) => r.join('/');
    const stored = rows.map((r) => key([r.type, r.account, r.field, r.sign])).sort();
    expect(stored).toEqual(WALLET_POSTING_RULES.map(key).sort());
  });

  it('know exactly the event types of wallet-posting-rules.ts', async () => {
    const candidates = [...WALLET_POSTING_EVENT_TYPES, 'WalletClosed', 'walletopened', ''];
    const { rows } = await pool.query<{ type: string }>(
      'SELECT t AS type FROM unnest($1::text[]) t WHERE wallet_event_known(t)',
      [candidates],
    );
    expect(rows.map((r) => r.type).sort()).toEqual([...WALLET_POSTING_EVENT_TYPES].sort());
  });

  it('give the postings wallet_event_postings returns for an event', async () => {
    const data = { fromMoneyPaise: 700, fromReferralPaise: 0, pricePaise: 700 };
    const { rows } = await pool.query("SELECT account, amount FROM wallet_event_postings('TicketPurchased', $1) ORDER BY account", [data]);
    // The zero referral part posts nothing.
    expect(rows).toEqual([
      { account: 'house_revenue', amount: '700' },
      { account: 'player_money', amount: '-700' },
    ]);
  });
});
