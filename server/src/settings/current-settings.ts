import { Injectable } from '@nestjs/common';
import { CurrentStreamState } from '../shared/event-sourcing/current-stream-state.js';
import type { LoadedStream } from '../shared/event-sourcing/single-stream.js';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { settingsStream, type SettingsEvent, type SettingsState } from './settings.js';

export type LoadedSettings = LoadedStream<SettingsState>;

/**
 * The settings as they stand, for GetSettings and for the command runner: the state
 * folded from the `settings` stream, kept in memory and caught up before every read, so
 * it reflects every change committed before the read began, in any instance. The
 * mechanism is shared with the prize tables (shared/event-sourcing/current-stream-state.ts);
 * this class makes it the settings' own Nest provider.
 */
@Injectable()
export class CurrentSettings extends CurrentStreamState<SettingsState, SettingsEvent> {
  constructor(store: EventStore) {
    super(store, settingsStream);
  }
}
