import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ticket_set_chunks`: the Merkle roots of each closed round's frozen ticket set taken 256
 * tickets at a time (in the root's order, ticket ids byte-wise), with the first ticket id
 * of each chunk. A chunk's root is a node of the round's tree (ticket-set/ticket-root.ts),
 * so a ticket's inclusion proof needs only its chunk's 256 tickets and these roots: a
 * receipt of a 1,000,000-ticket round reads 256 rows and about 4,000 roots, where it
 * otherwise had to hash the whole set first.
 *
 * Written once when the set is frozen (the close reads the whole set anyway), and again by
 * a receipt that finds them missing or not leading to the published root; read by every
 * instance. Derived data, not a read model of the log: the published root (RoundClosed)
 * stays the judge, and roots that do not lead to it are never used.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class TicketSetChunks1795272000000 implements MigrationInterface {
  name = 'TicketSetChunks1795272000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
CREATE TABLE ticket_set_chunks (
  round_id        text NOT NULL,
  chunk           integer NOT NULL CHECK (chunk >= 0),
  first_ticket_id text NOT NULL,
  root            bytea NOT NULL CHECK (octet_length(root) = 32),
  PRIMARY KEY (round_id, chunk)
);
`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS ticket_set_chunks');
  }
}
