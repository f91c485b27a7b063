import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { AdminAccountRecorder } from '../../admin-accounts/admin-account-recorder.js';
import { AdminEntity } from '../../entities/admin.entity.js';
import {
  AdminRoleInvalidError,
  AdminUsernameInvalidError,
  AdminUsernameTakenError,
  WeakPasswordError,
} from '../../identity.errors.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { isStrongPassword } from '../../passwords/password-policy.js';
import { uniqueViolation } from '../../player-accounts.service.js';
import { CreateAdmin } from './create-admin.command.js';

/**
 * Returns the new admin's id; an existing username (any letter case) is a conflict. The
 * account's row comes first, then its AdminCreated event (admin-accounts/): an event must
 * never name an account that was refused. Should the event fail to store, the account
 * stands and the start-up backfill records it.
 */
@CommandHandler(CreateAdmin)
export class CreateAdminHandler implements ICommandHandler<CreateAdmin> {
  private readonly logger = new Logger('CreateAdmin');

  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly recorder: AdminAccountRecorder,
  ) {}

  async execute({ username, password, role, enforcePasswordRule, meta }: CreateAdmin): Promise<string> {
    if (!/^\S{3,100}$/.test(username)) throw new AdminUsernameInvalidError();
    if (enforcePasswordRule && !isStrongPassword(password)) throw new WeakPasswordError();
    if (role !== 'admin' && role !== 'auditor') throw new AdminRoleInvalidError();
    const id = randomUUID();
    const createdAt = this.clock.now();
    try {
      await this.admins.insert({
        id,
        username,
        passwordHash: await this.hasher.hash(password),
        role,
        createdAt,
      });
    } catch (error) {
      if (uniqueViolation(error) === 'admins_username_key') throw new AdminUsernameTakenError();
      throw error;
    }
    try {
      await this.recorder.recordCreated({ adminId: id, username, role, createdAt: createdAt.toISOString() }, meta);
    } catch (error) {
      this.logger.error(`The creation of admin ${id} is not in the event log yet (the next start records it): ${(error as Error).message}`);
    }
    return id;
  }
}
