import { Command } from '@nestjs/cqrs';
import type { AdminRole } from '../../entities/admin.entity.js';

/** Adds an admin console account (seeding at start and `npm run admin:create`). */
export class CreateAdmin extends Command<string> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly role: AdminRole,
    /** False only for the operator-configured first admin (the seeder warns instead). */
    readonly enforcePasswordRule = true,
  ) {
    super();
  }
}
