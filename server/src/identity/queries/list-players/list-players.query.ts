import { Query } from '@nestjs/cqrs';

/** The admin users page (spec: GET /admin/users-list?page&limit), newest first. */
export class ListPlayers extends Query<PlayerListPage> {
  constructor(
    readonly page: number,
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
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PlayerListPage {
  rows: PlayerListRow[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
