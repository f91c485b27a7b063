import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { drawPeriod, LETTERS, NUMBERS_PER_TICKET } from '../../draw-periods.js';
import { Clock } from '../../../shared/clock/clock.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { GetTicketNumberCount, type PositionCount, type TicketCountData } from './ticket-number-count.query.js';

/** Each ticket as five (position, number) pairs, grouped: one pass over the period's tickets. */
const POSITIONS = `SELECT v.pos, v.num, count(*)::int AS n
  FROM tickets t CROSS JOIN LATERAL (VALUES (1, t.num_1), (2, t.num_2), (3, t.num_3), (4, t.num_4), (5, t.num_5)) v(pos, num)
  WHERE %WHERE% GROUP BY v.pos, v.num`;
const LETTER_COUNTS = `SELECT t.letter, count(*)::int AS n FROM tickets t WHERE %WHERE% AND t.letter IS NOT NULL GROUP BY t.letter`;
const ROUNDS = `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'open' AND close_at > $2)::int AS open
  FROM rounds WHERE period = $1 AND ($3::text IS NULL OR round_id = $3)`;

@QueryHandler(GetTicketNumberCount)
export class GetTicketNumberCountHandler implements IQueryHandler<GetTicketNumberCount, TicketCountData> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ period, drawId }: GetTicketNumberCount): Promise<TicketCountData> {
    const p = drawPeriod(period);
    // Two shapes, so each plan uses its own index (tickets by round, or by period).
    const shape = drawId ? 'round' : 'period';
    const where = drawId ? 't.round_id = $1 AND t.period = $2' : 't.period = $2 AND $1::text IS NULL';
    const [positions, letters, rounds] = await Promise.all([
      this.pool.query<{ pos: number; num: number; n: number }>({ name: `fd_count_positions_${shape}`, text: POSITIONS.replace('%WHERE%', where), values: [drawId, period] }),
      p.hasLetter
        ? this.pool.query<{ letter: string; n: number }>({ name: `fd_count_letters_${shape}`, text: LETTER_COUNTS.replace('%WHERE%', where), values: [drawId, period] })
        : Promise.resolve({ rows: [] }),
      this.pool.query<{ total: number; open: number }>({ name: 'fd_count_rounds', text: ROUNDS, values: [period, this.clock.now(), drawId] }),
    ]);
    const byNumber = new Map<number, PositionCount>();
    for (let number = p.minNumber; number <= p.maxNumber; number++) {
      byNumber.set(number, { number, num_1: 0, num_2: 0, num_3: 0, num_4: 0, num_5: 0, total: 0 });
    }
    let totalTickets = 0;
    for (const { pos, num, n } of positions.rows) {
      const row = byNumber.get(num);
      if (!row || pos < 1 || pos > NUMBERS_PER_TICKET) continue;
      row[`num_${pos}` as 'num_1'] += n;
      row.total += n;
      // Every ticket has exactly one number at position 1.
      if (pos === 1) totalTickets += n;
    }
    const letterCounts = new Map(letters.rows.map((r) => [r.letter, r.n]));
    const { total, open } = rounds.rows[0];
    return {
      period,
      draw_id: drawId,
      totalDraws: total,
      openDraws: open,
      closedDraws: total - open,
      totalTickets,
      positionCounts: [...byNumber.values()],
      alphabetCounts: p.hasLetter ? LETTERS.map((letter) => ({ letter, count: letterCounts.get(letter) ?? 0 })) : [],
    };
  }
}
