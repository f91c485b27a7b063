import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../draw-periods.js';
import type { DrawView } from '../draw-view.js';

/** `open` and `closed` as players see them (draw-view.ts); null: every round. */
export type DrawStatusFilter = 'open' | 'closed' | null;

/** Rounds newest first: of one period, or of all (`period` null), at most `limit`. */
export class ListDraws extends Query<DrawView[]> {
  constructor(
    readonly period: PeriodId | null,
    readonly status: DrawStatusFilter,
    readonly limit: number,
  ) {
    super();
  }
}
