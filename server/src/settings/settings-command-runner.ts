import { Injectable } from '@nestjs/common';
import { Clock } from '../shared/clock/clock.js';
import { SingleStreamRunner, type StreamChangeResult } from '../shared/event-sourcing/single-stream-runner.js';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { CurrentSettings } from './current-settings.js';
import { decide, type SettingsCommand } from './settings.decide.js';
import { SettingsBusyError } from './settings.errors.js';
import type { SettingsEvent, SettingsState } from './settings.js';

/** `changed` is false when nothing was stored: the value was already set, or the key's change was made before. */
export type SettingsChangeResult = StreamChangeResult<SettingsState>;

/**
 * Load, decide, append for every settings command, with retries when another instance
 * changed the settings in between and the admin's optional Idempotency-Key
 * (shared/event-sourcing/single-stream-runner.ts). What stays the settings' own: the
 * decider, and SETTINGS.BUSY when other admins keep winning the race.
 */
@Injectable()
export class SettingsCommandRunner extends SingleStreamRunner<SettingsState, SettingsCommand, SettingsEvent> {
  constructor(store: EventStore, clock: Clock, current: CurrentSettings) {
    super(store, clock, current, { decide, busy: () => new SettingsBusyError() });
  }
}
