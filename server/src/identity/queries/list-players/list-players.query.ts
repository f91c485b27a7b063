import { Query } from '@nestjs/cqrs';

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

/** Every player the search finds (GET /admin/users-list.csv?q), oldest first, at most CSV_MAX_ROWS. */
export class ExportPlayers extends Query<PlayerListRow[]> {
  constructor(readonly q: string | null) {
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
