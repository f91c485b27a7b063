import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../../draw-periods.js';
import type { LivePots } from '../../pots.js';

/**
 * The pots of a period's open round as they stand (paise): for the player's dashboard and
 * the live stream. With no round open, the amounts the next round starts at. `fresh`: the
 * sales summed by a read that starts now, never one shared from the last second (the live
 * feed, told of a purchase, must see it, or it would send nothing for it).
 */
export class GetLivePots extends Query<LivePots> {
  constructor(
    readonly period: PeriodId,
    readonly fresh = false,
  ) {
    super();
  }
}
