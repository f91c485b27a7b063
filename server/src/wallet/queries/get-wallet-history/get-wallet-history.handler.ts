import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { walletStreamId } from '../../wallet.js';
import { GetWalletHistory, type WalletHistory } from './get-wallet-history.query.js';

const MAX_PAGE = 1000;

@QueryHandler(GetWalletHistory)
export class GetWalletHistoryHandler implements IQueryHandler<GetWalletHistory, WalletHistory> {
  constructor(private readonly store: EventStore) {}

  async execute({ userId, fromVersion, limit }: GetWalletHistory): Promise<WalletHistory> {
    const pageSize = Math.min(Math.max(1, Math.floor(limit)), MAX_PAGE);
    // One more than asked tells whether another page follows.
    const events = await this.store.readStream(walletStreamId(userId), {
      fromVersion: Math.max(1, Math.floor(fromVersion)),
      limit: pageSize + 1,
    });
    const page = events.slice(0, pageSize);
    return {
      userId,
      events: page.map((e) => ({
        version: e.streamVersion,
        globalPosition: e.globalPosition,
        eventId: e.id,
        type: e.type,
        data: e.data,
        actor: e.metadata.actor,
        correlationId: e.metadata.correlationId,
        causationId: e.metadata.causationId,
        occurredAt: e.metadata.occurredAt,
        recordedAt: e.createdAt,
        hash: e.hash,
      })),
      nextVersion: events.length > pageSize ? events[pageSize].streamVersion : null,
    };
  }
}
