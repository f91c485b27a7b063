import { Injectable } from '@nestjs/common';
import { CurrentStreamState } from '../../shared/event-sourcing/current-stream-state.js';
import type { LoadedStream } from '../../shared/event-sourcing/single-stream.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { prizeTablesStream, type PrizeTablesEvent, type PrizeTablesState } from './prize-tables.js';

export type LoadedPrizeTables = LoadedStream<PrizeTablesState>;

/**
 * The prize tables as they stand, for the admin's and the players' reads and for the
 * command runner: folded from the `prize-tables` stream, kept in memory and caught up
 * before every read, so it reflects every change committed before the read began, in any
 * instance. The mechanism is shared with the settings
 * (shared/event-sourcing/current-stream-state.ts); this class makes it a Nest provider.
 */
@Injectable()
export class CurrentPrizeTables extends CurrentStreamState<PrizeTablesState, PrizeTablesEvent> {
  constructor(store: EventStore) {
    super(store, prizeTablesStream);
  }
}
