import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../shared/i18n/language.js';

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
  /** The language stored for the player (PUT /user/language): 'en' or 'hi'. */
  language: Language;
}
