import { Query } from '@nestjs/cqrs';

/** The signed-in player's profile with balances (spec: GET /user/profile). */
export class GetProfile extends Query<ProfileView> {
  constructor(readonly playerId: string) {
    super();
  }
}

export interface ProfileView {
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  mobile: string | null;
  date_of_birth: string | null;
  gender: string | null;
  current_balance: number;
  referral_balance: number;
  referral_code: string;
  isProfileUpdated: boolean;
}
