import { Query } from '@nestjs/cqrs';
import type { Balances, StatementEntry } from '../../statement-rows.js';
import type { StatementRange } from '../../statement-range.js';

/** A statement row with the words the player reads. */
export interface StatementRow extends StatementEntry {
  description: string;
}

export interface StatementPage {
  /** Newest first for a page; oldest first for `paging: 'all'` (the CSV). */
  rows: StatementRow[];
  /** Before the first movement of the range, and after its last (paise). */
  opening: Balances;
  closing: Balances;
  /** Rows in the whole range. */
  total: number;
  /** When the wallet was opened (ms), or null. */
  openedAtMs: number | null;
}

/** The caller's own statement over `range`: one page of it, or every row of it (for a download). */
export class GetStatement extends Query<StatementPage> {
  constructor(
    readonly userId: string,
    readonly range: StatementRange,
    readonly paging: { page: number; limit: number } | 'all',
  ) {
    super();
  }
}
