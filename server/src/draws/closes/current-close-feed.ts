import { Injectable } from '@nestjs/common';
import { CurrentStreamState } from '../../shared/event-sourcing/current-stream-state.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { closeFeedStream, type CloseFeedEvent, type CloseFeedState } from './close-feed.js';

/**
 * The feed of closes as it stands (its last seq and hash, and the rounds it holds), for
 * the feed's runner, the repair's search and the per-round lookup: folded from the
 * `draw-closes` stream, kept in memory and caught up with a read of the stream's tail
 * before every use, so it reflects every entry committed before, in any instance.
 */
@Injectable()
export class CurrentCloseFeed extends CurrentStreamState<CloseFeedState, CloseFeedEvent> {
  constructor(store: EventStore) {
    super(store, closeFeedStream);
  }
}
