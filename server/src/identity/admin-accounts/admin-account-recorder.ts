import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/clock/clock.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { eventMetadata } from '../../shared/event-store/event-metadata.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { adminAccountStreamId, adminCreatedEvent, type AdminCreated } from './admin-account-events.js';

/**
 * Records AdminCreated for an account (admin-account-events.ts). The stream holds that one
 * event, so the append expects a new stream; a second recording of the same account is the
 * same event id and stores nothing (the store's idempotent append).
 */
@Injectable()
export class AdminAccountRecorder {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  /** True when this call stored the event, false when it was stored already. */
  async recordCreated(account: AdminCreated['data'], meta: CommandMeta): Promise<boolean> {
    const event = adminCreatedEvent(account, eventMetadata(meta, this.clock));
    const result = await this.store.append(adminAccountStreamId(account.adminId), [event], 0);
    return !result.duplicate;
  }
}
