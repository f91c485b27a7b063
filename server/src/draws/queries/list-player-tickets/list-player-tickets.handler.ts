import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { PeriodId } from '../../draw-periods.js';
import { Clock } from '../../../shared/clock/clock.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { publishedNumbers, type ResultRecord } from '../../results/queries/published-result.js';
import { ticketOutcome, type SettledRound } from '../../results/queries/ticket-outcome.js';
import { TicketReceipts } from '../../results/receipts/ticket-receipts.js';
import { isOpen } from '../draw-view.js';
import { ticketView, type PlayerTicketView } from '../ticket-view.js';
import { GetPlayerTicket, ListPlayerTickets, type PlayerTicketsPage } from './list-player-tickets.query.js';

interface TicketRecord extends ResultRecord {
  ticket_id: string;
  round_id: string;
  period: PeriodId;
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  letter: string | null;
  price_paise: string;
  from_money_paise: string;
  from_referral_paise: string;
  bought_at: Date;
  status: string;
  close_at: Date;
  ticket_root: string | null;
  settlement_tables: SettledRound['tables'] | null;
  settlement_pots: SettledRound['pots'] | null;
}

/** Every query names the player: a ticket of someone else is never read (user_id index). */
const SELECT = `SELECT t.ticket_id, t.round_id, t.period, t.num_1, t.num_2, t.num_3, t.num_4, t.num_5, t.letter,
  t.price_paise, t.from_money_paise, t.from_referral_paise, t.bought_at, r.status, r.close_at, r.ticket_root,
  r.result_source, r.result_num_1, r.result_num_2, r.result_num_3, r.result_num_4, r.result_num_5, r.result_letter, r.result_at,
  CASE WHEN r.status = 'settled' THEN r.settlement->'tables' END AS settlement_tables,
  CASE WHEN r.status = 'settled' THEN r.settlement->'pots' END AS settlement_pots
  FROM tickets t JOIN rounds r ON r.round_id = t.round_id`;

function toView(row: TicketRecord, now: Date): PlayerTicketView {
  const numbers = [row.num_1, row.num_2, row.num_3, row.num_4, row.num_5];
  const view = ticketView(
    { ticketId: row.ticket_id, roundId: row.round_id, period: row.period, numbers, letter: row.letter, pricePaise: Number(row.price_paise), boughtAt: row.bought_at.toISOString() },
    isOpen(row, now),
  );
  // Only a settled round's, and never before its result is published (the settlement waits for it anyway).
  const result = publishedNumbers(row, now);
  const settled = row.status === 'settled' && result !== null && row.settlement_tables !== null;
  const outcome = settled
    ? ticketOutcome(row.period, { numbers, letter: row.letter, pricePaise: Number(row.price_paise) }, {
        ...result,
        tables: row.settlement_tables!,
        pots: row.settlement_pots ?? [],
      })
    : null;
  return { ...view, outcome };
}

@QueryHandler(ListPlayerTickets)
export class ListPlayerTicketsHandler implements IQueryHandler<ListPlayerTickets, PlayerTicketsPage> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, period, page, limit }: ListPlayerTickets): Promise<PlayerTicketsPage> {
    const where = `t.user_id = $1 AND ($2::text IS NULL OR t.period = $2)`;
    const [list, count] = await Promise.all([
      this.pool.query<TicketRecord>({
        name: 'fd_player_tickets',
        text: `${SELECT} WHERE ${where} ORDER BY t.bought_at DESC, t.global_position DESC LIMIT $3 OFFSET $4`,
        values: [userId, period, limit, (page - 1) * limit],
      }),
      this.pool.query<{ total: number }>({
        name: 'fd_player_tickets_count',
        text: `SELECT count(*)::int AS total FROM tickets t WHERE ${where}`,
        values: [userId, period],
      }),
    ]);
    const now = this.clock.now();
    return { rows: list.rows.map((row) => toView(row, now)), page, limit, total: count.rows[0].total };
  }
}

@QueryHandler(GetPlayerTicket)
export class GetPlayerTicketHandler implements IQueryHandler<GetPlayerTicket, PlayerTicketView | null> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly receipts: TicketReceipts,
  ) {}

  async execute({ userId, ticketId }: GetPlayerTicket): Promise<PlayerTicketView | null> {
    const { rows } = await this.pool.query<TicketRecord>({
      name: 'fd_player_ticket',
      text: `${SELECT} WHERE t.ticket_id = $2 AND t.user_id = $1`,
      values: [userId, ticketId],
    });
    const row = rows[0];
    if (!row) return null;
    // The set is frozen once RoundClosed recorded its root: from then the ticket can prove it is in it.
    const receipt = row.ticket_root === null ? null : await this.receipts.receipt(row.round_id, row.ticket_root, row.ticket_id);
    // The receipt says which balance paid: the referral balance first, then money (DESIGN.md section 4).
    const paidFrom = { from_money: rupeesFromPaise(Number(row.from_money_paise)), from_referral: rupeesFromPaise(Number(row.from_referral_paise)) };
    return { ...toView(row, this.clock.now()), ...paidFrom, receipt };
  }
}
