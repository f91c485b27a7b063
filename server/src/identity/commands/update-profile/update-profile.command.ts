import { Command } from '@nestjs/cqrs';
import type { Gender } from '../../entities/player.entity.js';

export interface ProfileFields {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  date_of_birth: string;
  gender: Gender;
}

/** Creates or updates the signed-in player's profile (spec: update-profile). */
export class UpdateProfile extends Command<void> {
  constructor(
    readonly playerId: string,
    readonly fields: ProfileFields,
  ) {
    super();
  }
}
