import { Query } from '@nestjs/cqrs';
import type { AdminRole } from '../../entities/admin.entity.js';

export interface AdminAccount {
  id: string;
  username: string;
  role: AdminRole;
}

/**
 * Admins and auditors by id (no secrets), for the console's "who is signed in" and for
 * other features that show who did something (an audit run's starter). Unknown ids are absent.
 */
export class GetAdminAccounts extends Query<Map<string, AdminAccount>> {
  constructor(readonly adminIds: readonly string[]) {
    super();
  }
}
