import { Query } from '@nestjs/cqrs';
import type { CsvChunk } from '../../../shared/csv/csv.js';

/** The admin users page (spec: GET /admin/users-list?page&limit, issue 12: &q), newest first. */
export class ListPlayers extends Query<PlayerListPage> {
  constructor(
    readonly page: number,
    readonly limit: number,
    /** A search term (player-search.ts); null or blank: every player. */
    readonly q: string | null = null,
  ) {
    super();
  }
}

/** Where a chunk of the export starts: after this player (created_at as PostgreSQL writes it, exact to the microsecond). */
export interface PlayerCursor {
  createdAt: string;
  id: string;
}

/**
 * A chunk of every player the search finds (GET /admin/users-list.csv?q), oldest first
 * (the list's order reversed), `limit` players after `cursor`, and the next chunk's cursor.
 */
export class ExportPlayers extends Query<CsvChunk<PlayerListRow, PlayerCursor>> {
  constructor(
    readonly q: string | null,
    readonly cursor: PlayerCursor | null,
    readonly limit: number,
  ) {
    super();
  }
}

export interface PlayerListRow {
  _id: string;
  first_name: string | null;
  last_name: string | null;
  username: string;
  email: string;
  mobile: string | null;
  /** The money balance in rupees (the "Amount" column); `current_balance` is the same. */
  amount: number;
  current_balance: number;
  referral_balance: number;
  /** Money set aside for pending withdrawals, rupees. */
  held_balance: number;
  is_profile_updated: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PlayerListPage {
  rows: PlayerListRow[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
