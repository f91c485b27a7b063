import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, type StoredEvent } from '../../../../shared/event-store/event-store.port.js';
import { roundStreamId } from '../../../rounds/round.js';
import type { RoundClosed, RoundOpened } from '../../../rounds/round.js';
import { CloseFeedRunner } from '../../close-feed-runner.js';
import type { RoundClose } from '../../close-feed.decide.js';
import { RoundNotClosedError } from '../../close-feed.errors.js';
import { seqOfRound } from '../../recorded-rounds.js';
import { RecordClose, type RecordedClose } from './record-close.command.js';

@CommandHandler(RecordClose)
export class RecordCloseHandler implements ICommandHandler<RecordClose, RecordedClose> {
  constructor(
    private readonly store: EventStore,
    private readonly feed: CloseFeedRunner,
  ) {}

  async execute({ roundId, meta }: RecordClose): Promise<RecordedClose> {
    const close = roundCloseOf(roundId, await this.store.readStream(roundStreamId(roundId)));
    const result = await this.feed.run({ type: 'RecordClose', data: close }, meta);
    return { seq: seqOfRound(result.state.recorded, roundId)!, changed: result.changed };
  }
}

/** The close as the round stream stored it; RoundNotClosedError until RoundClosed is stored. */
export function roundCloseOf(roundId: string, events: readonly StoredEvent[]): RoundClose {
  const opened = events.find((e) => e.type === 'RoundOpened') as StoredEvent<RoundOpened['data']> | undefined;
  const closed = events.find((e) => e.type === 'RoundClosed') as StoredEvent<RoundClosed['data']> | undefined;
  if (!opened || !closed) throw new RoundNotClosedError(roundId);
  const { ticketCount, salesPaise, ticketRoot } = closed.data;
  // occurredAt is the injected clock's toISOString; parsed and rewritten all the same, so the hashed text is canonical.
  const at = Date.parse(closed.metadata.occurredAt);
  const closedAt = Number.isFinite(at) ? new Date(at).toISOString() : closed.metadata.occurredAt;
  return { roundId, period: opened.data.period, ticketCount, salesPaise, ticketRoot, closedAt };
}
