import { Injectable } from '@nestjs/common';
import type { CarriedPots } from './pots.js';

/**
 * What rolled over into a round's pots from the period's previous round (DESIGN.md
 * section 3: with no winner the whole pot moves to the next round, in place of the base).
 *
 * The seam for the results issue: rounds are not settled yet, so nothing has rolled over
 * and every pot starts at its base. Settlement records what it carries (RoundSettled);
 * this then reads it for the round, and GetLivePots needs no other change.
 */
@Injectable()
export class PotCarry {
  carriedInto(_roundId: string): Promise<CarriedPots> {
    return Promise.resolve({});
  }
}
