import { Query } from '@nestjs/cqrs';

/**
 * Who referred a player (DESIGN.md 4, Referral), for the wallet's referral bonus.
 * Answers the referrer's player id, or null.
 */
export class GetPlayerReferrer extends Query<string | null> {
  constructor(readonly playerId: string) {
    super();
  }
}
