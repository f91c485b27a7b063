import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { AdminEntity } from '../../entities/admin.entity.js';
import { IdentityErrors } from '../../identity.errors.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../../passwords/password-policy.js';
import { uniqueViolation } from '../../player-accounts.service.js';
import { CreateAdmin } from './create-admin.command.js';

/** Returns the new admin's id; an existing username (any letter case) is a conflict. */
@CommandHandler(CreateAdmin)
export class CreateAdminHandler implements ICommandHandler<CreateAdmin, string> {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute({ username, password, role, enforcePasswordRule }: CreateAdmin): Promise<string> {
    if (!/^\S{3,100}$/.test(username)) {
      throw new DomainError('IDENTITY.ADMIN_USERNAME_INVALID', 'Username must be at least 3 characters without spaces.');
    }
    if (enforcePasswordRule && !isStrongPassword(password)) throw new DomainError('IDENTITY.WEAK_PASSWORD', PASSWORD_RULE_MESSAGE);
    if (role !== 'admin' && role !== 'auditor') {
      throw new DomainError('IDENTITY.ADMIN_ROLE_INVALID', 'Role must be admin or auditor.');
    }
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
      if (uniqueViolation(error) === 'admins_username_key') throw IdentityErrors.adminUsernameTaken();
      throw error;
    }
    return id;
  }
}
