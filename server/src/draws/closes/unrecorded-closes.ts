import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import { CurrentCloseFeed } from './current-close-feed.js';
import { seqOfRound } from './recorded-rounds.js';

/**
 * Closed rounds (RoundClosed stored, so the `rounds` read model has their ticket root)
 * that are not in the feed of closes: a close cut short between its two appends, a round
 * recorded as missed (opened closed) after a downtime, or closes from before the feed.
 * Oldest close first, so that recording them keeps the feed in the order of the closes.
 */
@Injectable()
export class UnrecordedCloses {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly feed: CurrentCloseFeed,
  ) {}

  async find(): Promise<string[]> {
    const { state } = await this.feed.read();
    // The scheduler asks every tick: as long as the counts agree, one count answers it.
    const { rows: counted } = await this.pool.query<{ n: number }>({
      name: 'fd_closes_closed_rounds',
      text: 'SELECT count(*)::int AS n FROM rounds WHERE ticket_root IS NOT NULL',
    });
    if ((counted[0]?.n ?? 0) <= state.lastSeq) return [];
    const { rows } = await this.pool.query<{ round_id: string }>({
      name: 'fd_closes_closed_rounds_in_order',
      text: 'SELECT round_id FROM rounds WHERE ticket_root IS NOT NULL ORDER BY closed_at, close_at, round_id',
    });
    return rows.map((r) => r.round_id).filter((roundId) => seqOfRound(state.recorded, roundId) === undefined);
  }
}
