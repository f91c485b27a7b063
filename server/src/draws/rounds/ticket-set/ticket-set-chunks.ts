import type pg from 'pg';
import { merkleRoot } from './ticket-root.js';

/**
 * A frozen ticket set in chunks of CHUNK leaves (migration 1795272000000): each chunk's
 * Merkle root and first ticket id. CHUNK is a power of two, so the tree (ticket-root.ts:
 * pairs left to right, an odd last node moves up) has each chunk's root as a node, and the
 * root over the chunk roots is the set's root. A ticket's proof is then its proof inside
 * its chunk followed by its chunk's proof among the chunk roots.
 */
export const CHUNK = 256;

export interface TicketSetChunks {
  /** The first ticket id of each chunk, in the set's order (byte-wise). */
  firsts: string[];
  roots: Buffer[];
}

/** Collects the chunks of a set from its leaves, given in the set's order. */
export class ChunkCollector {
  private readonly firsts: string[] = [];
  private readonly roots: Buffer[] = [];
  private chunk: Buffer[] = [];

  add(ticketId: string, leaf: Buffer): void {
    if (this.chunk.length === 0) this.firsts.push(ticketId);
    this.chunk.push(leaf);
    if (this.chunk.length === CHUNK) this.closeChunk();
  }

  finish(): TicketSetChunks {
    if (this.chunk.length > 0) this.closeChunk();
    return { firsts: this.firsts, roots: this.roots };
  }

  private closeChunk(): void {
    this.roots.push(Buffer.from(merkleRoot(this.chunk), 'hex'));
    this.chunk = [];
  }
}

/** Whether the chunks lead to `root` (the one RoundClosed published). */
export function chunksLeadTo(chunks: TicketSetChunks, root: string): boolean {
  return chunks.firsts.length === chunks.roots.length && merkleRoot(chunks.roots) === root;
}

/** Stores a round's chunks in place of any stored before (one statement). */
export async function saveTicketSetChunks(pool: pg.Pool, roundId: string, chunks: TicketSetChunks): Promise<void> {
  await pool.query({
    name: 'fd_save_ticket_set_chunks',
    text: `WITH gone AS (DELETE FROM ticket_set_chunks WHERE round_id = $1 AND chunk >= cardinality($2::text[]))
           INSERT INTO ticket_set_chunks (round_id, chunk, first_ticket_id, root)
           SELECT $1, c.n - 1, c.first_ticket_id, c.root FROM unnest($2::text[], $3::bytea[]) WITH ORDINALITY AS c(first_ticket_id, root, n)
           ON CONFLICT (round_id, chunk) DO UPDATE SET first_ticket_id = EXCLUDED.first_ticket_id, root = EXCLUDED.root`,
    values: [roundId, chunks.firsts, chunks.roots],
  });
}

/** A round's stored chunks, or null when none are stored. */
export async function loadTicketSetChunks(pool: pg.Pool, roundId: string): Promise<TicketSetChunks | null> {
  const { rows } = await pool.query<{ first_ticket_id: string; root: Buffer }>({
    name: 'fd_load_ticket_set_chunks',
    text: 'SELECT first_ticket_id, root FROM ticket_set_chunks WHERE round_id = $1 ORDER BY chunk',
    values: [roundId],
  });
  if (rows.length === 0) return null;
  return { firsts: rows.map((r) => r.first_ticket_id), roots: rows.map((r) => r.root) };
}
