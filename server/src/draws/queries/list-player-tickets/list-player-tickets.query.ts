import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../draw-periods.js';
import type { PlayerTicketView } from '../ticket-view.js';

export interface PlayerTicketsPage {
  rows: PlayerTicketView[];
  page: number;
  limit: number;
  total: number;
}

/** One player's tickets, newest first, of one period or all (`period` null), paged from 1. */
export class ListPlayerTickets extends Query<PlayerTicketsPage> {
  constructor(
    readonly userId: string,
    readonly period: PeriodId | null,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}

/** One ticket of the player's own with its receipt, or null (someone else's ticket is not found either). */
export class GetPlayerTicket extends Query<PlayerTicketView | null> {
  constructor(
    readonly userId: string,
    readonly ticketId: string,
  ) {
    super();
  }
}
