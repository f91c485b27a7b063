import { randomUUID } from 'node:crypto';
import { Command } from '@nestjs/cqrs';
import { systemMeta, type CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { AdminRole } from '../../entities/admin.entity.js';

/** Adds an admin console account (seeding at start and `npm run admin:create`). */
export class CreateAdmin extends Command<string> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly role: AdminRole,
    /** False only for the operator-configured first admin (the seeder warns instead). */
    readonly enforcePasswordRule = true,
    /** Who creates it: the actor of its AdminCreated event (`system:cli` for the command line). */
    readonly meta: CommandMeta = systemMeta('identity', randomUUID()),
  ) {
    super();
  }
}
