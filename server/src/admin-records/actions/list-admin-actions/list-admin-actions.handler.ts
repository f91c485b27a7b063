import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { CLI_ACTOR } from '../../../identity/admin-accounts/admin-account-events.js';
import { FindAdminByUsername, GetAdminAccounts } from '../../../identity/queries/get-admin-accounts/get-admin-accounts.query.js';
import { Clock } from '../../../shared/clock/clock.js';
import type { CsvChunk } from '../../../shared/csv/csv.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { indiaDayRange } from '../../../shared/clock/india-time.js';
import { actorView, adminIdOfActor, type AdminActionRecord, type AdminActionView } from '../admin-action.js';
import { describeAction } from '../admin-action-summary.js';
import { ExportAdminActions, ListAdminActions, type AdminActionCursor, type AdminActionFilter, type AdminActionsPage } from './list-admin-actions.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Beyond any date: a hidden result whose draw time could not be read stays hidden. */
const NEVER = new Date(8.64e15);

/** $1 kind, $2 exact actor, $3 the system's own actors, $4 from, $5 to (exclusive). */
const WHERE = `($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR actor = $2)
  AND ($3::boolean IS NOT TRUE OR (starts_with(actor, 'system:') AND actor <> '${CLI_ACTOR}'))
  AND ($4::timestamptz IS NULL OR at >= $4) AND ($5::timestamptz IS NULL OR at < $5)`;
const COLUMNS = 'event_id, event_type, kind, at, actor, subject, details, previous, hidden_until';

type Where = [string | null, string | null, boolean, Date | null, Date | null];

/**
 * Reads the log (admin_actions, an inline projection: migration 1795273500000) and names
 * each actor through identity's GetAdminAccounts. An actor filter that names no account
 * finds nothing.
 */
abstract class AdminActionsReader {
  constructor(
    protected readonly pool: pg.Pool,
    protected readonly queryBus: QueryBus,
    protected readonly clock: Clock,
  ) {}

  protected async where(filter: AdminActionFilter): Promise<Where | null> {
    const { start, end } = indiaDayRange(filter.from, filter.to);
    const base = (actor: string | null, system = false): Where => [filter.kind, actor, system, start, end];
    const actor = filter.actor;
    if (actor === null) return base(null);
    if (actor.toLowerCase() === 'cli') return base(CLI_ACTOR);
    if (actor.toLowerCase() === 'system') return base(null, true);
    if (UUID.test(actor)) return base(`admin:${actor.toLowerCase()}`);
    const account = await this.queryBus.execute(new FindAdminByUsername(actor));
    return account ? base(`admin:${account.id}`) : null;
  }

  protected async views(records: AdminActionRecord[]): Promise<AdminActionView[]> {
    const ids = records.map((r) => adminIdOfActor(r.actor)).filter((id): id is string => id !== null);
    const accounts = await this.queryBus.execute(new GetAdminAccounts(ids));
    const now = this.clock.now();
    return records.map((record) => {
      const { summary, details } = describeAction(record, now);
      return { id: record.event_id, at: record.at.toISOString(), kind: record.kind, actor: actorView(record.actor, accounts), subject: record.subject, summary, details };
    });
  }
}

/** node-postgres reads timestamptz 'infinity' as the number Infinity. */
function normalised(record: AdminActionRecord): AdminActionRecord {
  const hidden = record.hidden_until as unknown;
  return hidden === null || hidden instanceof Date ? record : { ...record, hidden_until: NEVER };
}

@QueryHandler(ListAdminActions)
export class ListAdminActionsHandler extends AdminActionsReader implements IQueryHandler<ListAdminActions> {
  constructor(@Inject(PG_POOL) pool: pg.Pool, queryBus: QueryBus, clock: Clock) {
    super(pool, queryBus, clock);
  }

  async execute({ filter, page, limit }: ListAdminActions): Promise<AdminActionsPage> {
    const where = await this.where(filter);
    if (!where) return { rows: [], pagination: { page, limit, total: 0, totalPages: 0 } };
    const [list, count] = await Promise.all([
      this.pool.query<AdminActionRecord>(
        `SELECT ${COLUMNS} FROM admin_actions WHERE ${WHERE} ORDER BY at DESC, global_position DESC LIMIT $6 OFFSET $7`,
        [...where, limit, (page - 1) * limit],
      ),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM admin_actions WHERE ${WHERE}`, where),
    ]);
    const total = count.rows[0].total;
    return { rows: await this.views(list.rows.map(normalised)), pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  }
}

@QueryHandler(ExportAdminActions)
export class ExportAdminActionsHandler extends AdminActionsReader implements IQueryHandler<ExportAdminActions> {
  constructor(@Inject(PG_POOL) pool: pg.Pool, queryBus: QueryBus, clock: Clock) {
    super(pool, queryBus, clock);
  }

  async execute({ filter, cursor, limit }: ExportAdminActions): Promise<CsvChunk<AdminActionView, AdminActionCursor>> {
    const where = await this.where(filter);
    if (!where) return { rows: [], next: null };
    const { rows } = await this.pool.query<AdminActionRecord & { cursor_at: string; position: string }>(
      `SELECT ${COLUMNS}, at::text AS cursor_at, global_position AS position FROM admin_actions
       WHERE ${WHERE} AND ($6::text IS NULL OR (at, global_position) > (CAST($6 AS timestamptz), $7::bigint))
       ORDER BY at, global_position LIMIT $8`,
      [...where, cursor?.at ?? null, cursor?.position ?? null, limit],
    );
    const last = rows.length === limit ? rows[rows.length - 1] : null;
    return { rows: await this.views(rows.map(normalised)), next: last ? { at: last.cursor_at, position: last.position } : null };
  }
}
