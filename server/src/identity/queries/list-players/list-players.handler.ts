import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import {
  GetWalletBalances,
  type WalletBalance,
  type WalletBalancesResult,
} from '../../../wallet/queries/get-wallet-balances/get-wallet-balances.query.js';
import type { CsvChunk } from '../../../shared/csv/csv.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { PlayerEntity } from '../../entities/player.entity.js';
import { playerSearch, playerSearchCondition } from './player-search.js';
import { ExportPlayers, ListPlayers, type PlayerCursor, type PlayerListPage, type PlayerListRow } from './list-players.query.js';

/** Wallet balances are asked for this many players at a time (a query's parameters are limited). */
const BALANCES_CHUNK = 5_000;

/**
 * A search is a substring match, which no b-tree index serves (pg_trgm is not in the
 * embedded PostgreSQL 18): the page walks players_created_at_idx newest first and stops
 * at `limit` matches (a common term: a few ms), and the total is one scan of the table
 * (about 50 ms at 100,000 players on the idle development machine, 100-150 ms under load;
 * measured for issue 12). Both run at once.
 */
@QueryHandler(ListPlayers)
export class ListPlayersHandler implements IQueryHandler<ListPlayers> {
  constructor(
    @InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ page, limit, q }: ListPlayers): Promise<PlayerListPage> {
    const query = searched(this.players, q);
    const [players, counted] = await Promise.all([
      query.clone().orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'ASC').offset((page - 1) * limit).limit(limit).getMany(),
      // count(*), not getCount's COUNT(DISTINCT id): no joins here, and a common term matches most rows.
      query.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>(),
    ]);
    const total = counted?.total ?? 0;
    const rows = await withBalances(this.queryBus, players);
    return { rows, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  }
}

@QueryHandler(ExportPlayers)
export class ExportPlayersHandler implements IQueryHandler<ExportPlayers> {
  constructor(
    @InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ q, cursor, limit }: ExportPlayers): Promise<CsvChunk<PlayerListRow, PlayerCursor>> {
    // The list's order reversed, ties included; a keyset page walks players_created_at_idx from the cursor.
    const query = searched(this.players, q).addSelect('CAST(p.created_at AS text)', 'cursor_at');
    if (cursor) {
      query.andWhere('(p.created_at > CAST(:cursorAt AS timestamptz) OR (p.created_at = CAST(:cursorAt AS timestamptz) AND p.id < :cursorId))', {
        cursorAt: cursor.createdAt,
        cursorId: cursor.id,
      });
    }
    const { entities, raw } = await query.orderBy('p.createdAt', 'ASC').addOrderBy('p.id', 'DESC').limit(limit).getRawAndEntities<{ cursor_at: string }>();
    const last = entities.length === limit ? { createdAt: raw[raw.length - 1].cursor_at, id: entities[entities.length - 1].id } : null;
    return { rows: await withBalances(this.queryBus, entities), next: last };
  }
}

function searched(players: Repository<PlayerEntity>, q: string | null): SelectQueryBuilder<PlayerEntity> {
  const query = players.createQueryBuilder('p');
  const search = playerSearch(q);
  if (!search) return query;
  const condition = playerSearchCondition(search);
  return query.where(condition.sql, condition.params);
}

async function withBalances(queryBus: QueryBus, players: PlayerEntity[]): Promise<PlayerListRow[]> {
  const balances = new Map<string, WalletBalance>();
  for (let i = 0; i < players.length; i += BALANCES_CHUNK) {
    const ids = players.slice(i, i + BALANCES_CHUNK).map((p) => p.id);
    const found = await queryBus.execute<GetWalletBalances, WalletBalancesResult>(new GetWalletBalances(ids));
    for (const [id, balance] of found) balances.set(id, balance);
  }
  return players.map((p) => playerListRow(p, balances.get(p.id)));
}

function playerListRow(p: PlayerEntity, wallet: WalletBalance | undefined): PlayerListRow {
  const money = rupeesFromPaise(wallet?.moneyPaise ?? 0);
  return {
    _id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    username: p.username,
    email: p.email,
    mobile: p.mobile,
    amount: money,
    current_balance: money,
    referral_balance: rupeesFromPaise(wallet?.referralPaise ?? 0),
    held_balance: rupeesFromPaise(wallet?.heldPaise ?? 0),
    is_profile_updated: p.isProfileUpdated,
    lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
