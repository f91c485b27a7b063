import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../shared/testing/test-database.js';
import { FrozenTicketSet } from '../../rounds/ticket-set/frozen-ticket-set.js';
import { EMPTY_TICKET_ROOT, verifyMerkleProof } from '../../rounds/ticket-set/ticket-root.js';
import { createHash } from 'node:crypto';
import { CHUNK, TicketReceipts } from './ticket-receipts.js';

const leafHash = (leaf: string) => createHash('sha256').update(Buffer.from([0])).update(leaf, 'utf8').digest();

/**
 * Receipts against the published root of FrozenTicketSet (the close's own computation),
 * for sets of one ticket, of exactly one chunk, and of several chunks with a partial last
 * one; ticket ids whose JavaScript order differs from their byte order.
 */
describe('ticket receipts (Merkle inclusion proofs)', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let receipts: TicketReceipts;
  let frozen: FrozenTicketSet;

  /** `count` tickets in `roundId`, ids t-0000.. plus two ids outside the BMP / above it. */
  async function seed(roundId: string, count: number, odd = false): Promise<string[]> {
    await pool.query(
      `INSERT INTO tickets (ticket_id, round_id, period, user_id, num_1, num_2, num_3, num_4, num_5, letter, price_paise,
         from_referral_paise, from_money_paise, bought_at, global_position)
       SELECT $1 || '-' || lpad(i::text, 5, '0'), $1, '3h', 'u' || (i % 7), 1 + i % 75, 1 + (i + 1) % 75, 1 + (i + 2) % 75,
         1 + (i + 3) % 75, 1 + (i + 4) % 75, NULL, 10000, 0, 10000, now(), i
       FROM generate_series(1, $2) AS i`,
      [roundId, count],
    );
    if (odd) {
      // U+FFFD sorts after U+1F600 in UTF-16 but before it in UTF-8 bytes.
      for (const [i, id] of [`${roundId}-\u{1F600}`, `${roundId}-\uFFFD`].entries()) {
        await pool.query(
          `INSERT INTO tickets VALUES ($1, $2, '3h', 'u', 1, 2, 3, 4, 5, NULL, 20000, 0, 20000, now(), $3)`,
          [id, roundId, 1_000_000 + i],
        );
      }
    }
    const { rows } = await pool.query(`SELECT ticket_id FROM tickets WHERE round_id = $1 ORDER BY ticket_id COLLATE "C"`, [roundId]);
    return rows.map((r) => r.ticket_id);
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    receipts = new TicketReceipts(pool);
    frozen = new FrozenTicketSet(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it.each([
    ['one', 1, false],
    ['chunk', CHUNK, false],
    ['many', 2 * CHUNK + 37, true],
  ])('proves every sampled ticket of a round of %s against the published root', async (name, count) => {
    const roundId = `r-${name}`;
    const ids = await seed(roundId, count as number, name === 'many');
    const { ticketRoot } = await frozen.read(roundId);
    const sample = [...new Set([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK, ids.length - 2, ids.length - 1])].filter((i) => i >= 0 && i < ids.length);
    for (const index of sample) {
      const receipt = await receipts.receipt(roundId, ticketRoot, ids[index]);
      expect(receipt).toMatchObject({ index, root: ticketRoot });
      expect(JSON.parse(receipt!.leaf)).toEqual(['fairdraw-ticket-v1', roundId, ids[index], expect.any(Array), null, expect.any(Number)]);
      expect(verifyMerkleProof(leafHash(receipt!.leaf), receipt!.proof, ticketRoot)).toBe(true);
      // The proof is for this position only.
      if (ids.length > 1) expect(verifyMerkleProof(leafHash(receipt!.leaf.replace('fairdraw', 'fairdrav')), receipt!.proof, ticketRoot)).toBe(false);
    }
  });

  it('gives no receipt for a ticket not in the set, for an empty round, or when the set does not match the published root', async () => {
    const ids = await seed('r-other', 3);
    const { ticketRoot } = await frozen.read('r-other');
    expect(await receipts.receipt('r-other', ticketRoot, 'r-other-99999')).toBeNull();
    expect(await receipts.receipt('r-other', ticketRoot, '')).toBeNull();
    expect(await receipts.receipt('r-empty', EMPTY_TICKET_ROOT, 'x')).toBeNull();
    expect(await receipts.receipt('r-other', 'ab'.repeat(32), ids[0])).toBeNull();
    expect(await receipts.receipt('r-other', ticketRoot, ids[0])).not.toBeNull();
  });

  it('proves from the chunk roots the close kept: one chunk of tickets is enough, in any instance', async () => {
    const roundId = 'r-kept';
    const ids = await seed(roundId, 3 * CHUNK + 5);
    const { ticketRoot } = await frozen.freeze(roundId);
    const { rows } = await pool.query(`SELECT chunk, first_ticket_id FROM ticket_set_chunks WHERE round_id = $1 ORDER BY chunk`, [roundId]);
    expect(rows).toEqual([0, 1, 2, 3].map((chunk) => ({ chunk, first_ticket_id: ids[chunk * CHUNK] })));
    // Every ticket outside the third chunk is gone: a receipt that hashed the whole set could not match the root.
    const target = 2 * CHUNK + 17;
    await pool.query(`DELETE FROM tickets WHERE round_id = $1 AND NOT (ticket_id COLLATE "C" >= $2 AND ticket_id COLLATE "C" <= $3)`, [roundId, ids[2 * CHUNK], ids[3 * CHUNK - 1]]);
    const receipt = await new TicketReceipts(pool).receipt(roundId, ticketRoot, ids[target]);
    expect(receipt).toMatchObject({ index: target, root: ticketRoot });
    expect(verifyMerkleProof(leafHash(receipt!.leaf), receipt!.proof, ticketRoot)).toBe(true);
  });

  it('never uses kept chunk roots that do not lead to the published root: it recomputes them from the set and keeps those', async () => {
    const roundId = 'r-tampered';
    const ids = await seed(roundId, 2 * CHUNK + 3);
    const { ticketRoot } = await frozen.freeze(roundId);
    await pool.query(`UPDATE ticket_set_chunks SET root = sha256(root) WHERE round_id = $1 AND chunk = 1`, [roundId]);
    await pool.query(`INSERT INTO ticket_set_chunks VALUES ($1, 9, 'zzz', sha256('x'))`, [roundId]);
    const receipt = await new TicketReceipts(pool).receipt(roundId, ticketRoot, ids[CHUNK + 1]);
    expect(verifyMerkleProof(leafHash(receipt!.leaf), receipt!.proof, ticketRoot)).toBe(true);
    const { rows } = await pool.query(`SELECT chunk FROM ticket_set_chunks WHERE round_id = $1 ORDER BY chunk`, [roundId]);
    expect(rows.map((r) => r.chunk)).toEqual([0, 1, 2]);
    // The repaired roots serve the next instance with only the ticket's chunk left.
    await pool.query(`DELETE FROM tickets WHERE round_id = $1 AND ticket_id COLLATE "C" < $2`, [roundId, ids[2 * CHUNK]]);
    const next = await new TicketReceipts(pool).receipt(roundId, ticketRoot, ids[2 * CHUNK]);
    expect(verifyMerkleProof(leafHash(next!.leaf), next!.proof, ticketRoot)).toBe(true);
  });
});
