import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../../shared/event-store/event-store.port.js';
import { rupeesFromPaise } from '../../../../shared/money/money.js';
import { CLOSE_FEED_STREAM, isCloseFeedEvent, type CloseRecorded } from '../../close-feed.js';
import { ListCloses, type CloseEntryView } from './list-closes.query.js';

/** The feed is its stream: entry n is version n, so a page is one read from version since + 1. */
@QueryHandler(ListCloses)
export class ListClosesHandler implements IQueryHandler<ListCloses, CloseEntryView[]> {
  constructor(private readonly store: EventStore) {}

  async execute({ since, limit }: ListCloses): Promise<CloseEntryView[]> {
    const events = await this.store.readStream(CLOSE_FEED_STREAM, { fromVersion: since + 1, limit });
    return events.filter(isCloseFeedEvent).map((e) => closeEntryView(e.data as unknown as CloseRecorded['data']));
  }
}

export function closeEntryView(e: CloseRecorded['data']): CloseEntryView {
  return {
    seq: e.seq,
    draw_id: e.roundId,
    period: e.period,
    ticket_count: e.ticketCount,
    sales: rupeesFromPaise(e.salesPaise),
    sales_paise: e.salesPaise,
    ticket_root: e.ticketRoot,
    closed_at: e.closedAt,
    prev_hash: e.prevHash,
    hash: e.hash,
  };
}
