import { Query } from '@nestjs/cqrs';

/** The usernames of admins and auditors by id, for other features' histories (settings changes). Unknown ids are absent. */
export class GetAdminUsernames extends Query<Map<string, string>> {
  constructor(readonly adminIds: readonly string[]) {
    super();
  }
}
