import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import type { RoundClosed } from '../round.js';
import { merkleRoot, ticketLeafHash } from './ticket-root.js';
import { ChunkCollector, saveTicketSetChunks, type TicketSetChunks } from './ticket-set-chunks.js';

const PAGE = 20_000;

interface TicketRecord {
  ticket_id: string;
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  letter: string | null;
  price_paise: string;
  bought_at: Date;
}

/**
 * A round's ticket set as the `tickets` read model holds it. Read only after SalesClosed
 * committed: the sales fence then lets no ticket in, so the set read is final, and the
 * same on every read (a retried close computes the same root).
 */
@Injectable()
export class FrozenTicketSet {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /**
   * Count, sales, root and the first and last purchase times (which show that every ticket
   * was bought after the commitment and before the close), reading the set page by page in
   * ticket-id byte order (the root's order).
   */
  async read(roundId: string): Promise<RoundClosed['data']> {
    return (await this.readWithChunks(roundId)).set;
  }

  /**
   * The close's reading: count, sales and root, and the set's chunk roots kept in
   * ticket_set_chunks (ticket-set-chunks.ts) so every instance proves a ticket of the round
   * from one chunk. Kept before RoundClosed is recorded: a receipt never waits for them.
   */
  async freeze(roundId: string): Promise<RoundClosed['data']> {
    const { set, chunks } = await this.readWithChunks(roundId);
    await saveTicketSetChunks(this.pool, roundId, chunks);
    return set;
  }

  private async readWithChunks(roundId: string): Promise<{ set: RoundClosed['data']; chunks: TicketSetChunks }> {
    const chunks = new ChunkCollector();
    let ticketCount = 0;
    let salesPaise = 0;
    let first: number | null = null;
    let last: number | null = null;
    let after = '';
    for (;;) {
      const { rows } = await this.pool.query<TicketRecord>({
        name: 'fd_frozen_ticket_set_times',
        text: `SELECT ticket_id, num_1, num_2, num_3, num_4, num_5, letter, price_paise, bought_at FROM tickets
               WHERE round_id = $1 AND ticket_id COLLATE "C" > $2 ORDER BY ticket_id COLLATE "C" LIMIT $3`,
        values: [roundId, after, PAGE],
      });
      for (const t of rows) {
        const pricePaise = Number(t.price_paise);
        salesPaise += pricePaise;
        ticketCount++;
        const at = t.bought_at.getTime();
        if (first === null || at < first) first = at;
        if (last === null || at > last) last = at;
        const numbers = [t.num_1, t.num_2, t.num_3, t.num_4, t.num_5];
        chunks.add(t.ticket_id, ticketLeafHash(roundId, { ticketId: t.ticket_id, numbers, letter: t.letter, pricePaise }));
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].ticket_id;
    }
    const collected = chunks.finish();
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const set = { roundId, ticketCount, salesPaise, ticketRoot: merkleRoot(collected.roots), firstTicketAt: iso(first), lastTicketAt: iso(last) };
    return { set, chunks: collected };
  }
}
