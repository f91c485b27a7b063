import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import { drawPeriod, isPeriodId } from '../draw-periods.js';
import { GetPrizeTables } from '../prizes/queries/get-prize-tables/get-prize-tables.query.js';
import { tableOf } from '../prizes/prize-tables.js';
import type { RoundSettlement } from '../rounds/round-settlement.js';
import { potStart } from '../settlement/pot-settlement.js';
import type { CarriedPots } from './pots.js';

/**
 * What a round's pots start at, from the period's previous round (DESIGN.md section 3):
 * with no winner its whole pot rolled over in place of the base; after a win the base
 * again plus the remainder paise (settlement's potStart, the rule RoundSettled records).
 * Read from the previous round's settlement (rounds.settlement, RoundSettled's data), with
 * the base of the tables in force now. Until that round is settled (or when the period
 * has no earlier round) nothing is known to have rolled over: the base (null).
 */
@Injectable()
export class PotCarry {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly queryBus: QueryBus,
  ) {}

  async carriedInto(roundId: string): Promise<CarriedPots> {
    const { rows } = await this.pool.query<{ period: string; settlement: RoundSettlement | null }>({
      name: 'fd_pot_carry_previous',
      text: `SELECT p.period, p.settlement FROM rounds r
             JOIN LATERAL (SELECT period, settlement FROM rounds x WHERE x.period = r.period AND x.start_at < r.start_at
                           ORDER BY x.start_at DESC LIMIT 1) p ON true
             WHERE r.round_id = $1`,
      values: [roundId],
    });
    const previous = rows[0];
    if (!previous?.settlement || !isPeriodId(previous.period)) return {};
    const tables = await this.queryBus.execute(new GetPrizeTables());
    const carried: CarriedPots = {};
    for (const pot of drawPeriod(previous.period).pots) {
      const settled = previous.settlement.pots.find((p) => p.name === pot.name);
      if (settled) carried[pot.name] = potStart(settled, tableOf(tables, previous.period, pot.mode).jackpotPaise).startPaise;
    }
    return carried;
  }
}
