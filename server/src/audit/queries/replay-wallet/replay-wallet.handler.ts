import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { walletStreamId } from '../../../wallet/wallet.js';
import { replayAgainstReadModels, type WalletReadModels } from '../../wallet-checks/first-mismatch.js';
import { readWalletReadModels } from '../../wallet-checks/wallet-read-models.js';
import { assertPlayerExists, readWalletStream } from '../../wallet-checks/wallet-stream.js';
import { balancesInRupees } from '../../wallet-checks/rupees-view.js';
import { ReplayWallet, type WalletReplayView } from './replay-wallet.query.js';

/** A purchase between reading the stream and the read models moves them on: read again, a few times. */
const ATTEMPTS = 3;

@QueryHandler(ReplayWallet)
export class ReplayWalletHandler implements IQueryHandler<ReplayWallet, WalletReplayView> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ userId }: ReplayWallet): Promise<WalletReplayView> {
    await assertPlayerExists(this.queries, userId);
    let events: Awaited<ReturnType<typeof readWalletStream>>['events'] = [];
    let read: WalletReadModels = { postings: new Map(), projected: null };
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      ({ events } = await readWalletStream(this.queries, userId));
      read = await readWalletReadModels(this.pool, userId);
      // Read models ahead of the stream read: the wallet moved meanwhile (an equal or
      // older row is what there is to judge: the read models are written with the append).
      if (!read.projected || read.projected.version <= (events.at(-1)?.version ?? 0)) break;
    }
    const outcome = replayAgainstReadModels(events, read);
    const m = outcome.firstMismatch;
    return {
      userId,
      streamId: walletStreamId(userId),
      events: outcome.events,
      match: m === null,
      replayed: { ...balancesInRupees(outcome.replayed), version: outcome.replayed.version },
      projected: outcome.projected && { ...balancesInRupees(outcome.projected), version: outcome.projected.version },
      ledger: balancesInRupees(outcome.ledger),
      firstMismatch: m && { ...m, replayed: balancesInRupees(m.replayed), projected: balancesInRupees(m.projected) },
    };
  }
}
