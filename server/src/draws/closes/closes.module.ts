import { Module } from '@nestjs/common';
import { CloseFeedRunner } from './close-feed-runner.js';
import { RecordCloseHandler } from './commands/record-close/record-close.handler.js';
import { CurrentCloseFeed } from './current-close-feed.js';
import { ClosesController } from './http/closes.controller.js';
import { GetCloseEntryHandler } from './queries/get-close-entry/get-close-entry.handler.js';
import { ListClosesHandler } from './queries/list-closes/list-closes.handler.js';
import { UnrecordedCloses } from './unrecorded-closes.js';

/**
 * The public feed of round closes: the `draw-closes` stream, RecordClose (asked by
 * CloseRound and by the scheduler, through the command bus), GET /draws/closes, and
 * GetCloseEntry for a round's proof. Nothing is written per purchase: one entry per close.
 * Needs CqrsModule, the EventStore, Clock and PG_POOL; exports what the scheduler's agenda
 * uses to find closes missing from the feed.
 */
@Module({
  controllers: [ClosesController],
  providers: [CurrentCloseFeed, CloseFeedRunner, UnrecordedCloses, RecordCloseHandler, ListClosesHandler, GetCloseEntryHandler],
  exports: [UnrecordedCloses],
})
export class ClosesModule {}
