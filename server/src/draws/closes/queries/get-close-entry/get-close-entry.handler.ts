import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../../shared/event-store/event-store.port.js';
import { CLOSE_FEED_STREAM, type CloseRecorded } from '../../close-feed.js';
import { CurrentCloseFeed } from '../../current-close-feed.js';
import { seqOfRound } from '../../recorded-rounds.js';
import { GetCloseEntry, type CloseEntryRef } from './get-close-entry.query.js';

/** The seq comes from the feed's state in memory; the hash from that one entry (the state keeps no hashes). */
@QueryHandler(GetCloseEntry)
export class GetCloseEntryHandler implements IQueryHandler<GetCloseEntry, CloseEntryRef | null> {
  constructor(
    private readonly store: EventStore,
    private readonly feed: CurrentCloseFeed,
  ) {}

  async execute({ roundId }: GetCloseEntry): Promise<CloseEntryRef | null> {
    const seq = seqOfRound((await this.feed.read()).state.recorded, roundId);
    if (seq === undefined) return null;
    const [entry] = await this.store.readStream(CLOSE_FEED_STREAM, { fromVersion: seq, limit: 1 });
    const data = entry?.data as unknown as CloseRecorded['data'] | undefined;
    return data && data.roundId === roundId ? { seq: data.seq, hash: data.hash } : null;
  }
}
