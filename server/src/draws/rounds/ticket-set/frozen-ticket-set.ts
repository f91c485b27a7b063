import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import type { RoundClosed } from '../round.js';
import { merkleRoot, ticketLeafHash } from './ticket-root.js';

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
}

/**
 * A round's ticket set as the `tickets` read model holds it. Read only after SalesClosed
 * committed: the sales fence then lets no ticket in, so the set read is final, and the
 * same on every read (a retried close computes the same root).
 */
@Injectable()
export class FrozenTicketSet {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Count, sales and root, reading the set page by page in ticket-id byte order (the root's order). */
  async read(roundId: string): Promise<RoundClosed['data']> {
    const leaves: Buffer[] = [];
    let salesPaise = 0;
    let after = '';
    for (;;) {
      const { rows } = await this.pool.query<TicketRecord>({
        name: 'fd_frozen_ticket_set',
        text: `SELECT ticket_id, num_1, num_2, num_3, num_4, num_5, letter, price_paise FROM tickets
               WHERE round_id = $1 AND ticket_id COLLATE "C" > $2 ORDER BY ticket_id COLLATE "C" LIMIT $3`,
        values: [roundId, after, PAGE],
      });
      for (const t of rows) {
        const pricePaise = Number(t.price_paise);
        salesPaise += pricePaise;
        const numbers = [t.num_1, t.num_2, t.num_3, t.num_4, t.num_5];
        leaves.push(ticketLeafHash(roundId, { ticketId: t.ticket_id, numbers, letter: t.letter, pricePaise }));
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].ticket_id;
    }
    return { roundId, ticketCount: leaves.length, salesPaise, ticketRoot: merkleRoot(leaves) };
  }
}
