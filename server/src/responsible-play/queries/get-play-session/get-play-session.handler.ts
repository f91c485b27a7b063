import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetSessionStart } from '../../../identity/queries/get-session-start/get-session-start.query.js';
import { Clock } from '../../../shared/clock/clock.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { walletStreamId } from '../../../wallet/wallet.js';
import { PlayReads } from '../../play-reads.js';
import { GetPlaySession, type PlaySessionView } from './get-play-session.query.js';

const PAGE = 500;

/**
 * Staked (ticket prices) and won (prizes credited) since the session began, from the
 * wallet's own events, read newest first until one is older than the session: a session
 * is recent, so this reads its events and a page at most, however long the wallet's history.
 */
@QueryHandler(GetPlaySession)
export class GetPlaySessionHandler implements IQueryHandler<GetPlaySession, PlaySessionView> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly store: EventStore,
    private readonly reads: PlayReads,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, sessionId }: GetPlaySession): Promise<PlaySessionView> {
    const now = this.clock.now();
    const [started, play] = await Promise.all([this.queryBus.execute(new GetSessionStart(userId, sessionId)), this.reads.requirePlay(userId)]);
    // The guard has just checked the session; only a session deleted this instant has no start.
    const startedAt = started ?? now;
    const { stakedPaise, wonPaise } = await this.playSince(userId, startedAt);
    return {
      startedAt: startedAt.toISOString(),
      now: now.toISOString(),
      minutes: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
      staked: rupeesFromPaise(stakedPaise),
      won: rupeesFromPaise(wonPaise),
      net: rupeesFromPaise(stakedPaise - wonPaise),
      realityCheckMinutes: play.realityCheckMinutes,
    };
  }

  private async playSince(userId: string, startedAt: Date): Promise<{ stakedPaise: number; wonPaise: number }> {
    const streamId = walletStreamId(userId);
    const since = startedAt.getTime();
    let stakedPaise = 0;
    let wonPaise = 0;
    let fromVersion: number | undefined;
    for (;;) {
      const page = await this.store.readStream(streamId, { direction: 'backward', limit: PAGE, ...(fromVersion ? { fromVersion } : {}) });
      for (const event of page) {
        if (Date.parse(event.metadata.occurredAt) < since) return { stakedPaise, wonPaise };
        if (event.type === 'TicketPurchased') stakedPaise += Number(event.data.pricePaise);
        if (event.type === 'PrizeCredited') wonPaise += Number(event.data.amountPaise);
      }
      const oldest = page.at(-1)?.streamVersion ?? 1;
      if (page.length < PAGE || oldest <= 1) return { stakedPaise, wonPaise };
      fromVersion = oldest - 1;
    }
  }
}
