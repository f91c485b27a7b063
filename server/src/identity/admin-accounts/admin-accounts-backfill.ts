import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { systemMeta } from '../../shared/cqrs/command-meta.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { AdminEntity } from '../entities/admin.entity.js';
import { ADMIN_ACCOUNT_STREAM_PREFIX, adminAccountStreamId } from './admin-account-events.js';
import { AdminAccountRecorder } from './admin-account-recorder.js';

/** The actor of AdminCreated events recorded for accounts that had none. */
export const BACKFILL_ACTOR_NAME = 'admin-backfill';

/**
 * At every start, records AdminCreated for each account that has no such event yet: the
 * accounts created before the event existed, and one whose creation stopped between its
 * row and its event. Every instance may run it at once: the event id derives from the
 * admin id, so each account's event is stored once. The event's createdAt is the row's.
 */
@Injectable()
export class AdminAccountsBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccountsBackfill');

  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly store: EventStore,
    private readonly recorder: AdminAccountRecorder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const recorded = await this.run();
      if (recorded > 0) this.logger.log(`Recorded the creation of ${recorded} existing admin account(s) in the event log`);
    } catch (error) {
      // The log misses those accounts until the next start; serving players must not wait for it.
      this.logger.error(`Could not record existing admin accounts: ${(error as Error).message}`);
    }
  }

  /** Returns how many events it stored. */
  async run(): Promise<number> {
    const streams = new Set(await this.store.listStreams(ADMIN_ACCOUNT_STREAM_PREFIX));
    const missing = (await this.admins.find({ order: { createdAt: 'ASC', id: 'ASC' } })).filter((a) => !streams.has(adminAccountStreamId(a.id)));
    let recorded = 0;
    for (const admin of missing) {
      const account = { adminId: admin.id, username: admin.username, role: admin.role, createdAt: admin.createdAt.toISOString() };
      if (await this.recorder.recordCreated(account, systemMeta(BACKFILL_ACTOR_NAME, 'admin-backfill'))) recorded++;
    }
    return recorded;
  }
}
