import { Query } from '@nestjs/cqrs';

/** One entry of GET /draws/closes. Money in rupees (sales) and in paise (sales_paise, the hashed figure). */
export interface CloseEntryView {
  seq: number;
  draw_id: string;
  period: string;
  ticket_count: number;
  sales: number;
  sales_paise: number;
  ticket_root: string;
  closed_at: string;
  prev_hash: string;
  hash: string;
}

/** Entries past the first `since`, oldest first, at most `limit` (the request checked both). */
export class ListCloses extends Query<CloseEntryView[]> {
  constructor(
    readonly since: number,
    readonly limit: number,
  ) {
    super();
  }
}
