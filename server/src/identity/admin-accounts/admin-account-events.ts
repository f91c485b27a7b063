import type { EventMetadata, NewEvent } from '../../shared/event-store/event-store.port.js';
import { nameBasedUuid } from '../../shared/idempotency/keyed-command.js';
import type { AdminRole } from '../entities/admin.entity.js';

/**
 * Admin console accounts live in the `admins` table (identity is plain state); their
 * creation is also recorded as an event, so the admin action log (issue 12) and an auditor
 * reading the log see who could act and since when. One stream per account,
 * `admin-account-<adminId>`, holding AdminCreated. Its event id derives from the admin id,
 * so recording it again (a retry, the start-up backfill in every instance) stores nothing
 * new. No password hash, ever: the event is readable by auditors.
 * Stored event types and field names are never renamed: change one by adding a new type.
 */
export const ADMIN_ACCOUNT_STREAM_PREFIX = 'admin-account-';

export type AdminCreated = {
  type: 'AdminCreated';
  data: {
    adminId: string;
    username: string;
    role: AdminRole;
    /** When the account was created (the admins row's created_at, ISO-8601 UTC). */
    createdAt: string;
  };
};

export const adminAccountStreamId = (adminId: string): string => `${ADMIN_ACCOUNT_STREAM_PREFIX}${adminId}`;

export const adminCreatedEventId = (adminId: string): string => nameBasedUuid(`${adminAccountStreamId(adminId)}\nAdminCreated`);

/** Who created accounts outside any admin's session: `system:cli` (npm run admin:create), `system:admin-seeder`, ... */
export const CLI_ACTOR = 'system:cli';

export function adminCreatedEvent(account: AdminCreated['data'], metadata: EventMetadata): NewEvent<AdminCreated['data']> {
  return { id: adminCreatedEventId(account.adminId), type: 'AdminCreated', data: account, metadata };
}
