import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { walletStreamId } from '../../../wallet/wallet.js';
import { assertPlayerExists, readWalletEvent } from '../../wallet-checks/wallet-stream.js';
import { VerifyWalletChain, type WalletChainView } from './verify-wallet-chain.query.js';

@QueryHandler(VerifyWalletChain)
export class VerifyWalletChainHandler implements IQueryHandler<VerifyWalletChain, WalletChainView> {
  constructor(
    private readonly queries: QueryBus,
    private readonly store: EventStore,
  ) {}

  async execute({ userId }: VerifyWalletChain): Promise<WalletChainView> {
    await assertPlayerExists(this.queries, userId);
    const streamId = walletStreamId(userId);
    const verified = await this.store.verifyStream(streamId);
    if (verified.ok) return { streamId, events: verified.events, ok: true, brokenAt: null };
    const found = verified.problem ?? 'the hash chain is broken';
    const version = verified.brokenVersion;
    if (version === undefined) {
      return { streamId, events: verified.events, ok: false, brokenAt: { version: 0, eventId: null, type: null, problem: `The stream's hash chain is broken: ${found}.` } };
    }
    const event = await readWalletEvent(this.queries, userId, version);
    const problem = event
      ? `Event ${version} (${event.type}, ${event.eventId}) is where the chain breaks: ${found}. It was altered, or added, outside the event store.`
      : `Event ${version} is not stored: ${found}. It was removed outside the event store.`;
    return { streamId, events: verified.events, ok: false, brokenAt: { version, eventId: event?.eventId ?? null, type: event?.type ?? null, problem } };
  }
}
