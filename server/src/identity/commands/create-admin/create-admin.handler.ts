import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
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

/** Returns the new admin's id; an existing username (any letter case) is a conflict. */
@CommandHandler(CreateAdmin)
export class CreateAdminHandler implements ICommandHandler<CreateAdmin> {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute({ username, password, role, enforcePasswordRule }: CreateAdmin): Promise<string> {
    if (!/^\S{3,100}$/.test(username)) throw new AdminUsernameInvalidError();
    if (enforcePasswordRule && !isStrongPassword(password)) throw new WeakPasswordError();
    if (role !== 'admin' && role !== 'auditor') throw new AdminRoleInvalidError();
    const id = randomUUID();
    try {
      await this.admins.insert({
        id,
        username,
        passwordHash: await this.hasher.hash(password),
        role,
        createdAt: this.clock.now(),
      });
    } catch (error) {
      if (uniqueViolation(error) === 'admins_username_key') throw new AdminUsernameTakenError();
      throw error;
    }
    return id;
  }
}
