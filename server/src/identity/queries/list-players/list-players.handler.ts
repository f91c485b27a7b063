import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import {
  GetWalletBalances,
  type WalletBalance,
  type WalletBalancesResult,
} from '../../../wallet/queries/get-wallet-balances/get-wallet-balances.query.js';
import { CSV_MAX_ROWS } from '../../../shared/csv/csv.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { PlayerEntity } from '../../entities/player.entity.js';
import { playerSearch, playerSearchCondition } from './player-search.js';
import { ExportPlayers, ListPlayers, type PlayerListPage, type PlayerListRow } from './list-players.query.js';

/** Wallet balances are asked for this many players at a time (a query's parameters are limited). */
const BALANCES_CHUNK = 5_000;

/**
 * A search is a substring match, which no b-tree index serves (pg_trgm is not in the
 * embedded PostgreSQL): the page walks players_created_at_idx newest first and stops at
 * `limit` matches, and the total is one scan of the table (about 50 ms at 100,000 players
 * on the development machine; see the issue 12 report).
 */
@QueryHandler(ListPlayers)
export class ListPlayersHandler implements IQueryHandler<ListPlayers> {
  constructor(
    @InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ page, limit, q }: ListPlayers): Promise<PlayerListPage> {
    const query = searched(this.players, q);
    const [players, total] = await Promise.all([
      query.clone().orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'ASC').offset((page - 1) * limit).limit(limit).getMany(),
      query.clone().getCount(),
    ]);
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

  async execute({ q }: ExportPlayers): Promise<PlayerListRow[]> {
    // The list's order reversed, ties included.
    const players = await searched(this.players, q).orderBy('p.createdAt', 'ASC').addOrderBy('p.id', 'DESC').limit(CSV_MAX_ROWS).getMany();
    return withBalances(this.queryBus, players);
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
