import { Module } from '@nestjs/common';
import { AuditService } from './audit.service.js';

/**
 * Integrity checks over the event log and the wallet read models. Needs the EventStore
 * and the PG_POOL of DatabaseModule from the application. Read-only: the auditor role
 * (and `npm run audit`) can run it without changing anything.
 */
@Module({
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
