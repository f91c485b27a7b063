import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../draw-periods.js';
import type { DrawView } from '../draw-view.js';

/** One round by its id (`<period>-<start>`), or null. */
export class GetDraw extends Query<DrawView | null> {
  constructor(readonly drawId: string) {
    super();
  }
}

/** The newest round of a period, open or not (the admin's latest draw), or null. */
export class GetLatestDraw extends Query<DrawView | null> {
  constructor(readonly period: PeriodId) {
    super();
  }
}
