import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetRequestPaymentOptions } from '../../../money-requests/queries/request-payment-options/request-payment-options.query.js';
import { describeEntry, requestIdsOf } from '../../statement-descriptions.js';
import { ZERO, type Balances, type StatementEntry } from '../../statement-rows.js';
import { StatementTooLongError } from '../../statements.errors.js';
import { WalletStatementReader } from '../../wallet-statement-reader.js';
import { GetStatement, type StatementPage, type StatementRow } from './get-statement.query.js';

/** The most rows one download holds (the contract's cap for every CSV). */
export const MAX_CSV_ROWS = 100_000;

@QueryHandler(GetStatement)
export class GetStatementHandler implements IQueryHandler<GetStatement, StatementPage> {
  constructor(
    private readonly reader: WalletStatementReader,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, range, paging }: GetStatement): Promise<StatementPage> {
    const { entries, openedAtMs } = await this.reader.fold(userId);
    const inRange = entries.filter((e) => e.atMs >= range.startMs && e.atMs < range.endMs);
    const opening = inRange.length ? before(inRange[0]) : balancesBefore(entries, range.startMs);
    const closing = inRange.length ? inRange[inRange.length - 1].after : opening;
    let shown: StatementEntry[];
    if (paging === 'all') {
      if (inRange.length > MAX_CSV_ROWS) throw new StatementTooLongError(inRange.length, MAX_CSV_ROWS);
      shown = inRange;
    } else {
      // Newest first: the page counted from the end of the range.
      const end = inRange.length - (paging.page - 1) * paging.limit;
      shown = end > 0 ? inRange.slice(Math.max(0, end - paging.limit), end).reverse() : [];
    }
    return { rows: await this.described(userId, shown), opening, closing, total: inRange.length, openedAtMs };
  }

  /** One lookup of payment options for all the rows shown, whatever their number. */
  private async described(userId: string, entries: StatementEntry[]): Promise<StatementRow[]> {
    const { deposits, withdrawals } = requestIdsOf(entries);
    const options = deposits.length + withdrawals.length ? await this.queryBus.execute(new GetRequestPaymentOptions(userId, deposits, withdrawals)) : new Map();
    return entries.map((e) => ({ ...e, description: describeEntry(e, options) }));
  }
}

function before(entry: StatementEntry): Balances {
  const { after, change } = entry;
  return { money: after.money - change.money, referral: after.referral - change.referral, held: after.held - change.held };
}

/** The balances after the last movement before `ms` (an empty range's opening and closing). */
function balancesBefore(entries: readonly StatementEntry[], ms: number): Balances {
  let balances = ZERO;
  for (const e of entries) if (e.atMs < ms) balances = e.after;
  return balances;
}
