import { Query } from '@nestjs/cqrs';
import type { AdminRole } from '../../entities/admin.entity.js';

export interface AdminAccount {
  id: string;
  username: string;
  role: AdminRole;
}

/** Admin and auditor accounts by id, for other features' logs (who did it). Unknown ids are absent. */
export class GetAdminAccounts extends Query<Map<string, AdminAccount>> {
  constructor(readonly adminIds: readonly string[]) {
    super();
  }
}

/** The account of a username (any letter case), or null. */
export class FindAdminByUsername extends Query<AdminAccount | null> {
  constructor(readonly username: string) {
    super();
  }
}
