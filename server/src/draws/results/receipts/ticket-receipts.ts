import { Inject, Injectable, Logger } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { merkleProof, ticketLeafData, ticketLeafHash, type TicketLeaf } from '../../rounds/ticket-set/ticket-root.js';
import {
  CHUNK,
  ChunkCollector,
  chunksLeadTo,
  loadTicketSetChunks,
  saveTicketSetChunks,
  type TicketSetChunks,
} from '../../rounds/ticket-set/ticket-set-chunks.js';

/** A ticket's inclusion proof in its round's frozen set (ticket-root.ts), as the ticket page verifies it. */
export interface TicketReceipt {
  /** The leaf's data (ticketLeafData); leaf = sha256(0x00 || leaf). */
  leaf: string;
  /** Its position in the set, in ticket-id byte order. */
  index: number;
  proof: { side: 'left' | 'right'; hash: string }[];
  /** The round's ticket root, as RoundClosed published it. */
  root: string;
}

export { CHUNK };
/** Rows per read while building a round's chunk roots: a page's hashing keeps the event loop a few ms. */
const PAGE = 4 * CHUNK;
const ROUNDS_KEPT = 8;

interface Row {
  ticket_id: string;
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  letter: string | null;
  price_paise: string;
}

/** The tree of a round above its chunks: enough to prove any ticket from one chunk's rows. */
interface ChunkedTree {
  /** The first ticket id of each chunk, in byte order. */
  firsts: Buffer[];
  roots: Buffer[];
}

const treeOf = (chunks: TicketSetChunks): ChunkedTree => ({ firsts: chunks.firsts.map((id) => Buffer.from(id, 'utf8')), roots: chunks.roots });

const leafOf = (t: Row): TicketLeaf => ({
  ticketId: t.ticket_id,
  numbers: [t.num_1, t.num_2, t.num_3, t.num_4, t.num_5],
  letter: t.letter,
  pricePaise: Number(t.price_paise),
});

/**
 * Merkle inclusion proofs of tickets in a closed round, cheap for big rounds: a proof is
 * the proof inside the ticket's chunk of 256 followed by the proof of that chunk among the
 * chunk roots (ticket-set-chunks.ts). The chunk roots are those the close stored in
 * ticket_set_chunks, used only when they lead to the published root; missing or not (a
 * round closed before they were kept), they are computed once from the set, checked
 * against the published root and stored for every instance. The last few rounds asked
 * about are kept in memory; each proof then reads one chunk (tickets_by_round). A frozen
 * set never changes, so nothing needs invalidating.
 */
@Injectable()
export class TicketReceipts {
  private readonly logger = new Logger('TicketReceipts');
  private readonly trees = new Map<string, Promise<ChunkedTree | null>>();

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The receipt of `ticketId` in the round whose published root is `root`, or null if the set does not hold it. */
  async receipt(roundId: string, root: string, ticketId: string): Promise<TicketReceipt | null> {
    const tree = await this.tree(roundId, root);
    if (!tree) return null;
    const id = Buffer.from(ticketId, 'utf8');
    const chunk = lastAtOrBelow(tree.firsts, id);
    if (chunk < 0) return null;
    const rows = await this.page(roundId, tree.firsts[chunk].toString('utf8'), true, CHUNK);
    const at = rows.findIndex((r) => r.ticket_id === ticketId);
    if (at < 0) return null;
    const leaves = rows.map((r) => ticketLeafHash(roundId, leafOf(r)));
    return {
      leaf: ticketLeafData(roundId, leafOf(rows[at])),
      index: chunk * CHUNK + at,
      proof: [...merkleProof(leaves, at), ...merkleProof(tree.roots, chunk)],
      root,
    };
  }

  private tree(roundId: string, root: string): Promise<ChunkedTree | null> {
    const key = `${roundId}\n${root}`;
    let tree = this.trees.get(key);
    if (tree) {
      this.trees.delete(key); // most recently used last
      this.trees.set(key, tree);
      return tree;
    }
    tree = this.build(roundId, root).catch((error: unknown) => {
      this.trees.delete(key);
      throw error;
    });
    this.trees.set(key, tree);
    while (this.trees.size > ROUNDS_KEPT) this.trees.delete(this.trees.keys().next().value!);
    return tree;
  }

  private async build(roundId: string, root: string): Promise<ChunkedTree | null> {
    const stored = await loadTicketSetChunks(this.pool, roundId);
    if (stored && chunksLeadTo(stored, root)) return treeOf(stored);
    const chunks = new ChunkCollector();
    let after = '';
    for (;;) {
      const rows = await this.page(roundId, after, false, PAGE);
      for (const row of rows) chunks.add(row.ticket_id, ticketLeafHash(roundId, leafOf(row)));
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].ticket_id;
      await new Promise<void>((resolve) => setImmediate(resolve)); // let other requests in between pages
    }
    const computed = chunks.finish();
    if (!chunksLeadTo(computed, root)) {
      // The set read is not the one RoundClosed published: no receipt is better than a false one.
      this.logger.error(`The tickets of round ${roundId} do not give its published root ${root}; no receipts are given`);
      return null;
    }
    await saveTicketSetChunks(this.pool, roundId, computed);
    return treeOf(computed);
  }

  private async page(roundId: string, from: string, inclusive: boolean, limit: number): Promise<Row[]> {
    const { rows } = await this.pool.query<Row>({
      name: inclusive ? 'fd_receipt_chunk' : 'fd_receipt_tree_page',
      text: `SELECT ticket_id, num_1, num_2, num_3, num_4, num_5, letter, price_paise FROM tickets
             WHERE round_id = $1 AND ticket_id COLLATE "C" ${inclusive ? '>=' : '>'} $2 ORDER BY ticket_id COLLATE "C" LIMIT $3`,
      values: [roundId, from, limit],
    });
    return rows;
  }
}

/** The index of the last of the sorted `firsts` that is <= `id` (byte order), or -1. */
function lastAtOrBelow(firsts: readonly Buffer[], id: Buffer): number {
  let lo = 0;
  let hi = firsts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (Buffer.compare(firsts[mid], id) <= 0) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
