import { Query } from '@nestjs/cqrs';

/**
 * Whether a player has completed their profile (DESIGN.md 5: names, mobile, an adult's date
 * of birth), which deposits and ticket purchases need (issue 12; IDENTITY.PROFILE_INCOMPLETE).
 */
export class IsProfileComplete extends Query<boolean> {
  constructor(readonly playerId: string) {
    super();
  }
}
