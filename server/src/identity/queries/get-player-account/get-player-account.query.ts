import { Query } from '@nestjs/cqrs';

/** A player's account as the admin's player page shows it (contract A3's `player`). */
export interface PlayerAccountView {
  _id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  mobile: string | null;
  /** 'YYYY-MM-DD'. */
  date_of_birth: string | null;
  gender: string | null;
  referral_code: string;
  is_profile_updated: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** One player's account for admins, or null for an unknown or malformed id. */
export class GetPlayerAccount extends Query<PlayerAccountView | null> {
  constructor(readonly playerId: string) {
    super();
  }
}
