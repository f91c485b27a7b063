import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetAdminUsernames } from '../../../identity/queries/get-admin-usernames/get-admin-usernames.query.js';
import { GetPlayerSummaries } from '../../../identity/queries/get-player-summaries/get-player-summaries.query.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { walletStreamId } from '../../../wallet/wallet.js';
import { assertPlayerExists, readWalletStream } from '../../wallet-checks/wallet-stream.js';
import { walletMovements } from '../../wallet-checks/wallet-movements.js';
import { GetWalletEvents, type WalletEventsPage } from './get-wallet-events.query.js';
import { actorId, walletEventView } from './wallet-event-view.js';
import { isUuid } from '../../uuid.js';

@QueryHandler(GetWalletEvents)
export class GetWalletEventsHandler implements IQueryHandler<GetWalletEvents, WalletEventsPage> {
  constructor(
    private readonly queries: QueryBus,
    private readonly store: EventStore,
  ) {}

  async execute({ userId, page, limit, order }: GetWalletEvents): Promise<WalletEventsPage> {
    await assertPlayerExists(this.queries, userId);
    // Oldest first, the balances of any page need every event before it: a newest-first
    // page needs the whole stream, an oldest-first one only up to its last row.
    const upTo = order === 'asc' ? page * limit : Infinity;
    const { events } = await readWalletStream(this.queries, userId, upTo);
    const total = order === 'asc' ? await this.streamLength(userId) : events.length;
    const movements = walletMovements(events);
    const ordered = order === 'asc' ? movements : movements.reverse();
    const slice = ordered.slice((page - 1) * limit, page * limit);
    const names = await this.actorNames(slice.map((m) => m.event.actor));
    return {
      rows: slice.map((m) => walletEventView(m, names)),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }

  /** The stream's length: the version of its last event. */
  private async streamLength(userId: string): Promise<number> {
    const [last] = await this.store.readStream(walletStreamId(userId), { direction: 'backward', limit: 1 });
    return last?.streamVersion ?? 0;
  }

  /** Usernames of the players and admins among `actors`, keyed by the actor as stored. */
  private async actorNames(actors: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(actors)].map(actorId).filter((a) => a !== null && isUuid(a.id)) as { kind: 'user' | 'admin'; id: string }[];
    const players = ids.filter((a) => a.kind === 'user').map((a) => a.id);
    const admins = ids.filter((a) => a.kind === 'admin').map((a) => a.id);
    const [playerNames, adminNames] = await Promise.all([
      players.length ? this.queries.execute(new GetPlayerSummaries(players)) : new Map(),
      admins.length ? this.queries.execute(new GetAdminUsernames(admins)) : new Map<string, string>(),
    ]);
    const names = new Map<string, string>();
    for (const [id, p] of playerNames) names.set(`user:${id}`, p.username);
    for (const [id, username] of adminNames) names.set(`admin:${id}`, username);
    return names;
  }
}
