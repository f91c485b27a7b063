import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { GetAdminUsernames } from '../../../../identity/queries/get-admin-usernames/get-admin-usernames.query.js';
import { GetSettings } from '../../../../settings/queries/get-settings/get-settings.query.js';
import { Clock } from '../../../../shared/clock/clock.js';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import { roundOnSale, roundsAwaitingResult } from '../../awaiting-results.js';
import { resultFields } from '../published-result.js';
import { GetResultStatus, type PendingEntryView, type ResultStatusView } from './get-result-status.query.js';

interface StoredEntry {
  numbers: number[];
  letter: string | null;
  adminId: string;
  enteredAt: string;
}

/**
 * The round an admin's result would concern (the oldest awaiting one, a manual one first,
 * as EnterResult chooses), or the round on sale, with its declared source and the entry
 * waiting for approval. Admin-only: an entry is never shown to players.
 */
@QueryHandler(GetResultStatus)
export class GetResultStatusHandler implements IQueryHandler<GetResultStatus, ResultStatusView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ period, adminId }: GetResultStatus): Promise<ResultStatusView> {
    const now = this.clock.now();
    const [awaiting, settings] = await Promise.all([roundsAwaitingResult(this.pool, period, now), this.queryBus.execute(new GetSettings())]);
    const waiting = awaiting.find((r) => r.source === 'manual') ?? awaiting[0] ?? null;
    const round = waiting ?? (await roundOnSale(this.pool, period, now));
    const base = { period, next_source: settings.resultSource[period] };
    if (!round) return { ...base, draw_id: null, stage: 'none', source: null, close_at: null, draw_at: null, proof_url: null, entry: null };
    return {
      ...base,
      draw_id: round.round_id,
      stage: waiting ? 'awaiting' : 'on_sale',
      source: round.source,
      close_at: round.close_at.toISOString(),
      draw_at: round.draw_at.toISOString(),
      proof_url: `/draws/${round.round_id}/proof`,
      entry: waiting ? await this.entryOf(round.round_id, adminId) : null,
    };
  }

  private async entryOf(roundId: string, adminId: string): Promise<PendingEntryView | null> {
    const { rows } = await this.pool.query<{ result_entry: StoredEntry | null }>({
      name: 'fd_round_result_entry',
      text: 'SELECT result_entry FROM rounds WHERE round_id = $1',
      values: [roundId],
    });
    const entry = rows[0]?.result_entry;
    if (!entry) return null;
    const names = await this.queryBus.execute(new GetAdminUsernames([entry.adminId]));
    return {
      ...resultFields(entry),
      entered_by: names.get(entry.adminId) ?? null,
      entered_at: new Date(entry.enteredAt).toISOString(),
      mine: entry.adminId === adminId,
    };
  }
}
