import { Injectable } from '@nestjs/common';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { walletStreamId } from '../wallet/wallet.js';
import { foldStatement, type FoldedStatement } from './statement-rows.js';

/**
 * Reads a player's wallet stream once, whole, and folds it into statement rows. Running
 * balances need every event from the opening, so a statement of any range or page costs
 * one read of the stream (about 20,000 events in 0.2 s: see get-statement.int.spec.ts).
 */
@Injectable()
export class WalletStatementReader {
  constructor(private readonly store: EventStore) {}

  async fold(userId: string): Promise<FoldedStatement> {
    const events = await this.store.readStream(walletStreamId(userId));
    return foldStatement(
      events.map((e) => ({ id: e.id, version: e.streamVersion, type: e.type, data: e.data, occurredAt: e.metadata.occurredAt })),
    );
  }
}
