import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../draw-periods.js';

/** How many tickets carry `number` at each position, and in all (spec: 'Ticket Count by Number'). */
export interface PositionCount {
  number: number;
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  total: number;
}

export interface LetterCount {
  letter: string;
  count: number;
}

/** The specification's ticket count data (section 3). */
export interface TicketCountData {
  period: PeriodId;
  /** The round counted, when one was asked for; null: every round of the period. */
  draw_id: string | null;
  totalDraws: number;
  openDraws: number;
  closedDraws: number;
  totalTickets: number;
  /** One row per number of the period's range, zeros included, in number order. */
  positionCounts: PositionCount[];
  /** Weekly only (A to Z, zeros included); empty for the other periods. */
  alphabetCounts: LetterCount[];
}

/**
 * Counted set-based from the `tickets` read model when asked (DESIGN.md section 3: no
 * counter row that every purchase would update): over every round of the period, or over
 * one round (`drawId`).
 */
export class GetTicketNumberCount extends Query<TicketCountData> {
  constructor(
    readonly period: PeriodId,
    readonly drawId: string | null,
  ) {
    super();
  }
}
