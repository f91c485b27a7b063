import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import { drawPeriod, isPeriodId, type PeriodId } from '../draw-periods.js';
import { tableOf, type PrizeTablesState } from '../prizes/prize-tables.js';
import type { RoundTables } from '../rounds/round.js';
import type { RoundSettlement } from '../rounds/round-settlement.js';
import { potStart } from '../settlement/pot-settlement.js';
import type { CarriedPots } from './pots.js';

/** A period's newest round as the pots read it. */
export interface LatestRound {
  round_id: string;
  status: string;
  close_at: Date;
  price_paise: string;
  sales_paise: string | null;
  tables: RoundTables | null;
  settlement: RoundSettlement | null;
}

/**
 * What a round's pots start at, from the period's previous round: with no winner its whole
 * pot rolled over in place of the base; after a win the base again plus the remainder
 * paise (settlement's potStart, the rule RoundSettled records). Read from the previous
 * round's settlement (rounds.settlement, RoundSettled's data), with the base of the tables
 * given (the round's own, fixed at its open). Until that round is settled (or when the
 * period has no earlier round) nothing is known to have rolled over: the base (null).
 */
@Injectable()
export class PotCarry {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async latest(period: PeriodId): Promise<LatestRound | null> {
    const { rows } = await this.pool.query<LatestRound>({
      name: 'fd_pots_latest_round',
      text: 'SELECT round_id, status, close_at, price_paise, sales_paise, tables, settlement FROM rounds WHERE period = $1 ORDER BY start_at DESC LIMIT 1',
      values: [period],
    });
    return rows[0] ?? null;
  }

  async carriedInto(roundId: string, tables: PrizeTablesState): Promise<CarriedPots> {
    const { rows } = await this.pool.query<{ period: string; settlement: RoundSettlement | null }>({
      name: 'fd_pot_carry_previous',
      text: `SELECT p.period, p.settlement FROM rounds r
             JOIN LATERAL (SELECT period, settlement FROM rounds x WHERE x.period = r.period AND x.start_at < r.start_at
                           ORDER BY x.start_at DESC LIMIT 1) p ON true
             WHERE r.round_id = $1`,
      values: [roundId],
    });
    const previous = rows[0];
    return previous?.settlement && isPeriodId(previous.period) ? carriedAfter(previous.period, previous.settlement, tables) : {};
  }
}

/** What the round after a settled one starts its pots at, with the base of `tables`. */
export function carriedAfter(period: PeriodId, settlement: RoundSettlement, tables: PrizeTablesState): CarriedPots {
  const carried: CarriedPots = {};
  for (const pot of drawPeriod(period).pots) {
    const settled = settlement.pots.find((p) => p.name === pot.name);
    if (settled) carried[pot.name] = potStart(settled, tableOf(tables, period, pot.mode).jackpotPaise).startPaise;
  }
  return carried;
}
