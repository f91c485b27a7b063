import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../shared/testing/test-database.js';
import { WALLET_POSTING_EVENT_TYPES, WALLET_POSTING_RULES } from '../../wallet-postings.js';
import { walletPostingRulesSql } from './posting-rules-sql.js';

/**
 * The database's rules table and known-event guard are generated from the TypeScript rule
 * book (wallet_posting_rules.sql, wallet_event_known.sql), which the unit tests prove
 * balanced. This keeps the two the same rules.
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

  const key = (r: readonly [string, string, string, number]) => r.join('/');
  async function storedRules(): Promise<string[]> {
    const { rows } = await pool.query<{ type: string; account: string; field: string; sign: number }>(
      'SELECT type, account, field, sign FROM wallet_posting_rules',
    );
    return rows.map((r) => key([r.type, r.account, r.field, r.sign])).sort();
  }

  it('are exactly the rules of wallet-postings.ts', async () => {
    expect(await storedRules()).toEqual(WALLET_POSTING_RULES.map(key).sort());
  });

  it('are put back by the generated file when the table drifted: a rule missing, a sign flipped, a rule too many', async () => {
    await pool.query("DELETE FROM wallet_posting_rules WHERE type = 'PrizeCredited' AND account = 'prize_pool'");
    await pool.query("UPDATE wallet_posting_rules SET sign = -sign WHERE type = 'HoldCaptured' AND account = 'player_held'");
    await pool.query("INSERT INTO wallet_posting_rules (type, account, field, sign) VALUES ('WalletOpened', 'player_money', 'amountPaise', 1)");
    expect(await storedRules()).not.toEqual(WALLET_POSTING_RULES.map(key).sort());
    await pool.query(walletPostingRulesSql());
    expect(await storedRules()).toEqual(WALLET_POSTING_RULES.map(key).sort());
  });

  it('know exactly the event types of wallet-postings.ts', async () => {
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
