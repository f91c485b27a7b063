import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/clock/clock.js';
import { SingleStreamRunner, type StreamChangeResult } from '../../shared/event-sourcing/single-stream-runner.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { CurrentPrizeTables } from './current-prize-tables.js';
import { decide, type PrizeTablesCommand } from './prize-tables.decide.js';
import type { PrizeTablesEvent, PrizeTablesState } from './prize-tables.js';
import { PrizeTablesBusyError } from './prizes.errors.js';

/** `changed` is false when nothing was stored: the table was already so, or the key's change was made before. */
export type PrizeTablesChangeResult = StreamChangeResult<PrizeTablesState>;

/**
 * Load, decide, append for every prize tables command, with retries when another
 * instance changed the tables in between and the admin's optional Idempotency-Key
 * (shared/event-sourcing/single-stream-runner.ts). What stays the prize tables' own: the
 * decider, and PRIZES.BUSY when other admins keep winning the race.
 */
@Injectable()
export class PrizeTablesCommandRunner extends SingleStreamRunner<PrizeTablesState, PrizeTablesCommand, PrizeTablesEvent> {
  constructor(store: EventStore, clock: Clock, current: CurrentPrizeTables) {
    super(store, clock, current, { decide, busy: () => new PrizeTablesBusyError() });
  }
}
